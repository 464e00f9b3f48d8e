/// UIKit: the supplementary views (section headers and footers) of
/// `UICollectionView`, as the collection view prepares, measures, keeps
/// and recycles them.
///
/// - Prepared in the same band as cells: the bounds and, while prefetching
///   is on, half a screen beyond them. A view that leaves the band is
///   recycled (enqueued, and
///   `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`)
///   and asked for again (`collectionView(_:viewForSupplementaryElementOfKind:at:)`)
///   when it comes back: "For efficiency, the collection view does not create
///   supplementary views until they are needed. Typically, views are created
///   only when they need to be displayed onscreen" (NSCollectionView's
///   supplementaryView(forElementKind:at:),
///   https://developer.apple.com/documentation/appkit/nscollectionview/supplementaryview(forelementkind:at:)).
/// - Measured once when estimated: "For .estimated sized supplementary items,
///   this allows automatic adjustment of the layout. (e.g. dynamic text)"
///   (UICollectionViewCompositionalLayout.h, iOS 16.5 SDK,
///   `NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary`). The view
///   is asked for `preferredLayoutAttributesFitting(_:)` as a self-sizing cell
///   is, and the layout places it at the height it reports, until a new
///   width, a batch update, `reloadData()` or an invalidation context that
///   names it (`invalidateSupplementaryElements(ofKind:at:)`). A plain
///   `invalidateLayout()` keeps the height, as it keeps a cell's.
/// - Kept through a batch update when its section survives, carried to the
///   section's new index as cells are carried to their new paths, and not
///   asked for again: Apple documents no request for a surviving section's
///   view, so the model takes the case harder for the adapters, whose
///   header shows stale content unless they configure it again themselves.
///   The views of deleted sections are recycled; inserted sections are asked
///   for theirs; a reloaded section's are recycled and asked for again
///   (`reloadSections(_:)` "discards visible elements in the section", the
///   elements of NSCollectionView's reloadSections(_:),
///   https://developer.apple.com/documentation/appkit/nscollectionview/reloadsections(_:);
///   UIKit's page names only cells, and a table reloads a section's header
///   and footer with it). `reloadData()` recycles them all.
/// - Visible ones only for `supplementaryView(forElementKind:at:)`,
///   `visibleSupplementaryViews(ofKind:)` and
///   `indexPathsForVisibleSupplementaryElements(ofKind:)`: UIKit's page for
///   the first says only "the specified supplementary view, or nil if the view
///   could not be found"
///   (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:));
///   UICollectionView.h lists it with the visible ones and, unlike
///   `cellForItemAtIndexPath:`, says nothing of prepared views, and
///   NSCollectionView's page returns nil for a view "that would be positioned
///   offscreen". The model returns no prepared view off screen, the case
///   harder for the adapters.
extension UICollectionView {
  /// UIKit: `UICollectionView.supplementaryView(forElementKind:at:)`: the
  /// visible supplementary view at `indexPath`, else `nil`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    let key = ModelSupplementaryKey(kind: elementKind, section: indexPath.section)
    return visibleSupplementaryKeys.contains(key) ? headers[key] : nil
  }

  /// UIKit: `UICollectionView.visibleSupplementaryViews(ofKind:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/visiblesupplementaryviews(ofkind:)),
  /// in section order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      headers[ModelSupplementaryKey(kind: elementKind, section: $0.section)]
    }
  }

  /// UIKit: `UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisiblesupplementaryelements(ofkind:)).
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementaryKeys.filter { $0.kind == elementKind }.sorted().map { IndexPath(item: 0, section: $0.section) }
  }

  /// Model only: how many supplementary views the view asked its data source for.
  public var modelSupplementaryRequestCount: Int { supplementaryRequestCount }

  /// Recycles every supplementary view and forgets their measured sizes
  /// (`reloadData()`).
  func modelRecycleHeaders() {
    for key in headers.keys.sorted() { modelEndDisplayingSupplementary(key) }
    visibleSupplementaryKeys = []
    modelMeasuredSupplementarySizes = [:]
  }

  /// After a batch update: carries the views of surviving sections to their
  /// new index and recycles those of deleted and reloaded sections.
  func modelCarryHeaders() {
    let reloaded = engine.lastReloadedSections
    var finals: [Int: Int] = [:]
    for (final, source) in engine.lastSectionSources.enumerated() {
      if let source, !reloaded.contains(source) { finals[source] = final }
    }
    var carried: [ModelSupplementaryKey: UICollectionReusableView] = [:]
    for key in headers.keys.sorted() {
      guard let final = finals[key.section], let view = headers[key] else {
        modelEndDisplayingSupplementary(key)
        continue
      }
      carried[ModelSupplementaryKey(kind: key.kind, section: final)] = view
    }
    headers = carried
    visibleSupplementaryKeys = []
    modelMeasuredSupplementarySizes = [:]
  }

  /// Asks for the supplementary views in `band` that have none and measures
  /// the estimated ones not measured yet; returns whether a measured height
  /// differs from the one laid out, so the layout must run again.
  func modelPrepareHeaders(_ frames: [ModelSupplementaryKey: CGRect], in band: CGRect) -> Bool {
    var changed = false
    for (key, frame) in frames.sorted(by: { $0.key < $1.key }) where frame.intersects(band) {
      guard let view = headers[key] ?? modelAskSupplementary(key) else { return changed }
      guard modelMeasuredSupplementarySizes[key] == nil, modelIsEstimated(key) else { continue }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: key.kind, with: IndexPath(item: 0, section: key.section))
      attributes.frame = frame
      view.frame = frame
      view.layoutIfNeeded()
      let size = view.preferredLayoutAttributesFitting(attributes).size
      modelMeasuredSupplementarySizes[key] = size
      changed = changed || size.height != frame.height
    }
    return changed
  }

  /// Places the supplementary views in `band`, asking for any still missing,
  /// recycles the others, and notes which intersect `visible`.
  func modelPlaceHeaders(_ frames: [ModelSupplementaryKey: CGRect], in band: CGRect, visible: CGRect) {
    for key in headers.keys.sorted() where frames[key]?.intersects(band) != true {
      modelEndDisplayingSupplementary(key)
    }
    visibleSupplementaryKeys = []
    for (key, frame) in frames.sorted(by: { $0.key < $1.key }) where frame.intersects(band) {
      guard let view = headers[key] ?? modelAskSupplementary(key) else { return }
      view.frame = frame
      if frame.intersects(visible) { visibleSupplementaryKeys.insert(key) }
    }
  }

  // MARK: - Private

  /// Whether the layout sizes the supplementary view of `key` by an
  /// estimate: a compositional layout's estimated boundary item.
  private func modelIsEstimated(_ key: ModelSupplementaryKey) -> Bool {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.modelSections.indices.contains(key.section)
    else { return false }
    let item = layout.modelSections[key.section].boundarySupplementaryItems.first { $0.elementKind == key.kind }
    return item?.layoutSize.heightDimension.isEstimated == true
  }

  /// The data source's view for `key`, added and displayed; `nil` without a
  /// data source.
  private func modelAskSupplementary(_ key: ModelSupplementaryKey) -> UICollectionReusableView? {
    guard let dataSource else { return nil }
    let path = IndexPath(item: 0, section: key.section)
    supplementaryRequestCount += 1
    supplementaryRequest = []
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: path)
    let dequeued = supplementaryRequest ?? []
    supplementaryRequest = nil
    // The view returned must be one dequeued for this request:
    // UICollectionView.h, "The view that is returned must be retrieved
    // from a call to -dequeueReusableSupplementaryViewOfKind:…".
    guard dequeued.contains(ObjectIdentifier(view)) else { modelRaiseUnrequestedDequeue(path) }
    headers[key] = view
    addSubview(view)
    delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: path)
    return view
  }

  /// Recycles the view of `key`: enqueued, removed, and the delegate told at
  /// the index path it was shown at.
  private func modelEndDisplayingSupplementary(_ key: ModelSupplementaryKey) {
    guard let view = headers.removeValue(forKey: key) else { return }
    visibleSupplementaryKeys.remove(key)
    supplementaryQueues.enqueue(view, identifier: view.reuseIdentifier.map { "\(key.kind)/\($0)" })
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
      at: IndexPath(item: 0, section: key.section))
  }
}
