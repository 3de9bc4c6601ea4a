import ArgumentParser

/// `bench`: measures Strut's constraint solvers on generated workloads, exports those
/// workloads as ConstraintSystem JSON, and solves exported systems.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure Strut's constraint solvers on generated layout workloads.",
    discussion: """
      With no subcommand, runs the benchmark cases (workload × size × backend), each in a child \
      process with a time budget, checks that the backends' results agree, and prints a table \
      per workload (or JSON, CSV, Markdown: docs/formats.md) ending with a recommendation per \
      workload (docs/bench.md). Build with `-c release`: a debug build says so on its first \
      line and in every format, and its numbers are not representative.
      """,
    subcommands: [
      RunCommand.self, ExportCommand.self, SolveCommand.self, CaseCommand.self,
      UniquenessCommand.self, OverheadCommand.self, SplitChurnCommand.self, PerfCaseCommand.self,
      FuzzCommand.self, ReportCommand.self, InspectCommand.self, SoakCommand.self,
      VerifyCommand.self,
    ],
    defaultSubcommand: RunCommand.self
  )
}
