import ArgumentParser
import Foundation
import StrutCore
import StrutWorkloads

/// `bench soak`: the long churn of issue 18 (item 1) on one backend, printing resident memory
/// and time per cycle as it goes, and a verdict on whether memory stayed flat.
///
/// Each cycle removes the 8 churned constraints in the solver and adds 8 others (StrutWorkloads
/// `SoakSystem`: 300 variables, 3 edit variables whose values move every cycle, no required
/// equality ever removed), then updates. A row is printed at 1 %, 10 %, 20 %, … 100 % of the
/// cycles (and after the reference cycle count): cycles done, RSS, and µs per cycle over the
/// rows' interval. The verdict compares the final RSS with the RSS after the first 10,000
/// cycles (a tenth of the cycles for shorter runs); the target is at most 1.5×.
struct SoakCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "soak",
    abstract: "Churn constraints for many cycles; print RSS and time per cycle as it goes.")

  @Option(help: "Cycles to run (each removes and adds 8 constraints, then updates).")
  var cycles: Int = 1_000_000
  @Option(help: "cassowary or glpk.")
  var backend: String = "cassowary"
  @Option(help: "Seed of the soak system.")
  var seed: UInt64 = 1
  @Option(help: "Variables in the soak system.")
  var variables: Int = 300
  @Option(help: "The largest final RSS, as a multiple of the reference RSS, that is flat.")
  var limit: Double = 1.5

  func validate() throws {
    guard cycles >= 1 else { throw ValidationError("--cycles must be at least 1") }
    guard variables >= 8 else { throw ValidationError("--variables must be at least 8") }
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
    guard Backend(rawValue: backend.lowercased()) != nil else {
      throw ValidationError("unknown backend \"\(backend)\" (cassowary or glpk)")
    }
  }

  func run() throws {
    try soak { line in
      print(line)
      // Piped to a file or `tee`, the rows must still appear as they come (nil: every
      // stream, which needs no reference to the global `stdout`).
      fflush(nil)
    }
  }

  /// Runs the soak, handing each output line to `emit` as soon as it is known.
  func soak(_ emit: (String) -> Void) throws {
    guard let backend = Backend(rawValue: backend.lowercased()) else {
      throw ValidationError("unknown backend \"\(self.backend)\" (cassowary or glpk)")
    }
    let system = SoakSystem(seed: seed, variableCount: variables)
    let solver = backend.makeSolver()
    try system.build(on: solver)
    let plan = SoakPlan(cycles: cycles)
    emit(
      "bench soak: \(backend), \(cycles) cycles, seed \(seed) (\(system.variables.count) "
        + "variables, \(system.churnCount) of \(system.pool.count) constraints churned per "
        + "cycle, \(system.edits.count) edits)")
    emit(SoakRow.header)
    let clock = ContinuousClock()
    var intervalStart = clock.now
    var intervalCycles = 0
    var referenceRSS: Double?
    var lastRSS = Self.residentMegabytes()
    var nextCheckpoint = 0
    for cycle in 1...cycles {
      try system.runCycle(cycle, on: solver)
      intervalCycles += 1
      guard nextCheckpoint < plan.checkpoints.count, cycle == plan.checkpoints[nextCheckpoint]
      else { continue }
      nextCheckpoint += 1
      let elapsed = (clock.now - intervalStart).inSeconds
      lastRSS = Self.residentMegabytes()
      if cycle == plan.reference { referenceRSS = lastRSS }
      emit(
        SoakRow(
          cycles: cycle, total: cycles, rssMegabytes: lastRSS,
          microsecondsPerCycle: elapsed * 1e6 / Double(intervalCycles)
        ).text)
      intervalStart = clock.now
      intervalCycles = 0
    }
    emit(
      SoakVerdict(
        referenceCycles: plan.reference, referenceRSS: referenceRSS ?? lastRSS,
        finalRSS: lastRSS, limit: limit
      ).text)
  }

  /// This process's resident set size in MB (`VmRSS` of `/proc/self/status`; 0 without
  /// `/proc`). Read with `open`/`read` (see ``ChildProcess/readWholeFile(_:)``).
  static func residentMegabytes() -> Double {
    let status = ChildProcess.readWholeFile("/proc/self/status")
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let number = line.dropFirst(6).split(whereSeparator: \.isWhitespace).first
      return Double(number.flatMap { Int($0) } ?? 0) / 1024
    }
    return 0
  }
}

/// When `bench soak` prints a row: at 1 %, 10 %, 20 %, … 100 % of the cycles, and after the
/// reference cycle count (10,000, or a tenth of a shorter run) that the verdict compares with.
struct SoakPlan: Equatable {
  /// The cycle counts after which a row is printed, ascending, without repeats.
  let checkpoints: [Int]
  /// The cycle count whose RSS is the reference.
  let reference: Int

  init(cycles: Int) {
    let total = max(1, cycles)
    reference = min(10_000, max(1, total / 10))
    var marks = Set([reference, total, max(1, total / 100)])
    for tenth in 1...10 { marks.insert(max(1, total * tenth / 10)) }
    checkpoints = marks.sorted()
  }
}

/// One progress row of `bench soak`.
struct SoakRow {
  var cycles: Int
  var total: Int
  var rssMegabytes: Double
  var microsecondsPerCycle: Double

  /// The column names.
  static let header =
    pad("cycles", 12) + "  " + pad("done", 7) + "  " + pad("RSS MB", 8) + "  "
    + pad("µs/cycle", 9)

  /// `text` right-aligned in `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `     100000   100 %     21.4       84.2`.
  var text: String {
    let percent = Double(cycles) * 100 / Double(max(1, total))
    let done =
      percent < 10 && percent != percent.rounded()
      ? String(format: "%5.1f %%", percent) : String(format: "%5.0f %%", percent)
    return String(format: "%12ld  ", cycles) + done
      + String(format: "  %8.1f  %9.1f", rssMegabytes, microsecondsPerCycle)
  }
}

/// The last line of `bench soak`: the final RSS against the reference RSS.
struct SoakVerdict {
  var referenceCycles: Int
  var referenceRSS: Double
  var finalRSS: Double
  var limit: Double

  /// The final RSS over the reference RSS.
  var ratio: Double { referenceRSS > 0 ? finalRSS / referenceRSS : 1 }
  /// Whether memory stayed within the limit.
  var isFlat: Bool { ratio <= limit }

  var text: String {
    "verdict: \(isFlat ? "flat" : "GROWS") — "
      + String(format: "final RSS %.1f MB is %.2f× the RSS after ", finalRSS, ratio)
      + "\(referenceCycles) cycles"
      + String(format: " (%.1f MB); target ≤ %.2f×", referenceRSS, limit)
  }
}
