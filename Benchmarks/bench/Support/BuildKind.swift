/// Whether this executable was compiled for debugging or with optimisations.
enum BuildKind {
  /// `debug` or `release`, as written in the `build` key of bench results.
  static var current: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// Whether this is a debug build (whose timings must not be published).
  static var isDebug: Bool { current == "debug" }

  /// The warning a debug build prints first.
  static let debugWarning =
    "DEBUG BUILD: timings are not representative; use `swift run -c release bench`."
}
