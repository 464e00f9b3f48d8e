extension String {
  /// The string's words in lines of at most `width` characters, broken at
  /// spaces; a word longer than a line is cut into pieces. At least one line.
  ///
  /// ```swift
  /// "Ship it today".wrapped(to: 8)  // ["Ship it", "today"]
  /// ```
  func wrapped(to width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      var word = Substring(word)
      while word.count > width {
        if !line.isEmpty { lines.append(line) }
        lines.append(String(word.prefix(width)))
        line = ""
        word = word.dropFirst(width)
      }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
