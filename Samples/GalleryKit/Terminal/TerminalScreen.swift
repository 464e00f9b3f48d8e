/// The terminal while the interactive session runs: raw mode, the alternate
/// screen, the cursor hidden; ``restore()`` undoes all of it, and a crash does too.
@MainActor
final class TerminalScreen {
  // MARK: - Lifecycle

  /// Takes over the terminal.
  init() throws(TerminalError) {
    mode = try System.enterRawMode()
    System.installCrashHandlers()
    System.writeOutput(Self.escape + "[?1049h" + Self.escape + "[?25l" + Self.escape + "[2J")
  }

  // MARK: - Internal

  /// Draws `lines` from the top left corner, with the `bars` lines in reverse video.
  func draw(_ lines: [String], bars: [Int]) {
    var output = Self.escape + "[H"
    for (index, line) in lines.enumerated() {
      output += bars.contains(index) ? Self.escape + "[7m" + line + Self.escape + "[0m" : line
      if index < lines.count - 1 { output += "\r\n" }
    }
    System.writeOutput(output)
  }

  /// Clears the screen, before drawing at a new size.
  func clear() { System.writeOutput(Self.escape + "[2J") }

  /// Gives the terminal back as it was: line mode, the cursor shown, the
  /// normal screen. Safe to call more than once.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    System.writeOutput(Self.escape + "[0m" + Self.escape + "[?25h" + Self.escape + "[?1049l")
    System.restore(mode)
    System.removeCrashHandlers()
  }

  // MARK: - Private

  private static let escape = "\u{1B}"
  private let mode: System.TerminalMode
  private var isRestored = false
}
