extension DiffableDataSource {
  // MARK: - Public

  /// Returns what a section shows as its header (``ElementKind/header``) or
  /// footer (``ElementKind/footer``): a view type and its model, or `nil`
  /// for none, which then takes no height. It gets the section identifier,
  /// and the data source holds it strongly, as it holds the cell provider: one
  /// that captures the data source's owner needs `[weak self]`.
  public typealias SupplementaryViewProvider = @MainActor (ElementKind, Section) -> ViewConfiguration?

  /// What each section shows as a header or footer, as UIKit's
  /// `supplementaryViewProvider`; `nil` (the default) shows none, and the
  /// container keeps its arrangement's header and footer heights.
  ///
  /// A view answers its height as a cell does
  /// (``ConfigurableView/preferredHeight(forWidth:)``); without an answer it
  /// takes the arrangement's `headerHeight` or `footerHeight`. Views are
  /// registered on first use, in pools of their own kind. A section whose
  /// model changes but keeps its identity has its header and footer
  /// configured again in place, and its rows are not reloaded.
  ///
  /// <!-- compile: prelude days -->
  /// ```swift
  /// dataSource.supplementaryViewProvider = { kind, day in
  ///   kind == .header ? .view(DayTitleView.self, day.title) : nil
  /// }
  /// ```
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    get { providers.supplementary }
    set {
      providers.supplementary = newValue
      refreshShownContent(reconfiguringSections: Array(current.sections.indices))
    }
  }
}
