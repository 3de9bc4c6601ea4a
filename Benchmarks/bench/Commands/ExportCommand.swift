import ArgumentParser
import Foundation
import StrutWorkloads

/// `bench export`: writes generated workloads as ConstraintSystem JSON files, so that other
/// solvers (Benchmarks/compare) can be measured on the identical systems.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write workloads as ConstraintSystem JSON files named <workload>-<size>.json.")

  @Option(
    help:
      "Comma-separated workloads (\(Workload.allCases.map(\.rawValue).joined(separator: ", ")), or all)."
  )
  var workloads = "flat,tree,grid"

  @Option(help: "Comma-separated sizes in views, e.g. 1000,10k.")
  var sizes = "1000"

  @Option(help: "Seed of the workloads' random choices.")
  var seed: UInt64 = 1

  @Option(help: "The directory to write into (created if missing).")
  var out: String

  @Flag(help: "Indent the JSON (larger files).")
  var pretty = false

  func validate() throws {
    do {
      _ = try Workload.list(workloads)
      _ = try parseSizes(sizes)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let directory = URL(fileURLWithPath: out, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw ValidationError("cannot create \(out): \(error.localizedDescription)")
    }
    for workload in try Workload.list(workloads) {
      for size in try parseSizes(sizes) {
        let system = try workload.system(size: size, seed: seed)
        let file = directory.appendingPathComponent("\(workload)-\(size).json")
        try system.write(to: file, prettyPrinted: pretty)
        print(
          "\(file.path): \(system.variables.count) variables, \(system.constraints.count) constraints"
        )
      }
    }
  }
}
