/// A system call of the terminal session that failed.
struct TerminalError: Error, CustomStringConvertible {
  /// The call, as in `tcsetattr`.
  var operation: String
  /// The value of `errno`.
  var code: Int32

  var description: String { "\(operation) failed (errno \(code))" }
}
