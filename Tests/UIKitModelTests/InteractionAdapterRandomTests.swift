import ReuseKit
import ReuseKitUIKit
import UIKit

/// Issue 17's property test on UIKit: a few hundred seeded random steps
/// (taps, drags, swipes, selections from code, applies and scrolls) on a
/// table, and on a collection view, driven by a data source, checked after
/// every step against a plain model of the order and the selection: the
/// view's selected paths are the data source's selection, its rows are the
/// snapshot, and each visible hosted view was told whether its item is selected.
@MainActor
let interactionAdapterRandomTests: [ModelTest] = [
  ModelTest(
    name: "adapter.interaction.randomStepsKeepSelectionRowsAndStatesInStep",
    cites: "UITableView selection, editing and reordering; UITableViewDelegate selection callbacks"
  ) {
    for multiple in [false, true] {
      var random = ModelRandom(state: multiple ? 17 : 1_717)
      let (table, dataSource, _) = makeReuseTable(randomStart, multiple: multiple, behaviour: .everything)
      try runRandomInteraction(on: .table(table, dataSource), multiple: multiple, steps: 300, random: &random)
    }
  },
  ModelTest(
    name: "adapter.interaction.gridRandomStepsKeepSelectionItemsAndStatesInStep",
    cites: "UICollectionView selection and interactive movement; UICollectionViewDelegate selection callbacks"
  ) {
    for multiple in [false, true] {
      var random = ModelRandom(state: multiple ? 71 : 7_171)
      let (grid, dataSource, _) = makeReuseGrid(randomStart, multiple: multiple, behaviour: .everything)
      try runRandomInteraction(on: .grid(grid, dataSource), multiple: multiple, steps: 300, random: &random)
    }
  },
]

/// The sections the random runs start from.
private let randomStart = [Array(0..<15), Array(100..<110)]

/// A view the random steps drive, seen through what they do to it.
@MainActor
private struct RandomTarget {
  var view: UIScrollView
  var dataSource: LineSource
  var tap: (IndexPath) -> Void
  /// Drags the row or item at the first path to the second; a table takes
  /// any place after the removal, a collection view the place of an item
  /// on screen.
  var drag: (IndexPath, IndexPath) -> Void
  var dragsOntoItems: Bool
  /// A swipe to delete, on a table only.
  var swipeToDelete: ((IndexPath) -> Bool)?
  var selectedPaths: () -> [IndexPath]?
  var visiblePaths: () -> [IndexPath]
  var cell: (IndexPath) -> UIView?
  var counts: () -> [Int]
  var countsAgree: () -> Bool

  static func table(_ table: UITableView, _ dataSource: LineSource) -> RandomTarget {
    RandomTarget(
      view: table, dataSource: dataSource, tap: { table.modelTap(rowAt: $0) },
      drag: { source, destination in
        table.setEditing(true, animated: false)
        table.modelDragRow(at: source, to: destination)
        table.setEditing(false, animated: false)
      }, dragsOntoItems: false, swipeToDelete: { table.modelSwipeToDelete(rowAt: $0) },
      selectedPaths: { table.indexPathsForSelectedRows }, visiblePaths: { table.indexPathsForVisibleRows ?? [] },
      cell: { table.cellForRow(at: $0) }, counts: { (0..<table.numberOfSections).map(table.numberOfRows) },
      countsAgree: { table.modelDataSourceCountsAgree })
  }

  static func grid(_ grid: UICollectionView, _ dataSource: LineSource) -> RandomTarget {
    RandomTarget(
      view: grid, dataSource: dataSource, tap: { grid.modelTap(itemAt: $0) },
      drag: { source, destination in grid.modelDragItem(at: source, to: destination) }, dragsOntoItems: true,
      swipeToDelete: nil, selectedPaths: { grid.indexPathsForSelectedItems },
      visiblePaths: { grid.indexPathsForVisibleItems }, cell: { grid.cellForItem(at: $0) },
      counts: { (0..<grid.numberOfSections).map(grid.numberOfItems) }, countsAgree: { true })
  }
}

/// One run of random steps; see ``interactionAdapterRandomTests``.
@MainActor
private func runRandomInteraction(
  on target: RandomTarget, multiple: Bool, steps: Int, random: inout ModelRandom
) throws {
  var plain = randomStart
  var selected: Set<Int> = []
  var nextID = 1_000
  let dataSource = target.dataSource

  func path(of id: Int) -> IndexPath? {
    for (section, ids) in plain.enumerated() {
      if let row = ids.firstIndex(of: id) { return IndexPath(row: row, section: section) }
    }
    return nil
  }
  func randomPath() -> IndexPath? {
    let all = plain.enumerated().flatMap { section, ids in ids.indices.map { IndexPath(row: $0, section: section) } }
    return all.randomElement(using: &random)
  }

  for step in 0..<steps {
    let label = "step \(step) (multiple: \(multiple))"
    switch Int.random(in: 0..<7, using: &random) {
    case 0:  // A tap, through the app's delegate.
      guard let tapped = randomPath() else { break }
      let id = plain[tapped.section][tapped.row]
      target.tap(tapped)
      if multiple, selected.contains(id) {
        selected.remove(id)
      } else if multiple {
        selected.insert(id)
      } else {
        selected = [id]
      }
    case 1:  // A drag, within or across sections.
      guard var source = randomPath() else { break }
      var destination = randomPath() ?? source
      if target.dragsOntoItems {
        // A person drags a cell on screen onto another one on screen.
        let visible = target.visiblePaths()
        guard let onScreen = visible.randomElement(using: &random) else { break }
        source = onScreen
        destination = visible.randomElement(using: &random) ?? source
      } else {
        let section = Int.random(in: 0..<plain.count, using: &random)
        let count = plain[section].count - (section == source.section ? 1 : 0)
        destination = IndexPath(row: Int.random(in: 0...count, using: &random), section: section)
      }
      guard destination != source else { break }
      let id = plain[source.section].remove(at: source.row)
      plain[destination.section].insert(id, at: destination.row)
      target.drag(source, destination)
      try expect(target.countsAgree(), "\(label): counts agree after the drag")
    case 2:  // A swipe to delete, or on a collection view a second tap.
      guard let swiped = randomPath() else { break }
      guard let swipeToDelete = target.swipeToDelete else {
        target.tap(swiped)
        let id = plain[swiped.section][swiped.row]
        if multiple, selected.contains(id) {
          selected.remove(id)
        } else {
          selected = multiple ? selected.union([id]) : [id]
        }
        break
      }
      let id = plain[swiped.section].remove(at: swiped.row)
      selected.remove(id)
      try expect(swipeToDelete(swiped), "\(label): swiped")
    case 3:  // Selection from code.
      guard let chosen = randomPath() else { break }
      let id = plain[chosen.section][chosen.row]
      if Bool.random(using: &random) {
        dataSource.selection.selectItem(withID: id)
        if multiple { selected.insert(id) } else { selected = [id] }
      } else {
        dataSource.selection.deselectItem(withID: id)
        selected.remove(id)
      }
    case 4, 5:  // An apply: deletions, insertions, moves across sections, reloads.
      var all = plain
      for section in all.indices {
        all[section].removeAll { _ in Int.random(in: 0..<8, using: &random) == 0 }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          all[section].insert(nextID, at: Int.random(in: 0...all[section].count, using: &random))
          nextID += 1
        }
      }
      if Bool.random(using: &random), !all[0].isEmpty {
        let id = all[0].remove(at: Int.random(in: all[0].indices, using: &random))
        all[1].insert(id, at: Int.random(in: 0...all[1].count, using: &random))
      }
      plain = all
      selected = selected.filter { path(of: $0) != nil }
      var snapshot = sectioned(plain)
      let reloaded = plain.flatMap { $0 }.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
      snapshot.reloadItems(reloaded.map { Line(id: $0, length: 10) })
      let fade = UpdateAnimation(insertions: .fade, deletions: .fade, reloads: .fade)
      let animation: UpdateAnimation = [.automatic, fade, .none].randomElement(using: &random) ?? .automatic
      if Int.random(in: 0..<6, using: &random) == 0 {
        dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
      } else {
        dataSource.apply(snapshot, animation: animation, completion: nil)
      }
    default:  // A scroll.
      let view = target.view
      let height = max(0, view.contentSize.height - view.bounds.height)
      view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, height), using: &random).rounded())
      view.layoutIfNeeded()
    }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(
      dataSource.snapshot().sectionIdentifiers.map { dataSource.snapshot().itemIdentifiers(inSection: $0).map(\.id) }
        == plain, "\(label): the snapshot is the plain model")
    try expect(dataSource.selection.selectedIDs == selected, "\(label): selection \(dataSource.selection.selectedIDs)")
    try expectSelectionInStep(target.selectedPaths(), dataSource, label)
    try expect(target.counts() == plain.map(\.count), "\(label): the view's counts \(target.counts())")
    for visible in target.visiblePaths() {
      let id = plain[visible.section][visible.row]
      let cell = target.cell(visible)
      let shown = ((cell as? TableViewCell<StateView>)?.view ?? (cell as? CollectionViewCell<StateView>)?.view)?.label
        .text
      try expect(shown == "\(id)", "\(label): \(pathName(visible)) shows \(shown ?? "nothing"), not \(id)")
      try expect(
        lastState(cell)?.isSelected == selected.contains(id), "\(label): the view of \(id) shows its selection")
    }
  }
}
