import Foundation

/// The progress line on standard error: rewritten in place on a terminal, one line per event
/// otherwise (so logs of long runs stay readable).
final class Progress {
  /// Whether standard error is a terminal.
  private let interactive = isatty(2) != 0
  /// Whether a rewritable line is showing.
  private var showing = false

  /// Shows `text` as the current state (a terminal line rewritten in place; elsewhere only
  /// the first state of each case is written).
  func update(_ text: String) {
    if interactive {
      write("\r\u{1B}[K" + text)
      showing = true
    } else if !text.contains("…") {
      write(text + "\n")
    }
  }

  /// Ends the current state with a final line.
  func finish(_ text: String) {
    if interactive {
      write("\r\u{1B}[K" + text + "\n")
      showing = false
    } else {
      write(text + "\n")
    }
  }

  /// Writes a line of its own (above any rewritable line).
  func announce(_ text: String) {
    clear()
    write(text + "\n")
  }

  /// Removes a rewritable line.
  func clear() {
    if showing {
      write("\r\u{1B}[K")
      showing = false
    }
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
