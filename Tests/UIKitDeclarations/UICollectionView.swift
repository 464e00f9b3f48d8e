/// UIKit: `UICollectionView` (https://developer.apple.com/documentation/uikit/uicollectionview).
///
/// `reloadData()` is deferred to the next layout pass; the counts are read
/// then, or by the first call that needs them. Cells are realized for the
/// visible items and prefetched for those just outside; `cellForItem(at:)`
/// and `indexPathsForVisibleItems` name the visible ones only.
@MainActor
open class UICollectionView: UIScrollView {
  // MARK: - Lifecycle

  /// UIKit: `UICollectionView.init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    engine.readCounts = { [unowned self] in modelReadCounts() }
    engine.provideCell = { [unowned self] path in modelAskCell(at: path) }
    engine.check.suffix = " Collection view: \(self)"
  }

  /// UIKit: `UICollectionView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  // MARK: - Configuration

  /// UIKit: `UICollectionView.collectionViewLayout`.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      setNeedsLayout()
    }
  }

  /// UIKit: `UICollectionView.dataSource`, held `weak` as in UIKit.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// UIKit: `UICollectionView.backgroundView`: "positioned underneath all
  /// of the other content and sized automatically to fill the entire bounds
  /// of the collection view. The background view does not scroll with the
  /// collection view's other content. The collection view maintains a strong
  /// reference to the background view object"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview).
  /// See ``UIScrollView/modelInstallBackgroundView(_:replacing:)``.
  open var backgroundView: UIView? {
    didSet { modelInstallBackgroundView(backgroundView, replacing: oldValue) }
  }

  /// UIKit: `UICollectionView.delegate`, held `weak` as in UIKit.
  open weak var delegate: (any UICollectionViewDelegate)?

  override var modelScrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

  /// UIKit: `UICollectionView.prefetchDataSource`, held `weak` as in UIKit
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// UIKit: `UICollectionView.SelfSizingInvalidation`.
  @available(iOS 16.0, *)
  public enum SelfSizingInvalidation: Int, Sendable {
    /// UIKit: `.disabled`.
    case disabled
    /// UIKit: `.enabled`: a cell, or its `contentView`, that calls
    /// `invalidateIntrinsicContentSize()` is sized again.
    case enabled
    /// UIKit: `.enabledIncludingConstraints`; the model treats it as `.enabled`.
    case enabledIncludingConstraints
  }

  /// UIKit: `UICollectionView.selfSizingInvalidation`, `.enabled` by default
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/selfsizinginvalidation).
  @available(iOS 16.0, *)
  open var selfSizingInvalidation: SelfSizingInvalidation {
    get { SelfSizingInvalidation(rawValue: selfSizingInvalidationRawValue) ?? .enabled }
    set { selfSizingInvalidationRawValue = newValue.rawValue }
  }

  /// UIKit: `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  // MARK: - Registration and dequeue

  /// UIKit: `UICollectionView.register(_:forCellWithReuseIdentifier:)` (the class variant).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellQueues.register(cellClass, for: identifier)
  }

  /// UIKit: `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` (the class variant).
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryQueues.register(viewClass, for: "\(elementKind)/\(identifier)")
  }

  /// UIKit: `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)`:
  /// traps for an unregistered identifier; while the item at `indexPath` is
  /// reconfigured, returns its existing cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let existing = engine.cellBeingReconfigured(
      at: indexPath, identifier: identifier, of: { ($0 as? UICollectionViewCell)?.reuseIdentifier }),
      let cell = existing as? UICollectionViewCell
    {
      return cell
    }
    if cellQueues.classes[identifier] != nil, cellRequestDepth == 0 { modelRaiseUnrequestedDequeue(indexPath) }
    let view = modelDequeue(&cellQueues, key: identifier, identifier: identifier, kind: "UICollectionElementKindCell")
    guard let cell = view as? UICollectionViewCell else {
      modelRaise("\(type(of: view)) is not a UICollectionViewCell")
    }
    return cell
  }

  /// UIKit: `UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`:
  /// traps outside a request of the collection view for that view (iOS 18
  /// asserts, see ``modelRaiseUnrequestedDequeue(_:)``).
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = "\(elementKind)/\(identifier)"
    if supplementaryQueues.classes[key] != nil, supplementaryRequest == nil { modelRaiseUnrequestedDequeue(indexPath) }
    let view = modelDequeue(&supplementaryQueues, key: key, identifier: identifier, kind: elementKind)
    supplementaryRequest?.insert(ObjectIdentifier(view))
    return view
  }

  /// Traps as iOS 18 does on a dequeue the collection view did not ask for:
  /// "Expected dequeued view to be returned to the collection view in
  /// preparation for display. ... Avoid dequeuing views without a request
  /// from the collection view." (iOS 18 crash reports, e.g.
  /// https://github.com/Juanpe/SkeletonView/issues/580).
  func modelRaiseUnrequestedDequeue(_ indexPath: IndexPath) -> Never {
    modelRaise(
      "Expected dequeued view to be returned to the collection view in preparation for display. Avoid dequeuing "
        + "views without a request from the collection view. Index path: \(ModelBatchCheck.describe(indexPath))")
  }

  // MARK: - Counts and cells

  /// UIKit: `UICollectionView.numberOfSections`.
  open var numberOfSections: Int {
    engine.loadCountsIfNeeded()
    return engine.counts.count
  }

  /// UIKit: `UICollectionView.numberOfItems(inSection:)`.
  open func numberOfItems(inSection section: Int) -> Int {
    engine.loadCountsIfNeeded()
    return engine.counts.indices.contains(section) ? engine.counts[section] : 0
  }

  /// UIKit: `UICollectionView.indexPathsForVisibleItems`: visible, not prefetched.
  open var indexPathsForVisibleItems: [IndexPath] { visiblePaths.sorted() }

  /// UIKit: `UICollectionView.visibleCells`.
  open var visibleCells: [UICollectionViewCell] {
    visiblePaths.sorted().compactMap { engine.cells[$0] as? UICollectionViewCell }
  }

  /// UIKit: `UICollectionView.cellForItem(at:)`: "Returns any existing
  /// visible or prepared cell for the index path" (UICollectionView.h, iOS
  /// 16.5 SDK), or `nil`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.cells[indexPath] as? UICollectionViewCell
  }

  /// UIKit: `UICollectionView.indexPath(for:)`.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { engine.cells.first { $0.value === cell }?.key }

  /// UIKit: `UICollectionView.reloadData()`: deferred to the next layout
  /// pass; the selection is cleared now (apps re-select after a reload; the
  /// model treats it as a table's `reloadData()`).
  open func reloadData() {
    interaction.checkNoUncommittedUpdates("reloadData()")
    interaction.openSwipe = nil
    engine.selected = []
    interaction.prefetched = []
    engine.invalidateCounts()
    pendingReload = true
    setNeedsLayout()
  }

  // MARK: - Model

  /// Model only: the items whose cells exist, visible or prefetched.
  public var modelRealizedItems: [IndexPath] { engine.cells.keys.sorted() }

  /// Model only: whether a `reloadData()` waits for the next layout pass.
  public private(set) var modelHasPendingReload = false

  /// Model only: how many cells the view asked its data source for
  /// (`cellForRowAt` or `cellForItemAt`), prepared and reconfigured ones included.
  public var modelCellRequestCount: Int { engine.cellRequestCount }

  /// Model only: how many batch updates UIKit performed; a change outside
  /// a batch counts as one.
  public var modelBatchUpdateCount: Int { engine.batchCount }

  /// Model only: for each batch update, whether `UIView.areAnimationsEnabled`
  /// was on when it began (off inside `UIView.performWithoutAnimation(_:)`,
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)).
  public var modelBatchAnimations: [Bool] { engine.batchAnimations }

  // MARK: - Internal

  let engine = ModelItemEngine(
    check: .collectionView)
  /// Selection settings, prefetching and an interactive movement.
  var interaction = ModelInteraction()
  var cellQueues = ModelReuseQueues()
  var supplementaryQueues = ModelReuseQueues()
  var visiblePaths: Set<IndexPath> = []
  /// How deep the view is in asking its data source for cells.
  var cellRequestDepth = 0
  /// While the view asks for a supplementary view: the views dequeued since.
  var supplementaryRequest: Set<ObjectIdentifier>?
  /// The supplementary views prepared, in and near the bounds (see
  /// `UICollectionView+Supplementary.swift`).
  var headers: [ModelSupplementaryKey: UICollectionReusableView] = [:]
  /// How many supplementary views the view asked its data source for.
  var supplementaryRequestCount = 0
  /// The supplementary views of `headers` that intersect the bounds.
  var visibleSupplementaryKeys: Set<ModelSupplementaryKey> = []
  /// Sizes the estimated supplementary views reported, by kind and section.
  var modelMeasuredSupplementarySizes: [ModelSupplementaryKey: CGSize] = [:]
  /// The width of the last layout: a new width sizes every cell again.
  var lastLayoutWidth: CGFloat = -1
  /// Sizes the self-sizing cells reported, by path.
  var modelMeasuredSizes: [IndexPath: CGSize] = [:]
  var pendingReload: Bool {
    get { modelHasPendingReload }
    set { modelHasPendingReload = newValue }
  }
  private var selfSizingInvalidationRawValue = 1

  open override func layoutSubviews() {
    modelLayoutItems()
    modelLayoutBackgroundView(backgroundView)
  }

  func modelSelfSizingInvalidated(_ cell: UICollectionViewCell) {
    guard #available(iOS 16.0, *), selfSizingInvalidation != .disabled, let path = indexPath(for: cell) else { return }
    modelMeasuredSizes[path] = nil
    setNeedsLayout()
  }

  private func modelDequeue(
    _ queues: inout ModelReuseQueues, key: String, identifier: String, kind: String
  ) -> UICollectionReusableView {
    if let view = queues.dequeueQueued(key) as? UICollectionReusableView {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = queues.classes[key] else {
      modelRaise(
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
    }
    guard let instantiable = viewClass as? any UIKitModelReusableViewClass.Type else {
      modelCannotInstantiate(viewClass)
    }
    let view = instantiable.init(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }
}
