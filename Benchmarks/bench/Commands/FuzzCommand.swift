import ArgumentParser
import Foundation
import StrutCassowary
import StrutConformance
import StrutCore

extension FuzzShape: ExpressibleByArgument {}

/// `bench fuzz`: differential fuzzing of the backends against the conformance checker
/// (StrutConformance), with shrunk repros of every failure.
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract: "Run random constraint systems and scripts on every backend and judge them.",
    discussion: """
      System i of a run is generated from the run's seed and i, so `--seed S --only i` re-runs \
      one system. Each failure is shrunk (delta debugging) and written to --out as a \
      ConstraintSystem JSON (or a conformance case, when the failure needs the operation \
      history); `--replay FILE` runs such a file again. Prints progress on standard error and \
      ends with `N systems, D disagreements`; the exit status is 1 on any disagreement. \
      See docs/conformance.md.
      """)

  @Option(help: "How many systems to generate.")
  var count = 1000

  @Option(help: "The seed of the run (default: a fresh one, printed first).")
  var seed: UInt64?

  @Option(help: "Run only system number INDEX of the run (0-based).")
  var only: Int?

  @Option(help: "The index of the first system (with --count).")
  var first = 0

  @Option(help: "Run a case or ConstraintSystem JSON file instead of generated systems.")
  var replay: String?

  @Option(
    help:
      "Comma-separated backends (\(Backend.allCases.map(\.rawValue).joined(separator: ", ")), or all)."
  )
  var backends = "all"

  @Option(help: "The largest number of variables of a generated system (at least 2).")
  var maxVariables = 300

  @Option(
    help:
      "The smallest number of variables of a generated system (at least 2; with a large --max-variables, e.g. 1000, to fuzz only large systems)."
  )
  var minVariables = 2

  @Option(
    help:
      "What to generate: random (random systems and scripts), layout (the bench workloads at random sizes, with redrawn priorities, extra edits and scripts of removals and re-adds), or mixed (alternating)."
  )
  var shape = FuzzShape.random

  @Option(
    help:
      "The number of script steps after the first batch, as N or LOW...HIGH (default 4...20; e.g. 200...1000 for long scripts)."
  )
  var steps = "4...20"

  @Option(
    help:
      "Cassowary's lazy-row budget (CassowarySolver(lazyRowBudget:); default: the solver's own). 0 makes every inequality that can be a lazy row one, to fuzz those paths on small systems."
  )
  var lazyRowBudget: Int?

  @Option(
    help:
      "Cassowary's redefinition threshold (CassowarySolver(lazyRowBudget:redefinitionThreshold:); default: the solver's own, 64). 0 redefines a variable after every reduction that opened a definition, to fuzz that path on small systems."
  )
  var redefinitionThreshold: Int?

  @Option(
    help:
      "Cassowary's breakpoint-crossing column (CassowarySolver(lazyRowBudget:redefinitionThreshold:breakpointCrossingColumn:); default: the solver's own, 64). 0 crosses breakpoints wherever it can, to fuzz that path on small systems."
  )
  var breakpointCrossingColumn: Int?

  @Option(
    help:
      "How each check is judged: reference (GLPK's reference optimum, for every backend) or certificate (a backend's own optimality certificate when it gives one, the reference where it does not verify; for systems of thousands of variables)."
  )
  var judge = FuzzJudge.reference

  @Option(
    help:
      "Seconds the exact reference may spend on each rational simplex call when it re-judges a state GLPK's reference finds fault with (states of up to 10,000 constraints; past it, GLPK's verdict stands and the report notes why). Systems of thousands of constraints need minutes."
  )
  var exactSeconds = 20

  @Option(help: "The directory for shrunk repros (created when needed).")
  var out = "fuzz-repros"

  @Flag(help: .hidden)
  var child = false

  @Flag(help: "Report failures without shrinking them.")
  var noShrink = false

  @Flag(help: "Print the JSON of every generated case (with --only: the one case).")
  var printCases = false

  @Flag(
    help:
      "Run the systems in child processes (100 per child), so that a backend that crashes is reported (and its case written to --out) instead of ending the run."
  )
  var isolate = false

  @Option(
    help:
      "Seconds one system may run (all its backends, checks and shrinking); a system that runs longer is reported as over the limit, its case written to --out, and the run goes on with the next. Implies --isolate."
  )
  var systemTimeLimit: Double?

  func validate() throws {
    do {
      _ = try Backend.list(backends)
    } catch {
      throw ValidationError(error.description)
    }
    guard count >= 0 else { throw ValidationError("--count must not be negative") }
    if let lazyRowBudget, lazyRowBudget < 0 {
      throw ValidationError("--lazy-row-budget must not be negative")
    }
    if let redefinitionThreshold, redefinitionThreshold < 0 {
      throw ValidationError("--redefinition-threshold must not be negative")
    }
    if let breakpointCrossingColumn, breakpointCrossingColumn < 0 {
      throw ValidationError("--breakpoint-crossing-column must not be negative")
    }
    guard exactSeconds >= 1, exactSeconds <= Int(Int32.max) / 1000 else {
      throw ValidationError("--exact-seconds must be between 1 and \(Int(Int32.max) / 1000)")
    }
    guard maxVariables >= 2 else { throw ValidationError("--max-variables must be at least 2") }
    guard minVariables >= 2, minVariables <= maxVariables else {
      throw ValidationError("--min-variables must be at least 2 and at most --max-variables")
    }
    guard Self.parseSteps(steps) != nil else {
      throw ValidationError(
        "--steps must be a number or LOW...HIGH with 0 <= LOW <= HIGH, not \"\(steps)\"")
    }
    if let systemTimeLimit, !(systemTimeLimit > 0) {
      throw ValidationError("--system-time-limit must be a positive number of seconds")
    }
    if only != nil, seed == nil {
      throw ValidationError("--only needs the --seed of the run it comes from")
    }
  }

  /// `12` or `4...20` (also `4..20`, `4-20`); nil when malformed.
  static func parseSteps(_ text: String) -> ClosedRange<Int>? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let single = Int(trimmed) { return single >= 0 ? single...single : nil }
    for separator in ["...", "..", "-"] {
      let parts = trimmed.components(separatedBy: separator)
      if parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low >= 0,
        low <= high
      {
        return low...high
      }
    }
    return nil
  }

  /// The seed of this run: `--seed`, or a fresh one (printed by ``run()``).
  var runSeed: UInt64 { seed ?? Self.freshSeed }

  /// A seed drawn once per process from the system's generator.
  static let freshSeed = UInt64.random(in: 1...UInt64(Int64.max))

  /// The generator options of this run.
  var generatorOptions: FuzzCaseSource {
    FuzzCaseSource(
      shape: shape, variables: minVariables...maxVariables,
      steps: Self.parseSteps(steps) ?? 4...20)
  }

  func run() throws {
    let budget = lazyRowBudget
    let threshold = redefinitionThreshold
    let crossing = breakpointCrossingColumn
    let chosen = try Backend.list(backends).map { backend in
      ConformanceBackend(backend.rawValue) {
        if backend == .cassowary, budget != nil || threshold != nil || crossing != nil {
          let defaults = CassowarySolver()
          return CassowarySolver(
            lazyRowBudget: budget ?? defaults.lazyRowBudget,
            redefinitionThreshold: threshold ?? defaults.redefinitionThreshold,
            breakpointCrossingColumn: crossing ?? defaults.breakpointCrossingColumn)
        }
        return backend.makeSolver()
      }
    }
    let source = generatorOptions
    let fuzzer = Fuzzer(
      backends: chosen, source: source,
      runner: ScriptRunner(checker: judge.checker(exactSeconds: exactSeconds)))
    let seed = runSeed
    if replay == nil, !child {
      print(
        "fuzz seed \(seed)\(self.seed == nil ? " (fresh; re-run with --seed \(seed))" : "")"
          + " · \(source)" + (judge == .certificate ? " · judged by certificates" : ""))
    }
    if let replay {
      try self.replay(file: replay, fuzzer: fuzzer)
      return
    }
    let indices = only.map { [$0] } ?? Array(first..<first + count)
    if isolate || systemTimeLimit != nil, only == nil, !child {
      try runChunks(indices, fuzzer: fuzzer)
      return
    }
    let progress = Progress()
    let started = Date()
    var disagreements = 0
    var unchecked = 0
    var failedSystems = 0
    let watchdog = child ? systemTimeLimit.map { FuzzWatchdog(limit: $0) } : nil
    for (done, index) in indices.enumerated() {
      if printCases {
        let systemSeed = SeededGenerator.systemSeed(run: seed, index: index)
        let generated = fuzzer.makeCase(seed: systemSeed)
        print(String(decoding: generated.jsonData(), as: UTF8.self))
      }
      if child { FileHandle.standardError.write(Data("fuzz-begin \(index)\n".utf8)) }
      watchdog?.begin(index)
      let result = fuzzer.run(seed: seed, index: index, shrink: !noShrink)
      watchdog?.end()
      defer { if child { fflush(nil) } }
      if !result.failures.isEmpty {
        failedSystems += 1
        let referenceOnly = result.failures.filter(\.isReferenceFailure).count
        unchecked += referenceOnly
        disagreements += result.failures.count - referenceOnly
        progress.clear()
        for failure in result.failures { report(failure, result: result) }
      }
      Self.reportProgress(
        done: done + 1, of: indices.count, disagreements: disagreements, since: started,
        finishedEvery: max(1, indices.count / 10), on: progress)
    }
    try Self.finish(
      systems: indices.count, disagreements: disagreements, unchecked: unchecked,
      repros: "\(failedSystems) failing systems; repros in \(out)/")
  }

  /// The progress line after `done` of `total` systems: kept on screen every `every` systems
  /// and at the end, overwritten otherwise.
  static func reportProgress(
    done: Int, of total: Int, disagreements: Int, since started: Date, finishedEvery every: Int,
    on progress: Progress
  ) {
    let line =
      "fuzz: \(done)/\(total) systems, \(disagreements) disagreements, "
      + String(format: "%.1f s", Date().timeIntervalSince(started))
    if done % every == 0 || done == total {
      progress.finish(line)
    } else {
      progress.update(line + " …")
    }
  }

  /// Prints the summary and, when a system disagreed or went unchecked, where its repros are,
  /// and fails the command.
  static func finish(
    systems: Int, disagreements: Int, unchecked: Int, overTimeLimit: Int = 0, repros: String
  ) throws {
    print(
      Self.summary(
        systems: systems, disagreements: disagreements, unchecked: unchecked,
        overTimeLimit: overTimeLimit))
    if disagreements + unchecked + overTimeLimit > 0 {
      print(repros)
      throw ExitCode(1)
    }
  }

  /// `N systems, D disagreements`, `, U unchecked (the reference failed)` when the
  /// checker's GLPK reference failed on some (a GLPK defect, not the backend's), and
  /// `, T over the time limit` when `--system-time-limit` stopped some (not judged).
  static func summary(
    systems: Int, disagreements: Int, unchecked: Int, overTimeLimit: Int = 0
  ) -> String {
    "\(systems) systems, \(disagreements) disagreements"
      + (unchecked > 0 ? ", \(unchecked) unchecked (the reference failed)" : "")
      + (overTimeLimit > 0 ? ", \(overTimeLimit) over the time limit (not judged)" : "")
  }

  /// The generator options, as a child process receives them.
  var generatorArguments: [String] {
    [
      "--max-variables", "\(maxVariables)", "--min-variables", "\(minVariables)", "--shape",
      shape.rawValue, "--steps", steps, "--judge", judge.rawValue, "--exact-seconds",
      "\(exactSeconds)",
    ] + (lazyRowBudget.map { ["--lazy-row-budget", "\($0)"] } ?? [])
      + (redefinitionThreshold.map { ["--redefinition-threshold", "\($0)"] } ?? [])
      + (breakpointCrossingColumn.map { ["--breakpoint-crossing-column", "\($0)"] } ?? [])
  }

  /// Prints one failure and writes its shrunk repro.
  private func report(_ failure: Fuzzer.Failure, result: Fuzzer.SystemResult) {
    let verb =
      failure.isReferenceFailure
      ? "could not be checked (the reference failed, not the backend) on" : "disagrees on"
    print(
      "system \(result.index) (seed \(runSeed), system seed \(result.seed)) \(verb) "
        + "\(failure.backend):")
    for discrepancy in failure.discrepancies.prefix(5) { print("  \(discrepancy)") }
    for note in failure.notes.prefix(5) { print("  note: \(note)") }
    guard let shrunk = failure.shrunk else { return }
    let directory = URL(fileURLWithPath: out, isDirectory: true)
    let file = directory.appendingPathComponent("\(shrunk.name).json")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try shrunk.jsonData().write(to: file)
    } catch {
      print("  cannot write the repro to \(file.path): \(error.localizedDescription)")
      return
    }
    let size =
      "\(shrunk.system.variables.count) variables, \(shrunk.system.constraints.count) constraints"
      + (shrunk.script.map { ", \($0.count) steps" } ?? "")
    print("  shrunk to \(size): \(file.path)")
    for discrepancy in failure.shrunkDiscrepancies.prefix(3) { print("    \(discrepancy)") }
  }

  /// Runs one case file on every backend and prints what each found.
  private func replay(file: String, fuzzer: Fuzzer) throws {
    let testCase: ConformanceCase
    do {
      testCase = try ConformanceCase(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw ValidationError("\(file): \(error)")
    }
    var disagreements = 0
    for backend in fuzzer.backends {
      let outcome = backend.run(testCase, runner: fuzzer.runner)
      print("\(backend.name): " + outcome.report)
      for note in outcome.notes { print("  note: \(note)") }
      if !outcome.passed { disagreements += 1 }
    }
    print("1 systems, \(disagreements) disagreements")
    if disagreements > 0 { throw ExitCode(1) }
  }
}

extension Fuzzer.Failure {
  /// Whether every discrepancy is the checker's reference failing (GLPK could not solve the
  /// state): the backend was not shown wrong.
  var isReferenceFailure: Bool {
    !discrepancies.isEmpty && discrepancies.allSatisfy { $0.kind == .reference }
  }
}
