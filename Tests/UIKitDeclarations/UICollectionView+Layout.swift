/// The model's collection view layout, over `UICollectionViewFlowLayout`
/// and `UICollectionViewCompositionalLayout`: cells for the items in the bounds and half a screen beyond them
/// (prefetching, https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching),
/// each self-sizing cell asked for `preferredLayoutAttributesFitting(_:)`
/// once, until something invalidates its size; supplementary views in the
/// same band (`UICollectionView+Supplementary.swift`).
extension UICollectionView {
  func modelReadCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
  }

  func modelAskCell(at path: IndexPath) -> UIView {
    guard let dataSource else { modelRaise("UICollectionView (\(self)) has no data source to ask for a cell") }
    engine.cellRequestCount += 1
    cellRequestDepth += 1
    let cell = dataSource.collectionView(self, cellForItemAt: path)
    cellRequestDepth -= 1
    guard cell.reuseIdentifier != nil else {
      modelRaise(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
          + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    return cell
  }

  /// Performs a pending reload, realizes and sizes the cells of the items in
  /// and near the bounds, recycles the others, and sets frames and content size.
  func modelLayoutItems() {
    if pendingReload {
      for (path, cell) in engine.cells.sorted(by: { $0.key < $1.key }) { modelEndDisplaying(cell, at: path) }
      engine.cells = [:]
      visiblePaths = []
      modelRecycleHeaders()
      modelMeasuredSizes = [:]
      (collectionViewLayout as? UICollectionViewCompositionalLayout)?.modelResetOrthogonalOffsets()
      pendingReload = false
    }
    if bounds.width != lastLayoutWidth {
      modelMeasuredSizes = [:]
      modelMeasuredSupplementarySizes = [:]
      lastLayoutWidth = bounds.width
    }
    engine.loadCountsIfNeeded()
    guard var frames = modelFrames() else { return }
    let visibleRect = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.modelInvokeHandlers(
      frames, visibleRect: visibleRect, contentOffsetY: contentOffset.y, size: bounds.size)
    // Cells half a screen beyond the bounds are prepared only while
    // prefetching is on (see `isPrefetchingEnabled`).
    let band = interaction.isPrefetchingEnabled ? visibleRect.insetBy(dx: 0, dy: -bounds.height / 2) : visibleRect
    var wanted: [IndexPath] = []
    for _ in 0..<8 {
      wanted = frames.items.filter { $0.value.intersects(band) }.keys.sorted()
      modelRecycleItems(outside: Set(wanted))
      var changed = false
      for path in wanted {
        let cell = engine.cells[path] ?? modelRealize(path)
        guard frames.estimated.contains(path), modelMeasuredSizes[path] == nil, let frame = frames.items[path] else {
          continue
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = frame
        cell.frame = frame
        cell.layoutIfNeeded()
        let size = (cell as? UICollectionReusableView)?.preferredLayoutAttributesFitting(attributes).size ?? frame.size
        modelMeasuredSizes[path] = size
        changed = changed || size != frame.size
      }
      changed = modelPrepareHeaders(frames.supplementary, in: band) || changed
      if !changed { break }
      frames = modelFrames() ?? frames
    }
    let kept = Set(wanted)
    modelRecycleItems(outside: kept)
    modelUpdateDisplayed(Set(kept.filter { frames.items[$0]?.intersects(visibleRect) == true }))
    for (path, cell) in engine.cells {
      if cell.superview !== self { addSubview(cell) }
      if let frame = frames.items[path], cell.frame != frame { cell.frame = frame }
    }
    modelPlaceHeaders(frames.supplementary, in: band, visible: visibleRect)
    let size = CGSize(width: bounds.width, height: frames.height)
    if contentSize != size { contentSize = size }
    modelUpdatePrefetching(frames.items, visible: visibleRect)
  }

  private func modelRecycleItems(outside wanted: Set<IndexPath>) {
    for (path, cell) in engine.cells.sorted(by: { $0.key < $1.key }) where !wanted.contains(path) {
      engine.cells[path] = nil
      modelEndDisplaying(cell, at: path)
    }
  }

  private func modelRealize(_ path: IndexPath) -> UIView {
    let cell = modelAskCell(at: path)
    engine.cells[path] = cell
    addSubview(cell)
    return cell
  }
}
