import Foundation

/// A base-10 logarithmic axis: maps values in whole decades `10^lowExponent … 10^highExponent`
/// onto the pixel interval `start … end` (which may run downwards, as a y axis does).
struct SVGChartScale: Hashable, Sendable {
  /// The exponent of the first decade (the axis starts at `10^lowExponent`).
  var lowExponent: Int
  /// The exponent of the last decade (the axis ends at `10^highExponent`).
  var highExponent: Int
  /// The pixel coordinate of `10^lowExponent`.
  var start: Double
  /// The pixel coordinate of `10^highExponent`.
  var end: Double

  /// A scale over the given decades; `highExponent` is raised to `lowExponent + 1` when needed
  /// so the axis always spans at least one decade.
  init(lowExponent: Int, highExponent: Int, start: Double, end: Double) {
    self.lowExponent = lowExponent
    self.highExponent = Swift.max(highExponent, lowExponent + 1)
    self.start = start
    self.end = end
  }

  /// The smallest whole-decade scale that holds every positive finite value in `values`
  /// (values on a decade stay on the axis' edge); one decade around 1 when there are none.
  init(covering values: [Double], start: Double, end: Double) {
    let usable = values.filter { $0 > 0 && $0.isFinite }
    guard let smallest = usable.min(), let largest = usable.max() else {
      self.init(lowExponent: 0, highExponent: 1, start: start, end: end)
      return
    }
    // A small tolerance keeps 1000.0000001 (a rounding error) in the 10^3 decade.
    let low = Int((log10(smallest) + 1e-9).rounded(.down))
    let high = Int((log10(largest) - 1e-9).rounded(.up))
    self.init(lowExponent: low, highExponent: high, start: start, end: end)
  }

  /// The pixel coordinate of `value` (positive); values outside the decades extrapolate.
  func position(_ value: Double) -> Double {
    let fraction = (log10(value) - Double(lowExponent)) / Double(highExponent - lowExponent)
    return start + fraction * (end - start)
  }

  /// The labelled ticks: `10^lowExponent`, `10^(lowExponent+1)`, …, `10^highExponent`.
  var decades: [Double] {
    (lowExponent...highExponent).map { pow(10, Double($0)) }
  }

  /// The unlabelled ticks inside each decade: 2·10^k … 9·10^k.
  var minorTicks: [Double] {
    (lowExponent..<highExponent).flatMap { exponent in
      (2...9).map { Double($0) * pow(10, Double(exponent)) }
    }
  }

  /// Whether `value` lies on the axis (within its decades).
  func contains(_ value: Double) -> Bool {
    value > 0 && log10(value) >= Double(lowExponent) - 1e-9
      && log10(value) <= Double(highExponent) + 1e-9
  }

  /// A decade's label for sizes: `1`, `10`, `100`, `1k`, `10k`, `100k`, `1M`, …
  static func countLabel(_ value: Double) -> String {
    switch value {
    case 1e6...: String(format: "%gM", value / 1e6)
    case 1e3...: String(format: "%gk", value / 1e3)
    default: String(format: "%g", value)
    }
  }

  /// A decade's label for durations in seconds: `1 µs`, `100 µs`, `1 ms`, `10 s`, `1000 s`.
  static func secondsLabel(_ value: Double) -> String {
    switch value {
    case ..<(1e-6 - 1e-12): String(format: "%g ns", (value * 1e9).rounded())
    case ..<(1e-3 - 1e-9): String(format: "%g µs", (value * 1e6).rounded())
    case ..<(1 - 1e-6): String(format: "%g ms", (value * 1e3).rounded())
    default: String(format: "%g s", value)
    }
  }
}
