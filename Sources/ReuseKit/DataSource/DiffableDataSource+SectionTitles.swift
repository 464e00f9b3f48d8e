extension DiffableDataSource {
  /// Plain titles for a table's section headers and footers, and its
  /// section index: the letters at the side of a contacts list. Get it from
  /// ``DiffableDataSource/sectionTitles``.
  ///
  /// ```swift
  /// dataSource.sectionTitles.headerTitle = { letter in letter.name }
  /// dataSource.sectionTitles.indexTitle = { letter in letter.name }
  /// ```
  ///
  /// A `UITableView` shows them through `tableView(_:titleForHeaderInSection:)`,
  /// `tableView(_:titleForFooterInSection:)` and `sectionIndexTitles(for:)`;
  /// a header view from ``DiffableDataSource/supplementaryViewProvider`` takes
  /// precedence there, as in UIKit. A headless list answers
  /// ``HeadlessContainer/sectionIndexTitles`` and ``HeadlessContainer/title(ofKind:inSection:)``.
  @MainActor
  public final class SectionTitles {
    // MARK: - Lifecycle

    init(dataSource: DiffableDataSource) {
      self.dataSource = dataSource
    }

    // MARK: - Public

    /// The plain title of a section's header, or `nil` for none.
    public var headerTitle: ((Section) -> String?)?
    /// The plain title of a section's footer, or `nil` for none.
    public var footerTitle: ((Section) -> String?)?
    /// A section's entry in the section index, or `nil` for none; a tap on
    /// the entry scrolls to the section.
    public var indexTitle: ((Section) -> String?)?

    // MARK: - Internal

    /// The title of the header or footer of the section at `index` on screen.
    func title(ofKind kind: ElementKind, inSection index: Int) -> String? {
      guard let data = dataSource?.data, data.indices.contains(index) else { return nil }
      let title = kind == .footer ? footerTitle : headerTitle
      return title?(data[index].model)
    }

    /// The section index on screen: each title with the index of its section.
    func indexTitles() -> [(title: String, section: Int)] {
      guard let indexTitle, let data = dataSource?.data else { return [] }
      return data.indices.compactMap { index in indexTitle(data[index].model).map { ($0, index) } }
    }

    // MARK: - Private

    private weak var dataSource: DiffableDataSource?
  }
}
