import Foundation

/// Reads resident-memory figures of a process from `/proc/<pid>/status` (Linux).
enum ProcessMemory {
  /// The peak resident set size (`VmHWM`) of `pid` (default: this process), in bytes; nil
  /// where `/proc` is not available.
  static func peakRSS(of pid: String = "self") -> Int? {
    field("VmHWM", of: pid)
  }

  /// The current resident set size (`VmRSS`), in bytes.
  static func currentRSS(of pid: String = "self") -> Int? {
    field("VmRSS", of: pid)
  }

  /// A `kB` field of `/proc/<pid>/status`, in bytes.
  static func field(_ name: String, of pid: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let number = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first
      return number.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
  }
}
