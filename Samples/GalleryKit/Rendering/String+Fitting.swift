extension String {
  /// The string cut or padded to exactly `width` characters; a cut string
  /// ends with an ellipsis.
  public func fitted(to width: Int, padding: Character = " ") -> String {
    guard width > 0 else { return "" }
    if count <= width { return self + String(repeating: padding, count: width - count) }
    return String(prefix(width - 1)) + "…"
  }

  /// The string with trailing spaces removed.
  var trimmingTrailingSpaces: String {
    var result = Substring(self)
    while result.last == " " { result.removeLast() }
    return String(result)
  }
}
