import Foundation
import StrutWorkloads

/// A bad comma-separated option value, with the accepted names.
struct ListError: Error, CustomStringConvertible {
  /// What was wrong.
  let description: String
}

/// Parses `a,b,c` into values; `all` expands to every case; empty items are ignored;
/// repeats are dropped (first occurrence kept).
func parseList<Value: CaseIterable & Equatable & CustomStringConvertible>(
  _ text: String, kind: String, parse: (String) -> Value?
) throws(ListError) -> [Value] {
  var values: [Value] = []
  for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
  where !item.isEmpty {
    if item.lowercased() == "all" {
      for value in Value.allCases where !values.contains(value) { values.append(value) }
      continue
    }
    guard let value = parse(item) else {
      let known = Value.allCases.map(\.description).joined(separator: ", ")
      throw ListError(description: "unknown \(kind) \"\(item)\" (known: \(known), all)")
    }
    if !values.contains(value) { values.append(value) }
  }
  guard !values.isEmpty else { throw ListError(description: "no \(kind) given") }
  return values
}

/// Parses `1000,10000` into positive sizes (underscores allowed: `100_000`; `k` suffix: `10k`).
func parseSizes(_ text: String) throws(ListError) -> [Int] {
  var sizes: [Int] = []
  for item in text.split(separator: ",") {
    var digits = item.trimmingCharacters(in: .whitespaces).lowercased()
      .replacingOccurrences(of: "_", with: "")
    var factor = 1
    if digits.hasSuffix("k") {
      factor = 1000
      digits.removeLast()
    }
    guard let value = Int(digits), value >= 0, value <= Int.max / factor else {
      throw ListError(description: "bad size \"\(item)\" (expected numbers like 1000,10k)")
    }
    if !sizes.contains(value * factor) { sizes.append(value * factor) }
  }
  guard !sizes.isEmpty else { throw ListError(description: "no size given") }
  return sizes
}

extension Workload {
  /// Parses a comma-separated list of workload names.
  static func list(_ text: String) throws(ListError) -> [Workload] {
    try parseList(text, kind: "workload") { Workload(rawValue: $0.lowercased()) }
  }
}

extension BenchmarkOperation {
  /// Parses a comma-separated list of operation names.
  static func list(_ text: String) throws(ListError) -> [BenchmarkOperation] {
    try parseList(text, kind: "operation") { BenchmarkOperation(rawValue: $0.lowercased()) }
  }
}
