/// What a table view and a collection view share in the model: cached
/// counts, the realized cells, batch updates and reconfiguration.
///
/// - Counts are read from the data source when first needed (at
///   `reloadData()` for a table, at the next layout for a collection view)
///   and cached; a batch reads them before its first change if they are not
///   loaded yet, which after a data change gives the new counts early
///   (UIKIT-RULES.md, rule 7).
/// - A batch runs its block at once and keeps nothing of it
///   (`NS_NOESCAPE`), reads the data source after the block, checks the
///   update with ``ModelBatchCheck`` and traps with UIKit's message, or,
///   where UIKit checks nothing and a device fails later (UIKIT-RULES.md
///   rules 24 and 25), with the model's own account of that failure.
@MainActor
final class ModelItemEngine {
  init(check: ModelBatchCheck) { self.check = check }

  var check: ModelBatchCheck
  /// The data source's counts, read now.
  var readCounts: () -> [Int] = { [] }
  /// The data source's cell for a path, asked now.
  var provideCell: (IndexPath) -> UIView = { _ in fatalError("no data source") }

  private(set) var counts: [Int] = []
  private(set) var countsLoaded = false
  /// Realized cells by path: the visible ones and, for a collection view, the prefetched ones.
  var cells: [IndexPath: UIView] = [:]
  /// How many cells the view asked its data source for.
  var cellRequestCount = 0
  /// How many batches (outermost) the view performed.
  private(set) var batchCount = 0
  /// For each of those batches, whether animations were enabled when it began.
  private(set) var batchAnimations: [Bool] = []
  /// The batch whose block is running.
  private(set) var batch: ModelBatch?
  /// The cell being reconfigured, which a dequeue for its path returns.
  private(set) var reconfiguring: (path: IndexPath, cell: UIView)?
  /// The selected paths; a batch carries them to their final paths and
  /// drops deleted and reloaded ones.
  var selected: Set<IndexPath> = []
  /// The mapping of the last batch, for the view's own per-path state.
  private(set) var lastMapping = ModelBatch.Mapping()
  /// For each section after the last batch, the section before it that it
  /// continues (`nil` for an inserted one), and the sections it reloaded.
  private(set) var lastSectionSources: [Int?] = []
  private(set) var lastReloadedSections: Set<Int> = []

  func loadCountsIfNeeded() {
    guard !countsLoaded else { return }
    counts = readCounts()
    countsLoaded = true
  }

  /// Forgets the counts; they are read again when next needed.
  func invalidateCounts() { countsLoaded = false }

  /// Records a change inside the running batch, or runs it as a batch of its own.
  func record(_ change: (inout ModelBatch) -> Void, batchOfOne: () -> Void) {
    guard batch != nil else {
      batchOfOne()
      return
    }
    loadCountsIfNeeded()
    guard var current = batch else { return }
    change(&current)
    batch = current
  }

  /// Runs `updates` as one batch and returns what the view must do: the
  /// cells to recycle and the final paths of reconfigured items. Returns
  /// `nil` for a batch nested in a running one, which joins it.
  func performBatch(_ updates: (() -> Void)?) -> (
    discarded: [(path: IndexPath, cell: UIView)], reconfigured: [IndexPath]
  )? {
    guard batch == nil else {
      updates?()
      return nil
    }
    batch = ModelBatch()
    batchCount += 1
    batchAnimations.append(UIView.areAnimationsEnabled)
    updates?()
    loadCountsIfNeeded()
    let recorded = batch ?? ModelBatch()
    batch = nil
    let before = counts
    let after = readCounts()
    switch check.failure(of: recorded.updates, before: before, after: after) {
    case .raises(_, let message)?: modelRaise(message)
    case .fails(_, let what)?: modelFail(what)
    case nil: break
    }
    counts = after
    let mapping = recorded.mapping(before: before, after: after)
    lastSectionSources = recorded.sectionSources(before: before.count, after: after.count)
    lastReloadedSections = recorded.reloadedSections
    var moved: [IndexPath: UIView] = [:]
    var discarded: [(path: IndexPath, cell: UIView)] = []
    for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
      if let destination = mapping.finalPaths[path], !mapping.reloaded.contains(path) {
        moved[destination] = cell
      } else {
        discarded.append((path, cell))
      }
    }
    cells = moved
    selected = mapping.carry(selected)
    lastMapping = mapping
    let reconfigured = recorded.reconfiguredItems.filter { !mapping.reloaded.contains($0) }.compactMap {
      mapping.finalPaths[$0]
    }
    return (discarded, reconfigured)
  }

  /// The user moved the item at `source` to `destination` (a drag): the
  /// view updates its own counts, cells and selection as a batch with that
  /// one move would, without asking the data source for counts.
  func userMove(from source: IndexPath, to destination: IndexPath) {
    loadCountsIfNeeded()
    var after = counts
    after[source.section] -= 1
    after[destination.section] += 1
    var move = ModelBatch()
    move.movedItems = [(source, destination)]
    let mapping = move.mapping(before: counts, after: after)
    counts = after
    lastSectionSources = counts.indices.map { $0 }
    lastReloadedSections = []
    cells = Dictionary(
      uniqueKeysWithValues: cells.compactMap { path, cell in mapping.finalPaths[path].map { ($0, cell) } })
    selected = mapping.carry(selected)
    lastMapping = mapping
  }

  /// Reconfigures the realized cells at `paths` in place: the data source is
  /// asked again, a dequeue for the path returns the existing cell, and the
  /// data source must return that cell (Apple: `reconfigureItems(at:)`, "must
  /// return the same existing cell"). A path without a cell is skipped.
  func reconfigure(_ paths: [IndexPath]) {
    for path in paths {
      guard let cell = cells[path] else { continue }
      reconfiguring = (path, cell)
      let returned = provideCell(path)
      reconfiguring = nil
      guard returned === cell else {
        modelRaise(
          "Attempted to reconfigure the cell at \(ModelBatchCheck.describe(path)), but the data source returned a "
            + "different cell; the cell provider must return the existing cell (UIKit model text)")
      }
    }
  }

  /// The existing cell when reconfiguring `path` with its identifier.
  func cellBeingReconfigured(at path: IndexPath, identifier: String, of cellIdentifier: (UIView) -> String?) -> UIView?
  {
    guard let reconfiguring, reconfiguring.path == path, cellIdentifier(reconfiguring.cell) == identifier else {
      return nil
    }
    return reconfiguring.cell
  }

  /// Runs `completion` once the batch's animations end: after the animation
  /// duration when `animated`, else in the next turn of the run loop.
  static func complete(animated: Bool, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    UIKitModelRunLoop.main.perform(after: animated ? UIKitModelRunLoop.animationDuration : 0) { completion(true) }
  }
}
