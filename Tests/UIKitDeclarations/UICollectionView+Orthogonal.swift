/// Where the model's collection view puts its items and supplementary views
/// for either layout it models, and how a compositional layout's orthogonal
/// sections scroll sideways.
struct ModelViewFrames {
  /// Where the cells are: in an orthogonal section, moved by its offset.
  var items: [IndexPath: CGRect]
  /// Where the layout puts the items, before orthogonal offsets: what
  /// `layoutAttributesForItem(at:)` and the visible items report.
  var layoutItems: [IndexPath: CGRect]
  /// Headers and footers, pinned ones at the top of the visible bounds.
  var supplementary: [ModelSupplementaryKey: CGRect]
  /// The items that size themselves.
  var estimated: Set<IndexPath>
  var height: CGFloat
}

extension UICollectionView {
  /// Model only: how far the orthogonal section at `section` is scrolled sideways.
  public func modelOrthogonalOffset(ofSection section: Int) -> CGFloat {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.modelOrthogonalOffsets[section] ?? 0
  }

  /// Model only: a person swipes the orthogonal section at `section` to
  /// `offset`; it comes to rest within its content and, with
  /// `.groupPaging`, at a group's leading edge.
  public func modelScrollOrthogonalSection(_ section: Int, toOffset offset: CGFloat) {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
    layoutIfNeeded()
    var resting = offset
    if layout.modelSections.indices.contains(section),
      layout.modelSections[section].orthogonalScrollingBehavior
        == .groupPaging, let stride = layout.modelLastFrames.pagingStrides[section], stride > 0
    {
      resting = (offset / stride).rounded() * stride
    }
    layout.modelOrthogonalOffsets[section] = min(
      max(0, resting), layout.modelMaximumOrthogonalOffset(section, width: bounds.width))
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// The frames of the current layout with the sizes known now, or `nil`
  /// for a layout the model does not lay out.
  func modelFrames() -> ModelViewFrames? {
    engine.loadCountsIfNeeded()
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      let frames = flow.modelFrames(counts: engine.counts, width: bounds.width, sizes: modelMeasuredSizes)
      let header = UICollectionView.elementKindSectionHeader
      let footer = UICollectionView.elementKindSectionFooter
      return ModelViewFrames(
        items: frames.items, layoutItems: frames.items,
        supplementary: Dictionary(
          uniqueKeysWithValues: frames.headers.map { (ModelSupplementaryKey(kind: header, section: $0.key), $0.value) }
            + frames.footers.map { (ModelSupplementaryKey(kind: footer, section: $0.key), $0.value) }),
        estimated: flow.estimatedItemSize != .zero ? Set(frames.items.keys) : [], height: frames.height)
    }
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
    let frames = layout.modelFrames(
      counts: engine.counts, size: bounds.size, safeArea: safeAreaInsets, sizes: modelMeasuredSizes)
    var items = frames.items
    for (section, offset) in layout.modelOrthogonalOffsets {
      for item in 0..<(engine.counts.indices.contains(section) ? engine.counts[section] : 0) {
        let path = IndexPath(item: item, section: section)
        items[path] = items[path]?.offsetBy(dx: -offset, dy: 0)
      }
    }
    var supplementary = frames.supplementary
    let top = contentOffset.y + adjustedContentInset.top
    for (key, extent) in frames.pinned {
      guard var frame = supplementary[key] else { continue }
      frame.origin.y = max(frame.minY, min(top, extent.upperBound - frame.height))
      supplementary[key] = frame
    }
    return ModelViewFrames(
      items: items, layoutItems: frames.items, supplementary: supplementary, estimated: frames.estimated,
      height: frames.height)
  }

  /// Scrolls the orthogonal section of `indexPath` so that its item is at
  /// the horizontal part of `position`; `false` when the item is not in an
  /// orthogonal section or `position` has no horizontal part.
  func modelScrollOrthogonally(to indexPath: IndexPath, at position: UICollectionView.ScrollPosition) -> Bool {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.modelLastFrames.orthogonalContentWidths[indexPath.section] != nil,
      let item = layout.modelLastFrames.items[indexPath]
    else { return false }
    let wanted: CGFloat
    if position.contains(.left) {
      wanted = item.minX
    } else if position.contains(.centeredHorizontally) {
      wanted = item.midX - bounds.width / 2
    } else if position.contains(.right) {
      wanted = item.maxX - bounds.width
    } else {
      return false
    }
    layout.modelOrthogonalOffsets[indexPath.section] = min(
      max(0, wanted), layout.modelMaximumOrthogonalOffset(indexPath.section, width: bounds.width))
    setNeedsLayout()
    return true
  }
}

extension UICollectionViewCompositionalLayout {
  /// Calls the invalidation handler of every section with something in
  /// `visibleRect`, before the pass places its cells ("called before each
  /// layout cycle",
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler),
  /// with the section's orthogonal offset in this pass and its visible
  /// items: its cells and its boundary supplementary items, each with its
  /// `representedElementCategory` and `representedElementKind`
  /// (UICollectionViewCompositionalLayout.h), at their layout frames. The
  /// model calls no handler of a section with nothing on screen.
  ///
  /// Apple does not say in which order the items come; the model puts the
  /// supplementary items first, the case harder for a handler that takes
  /// the first item, or item 0 of the section, for the leading cell.
  func modelInvokeHandlers(_ frames: ModelViewFrames, visibleRect: CGRect, contentOffsetY: CGFloat, size: CGSize) {
    let environment = ModelLayoutEnvironment(contentSize: size, traitCollection: UITraitCollection(displayScale: 2))
    for (index, section) in modelSections.enumerated() {
      guard let handler = section.visibleItemsInvalidationHandler else { continue }
      let supplementary = frames.supplementary.filter { $0.key.section == index && $0.value.intersects(visibleRect) }
        .sorted { $0.key < $1.key }.map {
          ModelVisibleItem(indexPath: IndexPath(item: 0, section: index), frame: $0.value, kind: $0.key.kind)
        }
      let cells = frames.items.filter { $0.key.section == index && $0.value.intersects(visibleRect) }.keys.sorted()
        .compactMap { path in frames.layoutItems[path].map { ModelVisibleItem(indexPath: path, frame: $0) } }
      guard !cells.isEmpty || !supplementary.isEmpty else { continue }
      handler(
        supplementary + cells, CGPoint(x: modelOrthogonalOffsets[index] ?? 0, y: contentOffsetY), environment)
    }
  }
}
