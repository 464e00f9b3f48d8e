extension SectionLayout {
  // MARK: - Internal

  /// Stops with a message that names `section` (an index and, when known,
  /// the section's identity) and the value, unless every number of the
  /// layout can be laid out: at least one column, a carousel width fraction
  /// in `0 < f ≤ 1` or a positive absolute width, and spacing, insets and
  /// heights that are finite and not negative.
  ///
  /// - Complexity: O(1).
  package func check(section: String, in container: String) {
    if let problem = problem(section: section, in: container) { fatalError(problem) }
  }

  /// The message ``check(section:in:)`` stops with, or `nil` when the
  /// layout can be laid out.
  ///
  /// - Complexity: O(1).
  package func problem(section: String, in container: String) -> String? {
    func message(_ problem: String) -> String { "\(container): the \(kindName) layout of \(section) \(problem)" }
    switch kind {
    case .list: break
    case .grid(.count(let count)), .waterfall(let count):
      if count < 1 { return message("needs at least one column, not \(count)") }
    case .grid(.minimumWidth(let width)), .grid(.fixedWidth(let width)):
      if !(width > 0 && width.isFinite) {
        return message("needs a column width that is finite and more than 0, not \(width)")
      }
    case .carousel(.fractionalWidth(let fraction), _):
      if !(fraction > 0 && fraction <= 1) {
        return message("needs a width fraction more than 0 and at most 1, not \(fraction)")
      }
    case .carousel(.absolute(let width), _):
      if !(width > 0 && width.isFinite) {
        return message("needs an item width that is finite and more than 0, not \(width)")
      }
    }
    let values: [(String, Double)] = [
      ("item height", itemHeight.defaultHeight), ("interitem spacing", interitemSpacing),
      ("line spacing", lineSpacing), ("header height", headerHeight), ("footer height", footerHeight),
      ("top inset", contentInsets.top), ("left inset", contentInsets.left),
      ("bottom inset", contentInsets.bottom), ("right inset", contentInsets.right),
    ]
    for (name, value) in values where !(value >= 0 && value.isFinite) {
      return message("needs a \(name) that is finite and not negative, not \(value)")
    }
    return nil
  }

  /// Whether the layout is one column of rows, the only layout a table takes.
  package var isList: Bool {
    if case .list = kind { return true }
    return false
  }
}
