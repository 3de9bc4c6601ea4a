import Foundation

/// The machine a report was measured on.
struct ReportMachine: Hashable, Sendable {
  /// Logical processors available.
  var cores: Int
  /// Physical memory, bytes.
  var memoryBytes: UInt64
  /// The processor model (`/proc/cpuinfo`), when known.
  var processor: String?
  /// The operating system, e.g. `Debian GNU/Linux 12 (bookworm), kernel 6.1.0`.
  var operatingSystem: String
  /// The Swift toolchain, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
  var swiftVersion: String
  /// The load averages over 1, 5 and 15 minutes when the report was written (`/proc/loadavg`),
  /// which tell whether other work shared the machine during the run.
  var loadAverages: [Double]?

  /// A machine description.
  init(
    cores: Int, memoryBytes: UInt64, processor: String?, operatingSystem: String,
    swiftVersion: String,
    loadAverages: [Double]? = nil
  ) {
    self.loadAverages = loadAverages
    self.cores = cores
    self.memoryBytes = memoryBytes
    self.processor = processor
    self.operatingSystem = operatingSystem
    self.swiftVersion = swiftVersion
  }

  /// The machine this process runs on. `swiftVersion` is used when given (the plugin passes
  /// the toolchain it built with); otherwise the first line of `swift --version`.
  static func current(swiftVersion: String? = nil) -> ReportMachine {
    let info = ProcessInfo.processInfo
    let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)).flatMap {
      text in
      text.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
        .map {
          $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(
            in: CharacterSet(charactersIn: "\""))
        }
    }
    let kernel = run("uname", ["-r"])
    let system = [release ?? info.operatingSystemVersionString, kernel.map { "kernel \($0)" }]
      .compactMap { $0 }.joined(separator: ", ")
    let processor = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)).flatMap {
      text in
      text.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let swift =
      swiftVersion ?? run("swift", ["--version"])?.split(separator: "\n").first.map(String.init)
    return ReportMachine(
      cores: info.activeProcessorCount, memoryBytes: info.physicalMemory, processor: processor,
      operatingSystem: system, swiftVersion: swift ?? "unknown",
      loadAverages: currentLoadAverages())
  }

  /// `/proc/loadavg`'s averages over 1, 5 and 15 minutes, when readable.
  static func currentLoadAverages() -> [Double]? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    let values = text.split(separator: " ").prefix(3).compactMap { Double($0) }
    return values.count == 3 ? values : nil
  }

  /// `2 cores (Intel(R) Xeon(R) …), 23.4 GB memory`.
  var summary: String {
    let memory = String(format: "%.1f GB memory", Double(memoryBytes) / 1e9)
    let cpu = processor.map { " (\($0))" } ?? ""
    return "\(cores) core\(cores == 1 ? "" : "s")\(cpu), \(memory)"
  }

  /// `3.10 / 2.95 / 2.40 (1, 5, 15 min) on 2 cores`, or nil when unknown.
  var loadSummary: String? {
    guard let loads = loadAverages, loads.count == 3 else { return nil }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " / ")
      + " (1, 5, 15 min) on \(cores) core\(cores == 1 ? "" : "s")"
  }

  /// Runs `tool arguments…` through `/usr/bin/env` and returns its trimmed standard output,
  /// or nil when it cannot start or fails.
  static func run(_ tool: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
