/// Places one `NSCollectionLayoutSection` of a compositional layout, from
/// Apple's documentation (WWDC19 215 "Advances in Collection View Layout";
/// WWDC20 10097 "Advances in UICollectionView"): its `.top` boundary items,
/// its top inset, its group repeated until every item has a place (one under
/// the other `interGroupSpacing` apart, or one after the other sideways in
/// a section that scrolls orthogonally), its bottom inset, then its `.bottom`
/// boundary items. The container of the outermost group is the section
/// inside its `contentInsets`; an item's fractions are of its group.
/// The insets are measured from `reference`, the leading and trailing edges
/// of the section's `contentInsetsReference`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference),
/// and the boundary items follow them, as
/// `supplementaryContentInsetsReference` (`.automatic` by default: "follow
/// the layout configuration's contentInsetsReference") says. An orthogonal
/// section's content ends with its trailing inset and reference edge.
struct ModelSectionPlacer {
  let section: NSCollectionLayoutSection
  let index: Int
  let width: CGFloat
  let height: CGFloat
  let sizes: [IndexPath: CGSize]
  let top: CGFloat
  let reference: (leading: CGFloat, trailing: CGFloat)
  /// The heights the estimated boundary supplementary views reported.
  var supplementarySizes: [ModelSupplementaryKey: CGSize] = [:]

  @MainActor
  mutating func place(count: Int, into frames: inout ModelCompositionalFrames) {
    var insets = section.contentInsets
    insets.leading += reference.leading
    insets.trailing += reference.trailing
    let container = CGSize(width: max(0, width - insets.leading - insets.trailing), height: height)
    var y = top
    let boundary = section.boundarySupplementaryItems
    for item in boundary where item.alignment == .top { y += placeBoundary(item, at: y, container, &frames) }
    let contentTop = y + insets.top
    y = contentTop
    let orthogonal = section.orthogonalScrollingBehavior != .none
    var x = insets.leading
    var rowHeight: CGFloat = 0
    var placed = 0
    while placed < count {
      let group = section.group
      let groupWidth = group.layoutSize.widthDimension.modelResolve(in: container, measured: nil)
      let origin = CGPoint(x: orthogonal ? x : insets.leading, y: y)
      let (itemFrames, groupHeight) = placeGroup(group, at: origin, width: groupWidth, container, first: placed, count)
      guard !itemFrames.isEmpty else {
        modelRaise("NSCollectionLayoutGroup: a group of section \(index) places no item; the model cannot lay it out")
      }
      for (offset, frame) in itemFrames.enumerated() {
        let path = IndexPath(item: placed + offset, section: index)
        frames.items[path] = frame
        if case .horizontal = group.modelArrangement,
          group.subitems[offset % group.subitems.count].layoutSize.heightDimension.isEstimated
        {
          frames.estimated.insert(path)
        }
      }
      placed += itemFrames.count
      if orthogonal {
        frames.pagingStrides[index] = groupWidth + section.interGroupSpacing
        x += groupWidth + (placed < count ? section.interGroupSpacing : 0)
        rowHeight = max(rowHeight, groupHeight)
      } else {
        y += groupHeight + (placed < count ? section.interGroupSpacing : 0)
      }
    }
    if orthogonal {
      y += rowHeight
      frames.orthogonalContentWidths[index] = x + insets.trailing
    }
    y += insets.bottom
    for item in boundary where item.alignment == .bottom { y += placeBoundary(item, at: y, container, &frames) }
    for item in boundary where item.pinToVisibleBounds && item.alignment == .top {
      frames.pinned[ModelSupplementaryKey(kind: item.elementKind, section: index)] = top...y
    }
    frames.height = y
  }

  @MainActor
  private func placeBoundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat, _ container: CGSize,
    _ frames: inout ModelCompositionalFrames
  ) -> CGFloat {
    guard item.alignment == .top || item.alignment == .bottom, item.extendsBoundary else {
      modelRaise("NSCollectionLayoutBoundarySupplementaryItem: the model lays out .top and .bottom items only")
    }
    // "For .estimated sized supplementary items, this allows automatic
    // adjustment of the layout. (e.g. dynamic text)"
    // (UICollectionViewCompositionalLayout.h, iOS 16.5 SDK, extendsBoundary):
    // an estimated height is the one the view reported once measured (see
    // `UICollectionView+Supplementary.swift`), its estimate until then.
    let key = ModelSupplementaryKey(kind: item.elementKind, section: index)
    let itemWidth = item.layoutSize.widthDimension.modelResolve(in: container, measured: nil)
    let itemHeight = item.layoutSize.heightDimension.modelResolve(
      in: container, measured: supplementarySizes[key]?.height)
    frames.supplementary[key] = CGRect(
      x: reference.leading + section.contentInsets.leading, y: y, width: itemWidth, height: itemHeight)
    return itemHeight
  }

  /// The frames of the items of one group at `origin`, from the item at
  /// `first`, and the group's height.
  @MainActor
  private func placeGroup(
    _ group: NSCollectionLayoutGroup, at origin: CGPoint, width groupWidth: CGFloat, _ container: CGSize,
    first: Int, _ count: Int
  ) -> ([CGRect], CGFloat) {
    let heightDimension = group.layoutSize.heightDimension
    switch group.modelArrangement {
    case .vertical:
      modelRaise("NSCollectionLayoutGroup: the model lays out horizontal and custom groups only")
    case .custom(let provider):
      let groupHeight = heightDimension.modelResolve(in: container, measured: nil)
      let size = CGSize(width: groupWidth, height: groupHeight)
      let environment = ModelLayoutEnvironment(contentSize: size, traitCollection: UITraitCollection(displayScale: 2))
      let frames = provider(environment).prefix(count - first).map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
      return (Array(frames), groupHeight)
    case .horizontal:
      if group.interItemSpacing?.isFlexibleSpacing == true {
        modelRaise("NSCollectionLayoutGroup: the model lays out fixed interItemSpacing only")
      }
      let spacing = group.interItemSpacing?.spacing ?? 0
      // "Specifies a group that will repeat items until available horizontal
      // space is exhausted" (UICollectionViewCompositionalLayout.h, iOS 16.5
      // SDK, line 200): the subitems in turn, while the next one fits; the
      // first always takes its place.
      let probe = CGSize(width: groupWidth, height: heightDimension.dimension)
      var placed: [(item: NSCollectionLayoutItem, width: CGFloat)] = []
      var end = origin.x
      while first + placed.count < count, !group.subitems.isEmpty {
        let item = group.subitems[placed.count % group.subitems.count]
        let measured = sizes[IndexPath(item: first + placed.count, section: index)]
        let width = item.layoutSize.widthDimension.modelResolve(in: probe, measured: measured?.width)
        let itemEnd = end + (placed.isEmpty ? 0 : spacing) + width
        guard placed.isEmpty || itemEnd <= origin.x + groupWidth + 0.001 else { break }
        placed.append((item, width))
        end = itemEnd
      }
      // An estimated group is as tall as its tallest item (WWDC19 215).
      var groupHeight = heightDimension.isEstimated ? 0 : heightDimension.modelResolve(in: container, measured: nil)
      if heightDimension.isEstimated {
        for (offset, entry) in placed.enumerated() where !entry.item.layoutSize.heightDimension.isFractionalHeight {
          let measured = sizes[IndexPath(item: first + offset, section: index)]?.height
          groupHeight = max(
            groupHeight, entry.item.layoutSize.heightDimension.modelResolve(in: probe, measured: measured))
        }
        if groupHeight == 0 { groupHeight = heightDimension.dimension }
      }
      let groupSize = CGSize(width: groupWidth, height: groupHeight)
      var x = origin.x
      var frames: [CGRect] = []
      for (offset, entry) in placed.enumerated() {
        guard entry.item.contentInsets == .zero else {
          modelRaise("NSCollectionLayoutItem: the model does not lay out an item's contentInsets")
        }
        let measured = sizes[IndexPath(item: first + offset, section: index)]
        let itemHeight = entry.item.layoutSize.heightDimension.modelResolve(in: groupSize, measured: measured?.height)
        frames.append(CGRect(x: x, y: origin.y, width: entry.width, height: itemHeight))
        x += entry.width + spacing
      }
      return (frames, groupHeight)
    }
  }
}
