import Foundation
import StrutCore
import StrutWorkloads

/// The bench records a report is made from, merged from one or more JSON files and indexed by
/// case and operation.
struct ReportDataset: Hashable, Sendable {
  /// Every record, in input order (duplicates dropped: the first file wins).
  private(set) var records: [ReportRecord] = []
  /// Index of ``records`` by case and operation.
  private var index: [ReportCaseKey: [String: Int]] = [:]

  /// The backends of Strut itself, in the order the report lists them before comparisons.
  static let strutBackends = Backend.allCases.map(\.rawValue)

  /// A dataset of `records` (a later record for the same case and operation is ignored).
  init(_ records: [ReportRecord] = []) {
    add(records)
  }

  /// Adds `records`, keeping the existing record when a case and operation is already present
  /// (so the main results win over a comparison file that repeats Strut's backends).
  mutating func add(_ records: [ReportRecord]) {
    for record in records where index[record.caseKey]?[record.operation] == nil {
      index[record.caseKey, default: [:]][record.operation] = self.records.count
      self.records.append(record)
    }
  }

  /// Reads one `bench --format json` (or `kiwi.py`) file.
  ///
  /// - Throws: ``ReportError`` naming `path` when the file is unreadable, not a JSON array of
  ///   records (with the offending record and key), or empty.
  static func load(_ path: String) throws(ReportError) -> [ReportRecord] {
    try decode(try read(path), path: path)
  }

  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``ReportError/unreadable(path:reason:)``.
  static func read(_ path: String) throws(ReportError) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
    }
  }

  /// Decodes the JSON array in `data`; `path` names it in errors.
  static func decode(_ data: Data, path: String) throws(ReportError) -> [ReportRecord] {
    let records: [ReportRecord]
    do {
      records = try JSONDecoder().decode([ReportRecord].self, from: data)
    } catch let error as DecodingError {
      let reason = ConstraintSystemError(decoding: error).description
      throw .invalidJSON(
        path: path, reason: reason.hasPrefix(": ") ? String(reason.dropFirst(2)) : reason)
    } catch {
      throw .invalidJSON(path: path, reason: "\(error)")
    }
    guard !records.isEmpty else { throw .empty(path: path) }
    return records
  }

  /// The record of one operation of one case, if measured.
  func record(_ key: ReportCaseKey, _ operation: String) -> ReportRecord? {
    index[key]?[operation].map { records[$0] }
  }

  /// The workloads present: the `Workload` order first, then any other name alphabetically.
  var workloads: [String] {
    Self.ordered(Set(records.map(\.workload)), first: Workload.allCases.map(\.rawValue))
  }

  /// The sizes present for `workload` (every workload when nil), ascending.
  func sizes(of workload: String? = nil) -> [Int] {
    Set(records.filter { workload == nil || $0.workload == workload }.map(\.size)).sorted()
  }

  /// The backends present for `workload` (every workload when nil): Strut's first, then the
  /// comparison solvers alphabetically.
  func backends(of workload: String? = nil) -> [String] {
    Self.ordered(
      Set(records.filter { workload == nil || $0.workload == workload }.map(\.backend)),
      first: Self.strutBackends)
  }

  /// Whether `backend` is an outside solver measured for comparison (not a Strut backend).
  static func isComparison(_ backend: String) -> Bool { !strutBackends.contains(backend) }

  /// The build kinds of the records (`release`, `debug`).
  var buildKinds: Set<String> { Set(records.compactMap(\.build)) }

  /// Whether any record carries a correctness verdict.
  var hasCorrectness: Bool { records.contains { $0.correctness != nil } }

  /// The correctness verdict of a case (the first operation that has one).
  func correctness(_ key: ReportCaseKey) -> String? {
    index[key].flatMap { operations in
      operations.values.sorted().lazy.compactMap { records[$0].correctness }.first
    }
  }

  /// `names` with the ones in `first` in that order, then the rest alphabetically.
  private static func ordered(_ names: Set<String>, first: [String]) -> [String] {
    first.filter(names.contains) + names.subtracting(first).sorted()
  }
}
