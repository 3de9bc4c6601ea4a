import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `bench fuzz --system-time-limit`: watches the system a fuzzing child process is running and
/// acts when one runs longer than the limit — in a child, it prints
/// `system-timeout INDEX SECONDS` and ends the process with ``FuzzWatchdog/exitStatus``, so the
/// parent can report the system and go on with the next one. A system that runs for minutes is
/// a finding (the solver or the checker is far off its complexity), not a reason to stop a
/// campaign.
final class FuzzWatchdog: Sendable {
  /// The exit status of a child whose system ran over the limit.
  static let exitStatus: Int32 = 3

  /// The line a child prints before it exits: `system-timeout INDEX SECONDS`.
  static func timeoutLine(index: Int, seconds: Double) -> String {
    "system-timeout \(index) " + String(format: "%.1f", seconds)
  }

  /// The system index of a ``timeoutLine(index:seconds:)`` in a child's output, if any.
  static func timedOutIndex(in output: String) -> Int? {
    for line in output.split(separator: "\n") where line.hasPrefix("system-timeout ") {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let index = Int(fields[1]) { return index }
    }
    return nil
  }

  /// The system being run and when it began; nil between systems.
  private let current = Mutex<(index: Int, started: ContinuousClock.Instant)?>(nil)
  /// Set when the watchdog should stop checking (tests).
  private let stopped = Atomic<Bool>(false)
  /// The limit per system, in seconds.
  let limit: Double
  /// What happens when a system runs over the limit (index, seconds so far).
  private let onExpiry: @Sendable (Int, Double) -> Void

  /// A watchdog that calls `onExpiry` (once) when a system runs over `limit` seconds, checking
  /// every `interval` seconds on a thread of its own.
  init(
    limit: Double, interval: Double = 0.25,
    onExpiry: @escaping @Sendable (Int, Double) -> Void = FuzzWatchdog.exitTheChild
  ) {
    self.limit = limit
    self.onExpiry = onExpiry
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .relaxed) {
        Thread.sleep(forTimeInterval: interval)
        let expired = current.withLock { running -> (Int, Double)? in
          guard let (index, started) = running else { return nil }
          let seconds = (ContinuousClock.now - started).inSeconds
          guard seconds >= limit else { return nil }
          running = nil
          return (index, seconds)
        }
        if let (index, seconds) = expired { onExpiry(index, seconds) }
      }
    }
  }

  /// System `index` starts now.
  func begin(_ index: Int) {
    current.withLock { $0 = (index, ContinuousClock.now) }
  }

  /// The system that began last has finished.
  func end() {
    current.withLock { $0 = nil }
  }

  /// Stops the checking thread (at its next check).
  func stop() {
    stopped.store(true, ordering: .relaxed)
  }

  /// The child's action: print the timeout line and end the process at once (the system's
  /// computation cannot be interrupted any other way).
  static let exitTheChild: @Sendable (Int, Double) -> Void = { index, seconds in
    let line = timeoutLine(index: index, seconds: seconds) + "\n"
    fflush(nil)
    _ = line.withCString { write(1, $0, strlen($0)) }
    _exit(exitStatus)
  }
}
