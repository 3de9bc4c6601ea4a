import Foundation
import Synchronization
import Testing

@testable import bench

/// `bench fuzz --system-time-limit`: the watchdog that stops a system running too long, and
/// how the parent reads a stopped child.
@Suite struct FuzzWatchdogTests {
  @Test func aSystemOverTheLimitIsReportedOnceWithItsIndex() async throws {
    let expired = Mutex<[(Int, Double)]>([])
    let watchdog = FuzzWatchdog(limit: 0.2, interval: 0.02) { index, seconds in
      expired.withLock { $0.append((index, seconds)) }
    }
    defer { watchdog.stop() }
    // A system that finishes in time is not reported.
    watchdog.begin(4)
    watchdog.end()
    try await Task.sleep(for: .milliseconds(400))
    #expect(expired.withLock { $0.isEmpty })
    // One that runs past the limit is reported once, with its index and time.
    watchdog.begin(7)
    try await Task.sleep(for: .milliseconds(800))
    let reports = expired.withLock { $0 }
    #expect(reports.count == 1)
    #expect(reports.first?.0 == 7)
    #expect((reports.first?.1 ?? 0) >= 0.2)
  }

  @Test func theTimeoutLineNamesTheSystem() {
    let line = FuzzWatchdog.timeoutLine(index: 163, seconds: 300.04)
    #expect(line == "system-timeout 163 300.0")
    let output = "system 12 (seed 9, system seed 4) disagrees on cassowary:\n\(line)\n"
    #expect(FuzzWatchdog.timedOutIndex(in: output) == 163)
    #expect(FuzzWatchdog.timedOutIndex(in: "system 12 (seed 9) disagrees\n") == nil)
  }

  @Test func theTimeLimitIsValidatedAndImpliesNothingElse() throws {
    let limited = try FuzzCommand.parse(["--system-time-limit", "60"])
    #expect(limited.systemTimeLimit == 60)
    #expect(try FuzzCommand.parse([]).systemTimeLimit == nil)
    #expect(throws: (any Error).self) { try FuzzCommand.parse(["--system-time-limit", "0"]) }
    #expect(throws: (any Error).self) { try FuzzCommand.parse(["--system-time-limit", "-5"]) }
    #expect(
      FuzzCommand.summary(systems: 2000, disagreements: 0, unchecked: 0, overTimeLimit: 3)
        == "2000 systems, 0 disagreements, 3 over the time limit (not judged)")
  }
}
