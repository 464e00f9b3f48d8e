#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import UIKit

  /// How a ``DiffableList``'s collection view lays out its items: the flow
  /// layout of rows or equal columns, or the compositional layout of the
  /// UIKit adapter, with Apple's list of an appearance or a layout per
  /// section (``SectionLayout``), chosen by the list's options at each update.
  @available(iOS 16.0, *)
  @MainActor
  final class ListLayouts<Section: Diffable, Item: Diffable> {
    // MARK: - Lifecycle

    init(collectionView: ListCollectionView) {
      self.collectionView = collectionView
    }

    // MARK: - Internal

    /// Lays the items of `dataSource` out as `options` say, and has the
    /// sections laid out again when their layouts changed.
    ///
    /// - Complexity: O(s) for s sections with a layout per section, O(1) otherwise.
    func update(with options: ListOptions<Section, Item>, of dataSource: DiffableDataSource<Section, Item>) {
      let headerHeight = options.headers?.height ?? 0
      let footerHeight = options.footers?.height ?? 0
      let flow = collectionView.flowLayout
      if flow.headerReferenceSize.height != headerHeight {
        flow.headerReferenceSize = CGSize(width: 0, height: headerHeight)
      }
      if flow.footerReferenceSize.height != footerHeight {
        flow.footerReferenceSize = CGSize(width: 0, height: footerHeight)
      }
      collectionView.columns = options.columns
      let heights = (header: Double(headerHeight), footer: Double(footerHeight))
      let perSection = options.sectionLayout.map { layout in
        { (section: Section) -> SectionLayout in Self.layout(layout(section), heights) }
      }
      dataSource.sectionLayout = perSection
      let choice = Self.choice(options, heights)
      guard choice != shown else {
        // The same layout object: sections whose layout changed are laid out again.
        guard let perSection else { return }
        let layouts = dataSource.snapshot().sectionIdentifiers.map(perSection)
        if layouts != sectionLayouts {
          sectionLayouts = layouts
          collectionView.collectionViewLayout.invalidateLayout()
        }
        return
      }
      shown = choice
      sectionLayouts = perSection.map { dataSource.snapshot().sectionIdentifiers.map($0) } ?? []
      collectionView.collectionViewLayout =
        choice.map { collectionView.reuse.makeCompositionalLayout(section: $0) } ?? collectionView.flowLayout
    }

    // MARK: - Private

    private let collectionView: ListCollectionView
    /// The default section layout of the compositional layout shown, or
    /// `nil` for the flow layout.
    private var shown: SectionLayout?
    /// The layout of each section, as last laid out.
    private var sectionLayouts: [SectionLayout] = []

    /// The default section layout of the compositional layout `options`
    /// ask for, or `nil` for the flow layout of rows and columns. A list
    /// with a retry view takes the compositional layout, whose sections
    /// make room for a footer or header of its own height, the flow layout
    /// giving every section's the same.
    private static func choice(
      _ options: ListOptions<Section, Item>, _ heights: (header: Double, footer: Double)
    ) -> SectionLayout? {
      if let appearance = options.listAppearance { return layout(.list(appearance: appearance), heights) }
      guard options.sectionLayout != nil || (options.paging != nil && options.retryView != nil) else { return nil }
      let height = ItemHeight.selfSizing(estimate: 44)
      let rows: SectionLayout =
        options.columns > 1 ? .grid(columns: .count(options.columns), itemHeight: height) : .list(itemHeight: height)
      return layout(rows, heights)
    }

    /// `layout` with the list's header and footer heights where it has none.
    nonisolated private static func layout(_ layout: SectionLayout, _ heights: (header: Double, footer: Double))
      -> SectionLayout
    {
      var layout = layout
      if layout.headerHeight == 0 { layout.headerHeight = heights.header }
      if layout.footerHeight == 0 { layout.footerHeight = heights.footer }
      return layout
    }
  }
#endif
