import Foundation

/// The recommendation per workload on the report page: the harness' own
/// ``Recommendation/derive(_:candidates:)`` applied to the saved rows, so `bench run` and the
/// report never disagree.
enum ReportRecommendations {
  /// Per workload, its advice as lines (`One-shot layout → **cassowary**: …`), from the rows of
  /// a `bench run --format json` file; empty when the file's rows cannot be read as the
  /// harness' rows (e.g. an operation it does not know) or were measured through the DSL.
  static func derive(from data: Data) -> [String: [String]] {
    guard let rows = try? JSONDecoder().decode([BenchRow].self, from: data) else { return [:] }
    let direct = rows.filter { $0.via == .solver }
    return lines(Recommendation.derive(direct))
  }

  /// The page's lines of each recommendation.
  static func lines(_ recommendations: [Recommendation]) -> [String: [String]] {
    var advice: [String: [String]] = [:]
    for recommendation in recommendations {
      advice[recommendation.workload] = [
        line("One-shot layout", recommendation.oneShot),
        line("Interactive edits", recommendation.interactive),
      ]
    }
    return advice
  }

  /// `One-shot layout → **cassowary**: reason.`
  private static func line(_ use: String, _ choice: Recommendation.Choice) -> String {
    let pick = choice.backend.map { "**\($0)**" } ?? "no backend"
    let reason = ReportTable.escape(choice.reason)
    return "\(use) → \(pick): \(reason)\(reason.hasSuffix(".") ? "" : ".")"
  }
}
