/// A table-like container that runs in memory: it validates batch updates as
/// `UITableView` does and keeps cells only for visible rows.
public typealias HeadlessList = HeadlessContainer<ListArrangement>

/// A collection-like container that runs in memory: it validates batch
/// updates as `UICollectionView` does and keeps cells only for visible items.
public typealias HeadlessGrid = HeadlessContainer<GridArrangement>

/// A collection-like container whose sections each have a layout of their
/// own (``SectionLayout``): lists, grids, carousels and waterfalls in one
/// container, as with a compositional layout.
public typealias HeadlessCollection = HeadlessContainer<CompositionalArrangement>

extension HeadlessContainer where Arrangement == ListArrangement {
  /// Creates an empty list whose rows are `rowHeight` tall.
  public convenience init(viewport: Viewport = Viewport(width: 320, height: 480), rowHeight: Double = 44) {
    self.init(viewport: viewport, arrangement: ListArrangement(itemHeight: .fixed(rowHeight)))
  }
}

extension HeadlessContainer where Arrangement == GridArrangement {
  /// Creates an empty grid of `columns` columns as wide as the viewport, whose
  /// items are `rowHeight` tall.
  public convenience init(viewport: Viewport = Viewport(width: 320, height: 480), rowHeight: Double = 44, columns: Int)
  {
    let width = max(1, viewport.width / Double(max(1, columns)))
    self.init(
      viewport: viewport, arrangement: GridArrangement(columns: .minimumWidth(width), itemHeight: .fixed(rowHeight)))
  }
}
