extension HeadlessContainer: CustomDebugStringConvertible {
  /// What the container shows, in a few lines, for a test's message and
  /// the debugger (`po list`): the viewport and the content size, each
  /// section's item count, and, for the sections on screen, the visible
  /// headers, items and footers with their frames and the view models
  /// their views show; then the state view, when one shows.
  ///
  /// ```
  /// <HeadlessList> viewport 320×440 at 0, content 320×152, 2 sections (3, 0 items)
  /// section 0:
  ///   header (0, 0, 320×20) LabelView "Today"
  ///   item 0 (0, 20, 320×44) MessageView 1
  /// ```
  ///
  /// Read it on the main actor, where the container lives, as in a test or
  /// the debugger stopped on the main thread; elsewhere it stops the
  /// process, as any use of the container off the main actor would.
  public nonisolated var debugDescription: String {
    MainActor.assumeIsolated { describeContents() }
  }

  // MARK: - Private

  /// The lines of ``debugDescription``.
  private func describeContents() -> String {
    let viewport = shownViewport
    let counts = content.sectionCounts
    let sectionsText =
      switch counts.count {
      case 0: "no sections"
      case 1: "1 section (\(counts[0]) items)"
      case 2...12: "\(counts.count) sections (\(counts.map(String.init).joined(separator: ", ")) items)"
      default: "\(counts.count) sections (\(counts.reduce(0, +)) items)"
      }
    var lines = [
      "\(description) viewport \(Self.format(viewport.width))×\(Self.format(viewport.height)) at "
        + "\(Self.format(viewport.offset)), content \(Self.format(contentSize.width))×"
        + "\(Self.format(contentSize.height)), \(sectionsText)"
    ]
    let items = visibleItemPaths
    let supplementaries = views.supplementaryViews.byKey.keys
    let sections = Set(items.map(\.section)).union(supplementaries.map(\.section)).sorted()
    for section in sections {
      lines.append("section \(section):")
      if let header = describeSupplementary(.header, inSection: section) { lines.append("  header \(header)") }
      for path in items where path.section == section {
        guard let cell = views.cells[path] else { continue }
        lines.append("  item \(path.item) \(Self.format(layout.frame(of: path))) \(Self.describe(cell))")
      }
      if let footer = describeSupplementary(.footer, inSection: section) { lines.append("  footer \(footer)") }
    }
    if let backgroundCell { lines.append("state view \(Self.describe(backgroundCell))") }
    return lines.joined(separator: "\n")
  }

  /// The frame and view of the shown header or footer of `section`, or `nil`.
  private func describeSupplementary(_ kind: ElementKind, inSection section: Int) -> String? {
    guard let view = views.supplementaryViews[SupplementaryKey(kind, section: section)],
      let frame = frameOfSupplementaryView(ofKind: kind, inSection: section)
    else { return nil }
    return "\(Self.format(frame)) \(Self.describe(view))"
  }

  /// The hosted view's type, without its module, and its view model.
  private static func describe(_ cell: any ReusableCell) -> String {
    let type = cell.reuseIdentifier.rawValue.split(separator: ".").dropFirst().joined(separator: ".")
    return "\(type.isEmpty ? cell.reuseIdentifier.rawValue : type) \(cell.viewModelDescription ?? "nil")"
  }

  /// `(x, y, width×height)`, whole numbers without a fraction.
  private static func format(_ frame: LayoutRect) -> String {
    "(\(format(frame.x)), \(format(frame.y)), \(format(frame.width))×\(format(frame.height)))"
  }

  /// `value` without a fraction when it is whole.
  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
