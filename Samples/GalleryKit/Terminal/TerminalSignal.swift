/// The signals the interactive session listens for.
enum TerminalSignal: CaseIterable, Hashable, Sendable {
  /// SIGINT: Ctrl-C from outside raw mode, or `kill -INT`.
  case interrupt
  /// SIGTERM.
  case terminate
  /// SIGHUP: the terminal went away.
  case hangUp
  /// SIGWINCH: the terminal changed size.
  case windowChange

  /// The signal's number on this platform.
  var number: Int32 { System.number(of: self) }
}
