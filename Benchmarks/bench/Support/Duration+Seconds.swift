extension Duration {
  /// The duration in seconds, as the timings of `bench` are reported.
  var inSeconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
