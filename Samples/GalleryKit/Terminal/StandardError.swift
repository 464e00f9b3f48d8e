/// Standard error, as a stream for `print(_:to:)`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { System.writeOutput(string, to: System.standardError) }
}
