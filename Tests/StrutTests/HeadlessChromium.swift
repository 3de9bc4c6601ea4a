import Foundation
import Testing

/// Drives Debian's `chromium` headless for the inspector's browser tests
/// (scripts/ensure-chromium.sh installs it; scripts/test.sh runs that first).
struct HeadlessChromium {
  /// Why a browser run failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The browser executable.
  let executable: String

  /// The browser on `PATH` (`STRUT_CHROMIUM` overrides), or a test failure that says how to
  /// install it: a missing browser must not pass silently.
  static func required() throws -> HeadlessChromium {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let chosen = environment["STRUT_CHROMIUM"], !chosen.isEmpty { candidates.append(chosen) }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      candidates += folders.map { "\($0)/\(name)" }
    }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    let executable = try #require(
      found,
      """
      headless Chromium is needed for the inspector's browser tests and was not found on PATH: \
      run scripts/ensure-chromium.sh (scripts/test.sh does), or set STRUT_CHROMIUM
      """)
    return HeadlessChromium(executable: executable)
  }

  /// The DOM after the page's scripts ran (`--dump-dom`).
  func dumpDOM(_ page: URL, fragment: String) throws -> String {
    let output = try run([
      "--dump-dom", "--window-size=1400,900", address(page, fragment),
    ])
    return String(decoding: output, as: UTF8.self)
  }

  /// A PNG screenshot of the page at `width`×`height` (`--screenshot`).
  func screenshot(_ page: URL, fragment: String, to png: URL, width: Int, height: Int) throws {
    try? FileManager.default.removeItem(at: png)
    _ = try run([
      "--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      address(page, fragment),
    ])
  }

  /// `file:///…#fragment`.
  private func address(_ page: URL, _ fragment: String) -> String {
    page.absoluteString + (fragment.isEmpty ? "" : "#\(fragment)")
  }

  /// Runs the browser headless with a profile of its own (tests may run side by side),
  /// killed after two minutes (by coreutils' `timeout`, where there is one); returns standard
  /// output.
  private func run(_ arguments: [String]) throws -> Data {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-chromium-\(UUID().uuidString)")
    let errors = profile.appendingPathExtension("log")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: profile)
      try? FileManager.default.removeItem(at: errors)
    }
    let browser =
      [
        executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)",
      ] + arguments
    let timeout = "/usr/bin/timeout"
    let process = Process()
    if FileManager.default.isExecutableFile(atPath: timeout) {
      process.executableURL = URL(fileURLWithPath: timeout)
      process.arguments = ["120"] + browser
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = Array(browser.dropFirst())
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw Failure(
        description: "chromium exited with status \(process.terminationStatus) "
          + "(124: timed out): \(log.suffix(2_000))")
    }
    return data
  }
}

/// The parts of a dumped inspector page the tests read.
struct InspectorDOM {
  /// The serialised DOM.
  let html: String

  /// Whether the page's script ran to the end without an error (the marks it leaves on
  /// `<body>`); the error text otherwise.
  var scriptFailure: String? {
    if let error = attribute("data-inspector-error") { return "script error: \(error)" }
    if attribute("data-inspector-ready") != "ok" { return "the script did not finish" }
    return nil
  }

  /// The value of the first `name="…"` attribute in the page.
  func attribute(_ name: String) -> String? {
    guard let start = html.range(of: " \(name)=\"") else { return nil }
    guard let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(html[start.upperBound..<end])
  }

  /// The inner HTML of the element with the given id (up to its first closing tag of the same
  /// name: for elements that contain no element of their own kind).
  func element(_ id: String) -> String? {
    guard let open = html.range(of: "id=\"\(id)\"") else { return nil }
    let before = html[..<open.lowerBound]
    guard let tagStart = before.lastIndex(of: "<") else { return nil }
    let tag = html[html.index(after: tagStart)...].prefix { $0.isLetter || $0.isNumber }
    guard let contentStart = html[open.upperBound...].firstIndex(of: ">") else { return nil }
    let rest = html[html.index(after: contentStart)...]
    guard let close = rest.range(of: "</\(tag)>") else { return nil }
    return String(rest[..<close.lowerBound])
  }

  /// The `<tr>` rows of the details panel's constraint table.
  var constraintRows: [String] {
    guard let table = element("d-constraints") else { return [] }
    return table.components(separatedBy: "<tr ").dropFirst().map { "<tr " + $0 }
  }

  /// The `data-id` values of the items listed under "Reaches".
  var reachedIDs: [Int] {
    guard let list = element("d-reached") else { return [] }
    return list.components(separatedBy: "<li data-id=\"").dropFirst().compactMap {
      Int($0.prefix { $0.isNumber })
    }
  }
}
