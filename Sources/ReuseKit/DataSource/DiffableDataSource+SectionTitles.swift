extension DiffableDataSource {
  /// Plain titles for a table's section headers and footers, and its
  /// section index: the letters at the side of a contacts list. Get it from
  /// ``DiffableDataSource/sectionTitles``.
  ///
  /// <!-- compile: prelude contacts -->
  /// ```swift
  /// dataSource.sectionTitles.headerTitle = { letter in letter.name }
  /// dataSource.sectionTitles.indexTitle = { letter in letter.name }
  /// ```
  ///
  /// A `UITableView` shows them through `tableView(_:titleForHeaderInSection:)`,
  /// `tableView(_:titleForFooterInSection:)` and `sectionIndexTitles(for:)`;
  /// a header view from ``DiffableDataSource/supplementaryViewProvider`` takes
  /// precedence there, as in UIKit. Any container reads them from its
  /// content: ``ContainerContent/sectionIndexTitles`` and
  /// ``ContainerContent/title(ofKind:inSection:)``; a headless list's
  /// ``HeadlessContainer/content`` has them.
  @MainActor
  public final class SectionTitles {
    // MARK: - Lifecycle

    init() {}

    // MARK: - Public

    /// The plain title of a section's header, or `nil` for none.
    public var headerTitle: ((Section) -> String?)?
    /// The plain title of a section's footer, or `nil` for none.
    public var footerTitle: ((Section) -> String?)?
    /// A section's entry in the section index, or `nil` for none; a tap on
    /// the entry scrolls to the section.
    public var indexTitle: ((Section) -> String?)?

    // MARK: - Internal

    /// The title of the header or footer of `section`.
    func title(ofKind kind: ElementKind, for section: Section) -> String? {
      (kind == .footer ? footerTitle : headerTitle)?(section)
    }

  }
}
