extension HeadlessContainer {
  // MARK: - Public

  /// The plain title the data source gives the header or footer of
  /// `section` (``DiffableDataSource/sectionTitles``), as a table shows it,
  /// or `nil`.
  package func title(ofKind kind: ElementKind, inSection section: Int) -> String? {
    content.title(ofKind: kind, inSection: section)
  }

  /// The titles of the section index, in order, as a table shows them at its side.
  package var sectionIndexTitles: [String] { content.sectionIndexTitles.map(\.title) }

  /// Scrolls to the top of the section of the index title at `index`, as a
  /// tap on a table's section index does; a section without items is
  /// skipped for the next one that has some. Does nothing for an index out
  /// of range.
  public func scrollToSection(forSectionIndexTitleAt index: Int) {
    let titles = content.sectionIndexTitles
    guard titles.indices.contains(index) else { return }
    let sections = titles[index].section..<numberOfSections
    guard let section = sections.first(where: { numberOfItems(inSection: $0) > 0 }) else { return }
    scroll(to: .item(ItemPath(item: 0, section: section), .top), animated: false)
  }
}
