import ReuseKit
import ReuseKitUIKit
import UIKit

/// Issue 17's property test on UIKit: a few hundred seeded random steps
/// (taps, drags, swipes, selections from code, applies and scrolls) on a
/// table driven by a data source, checked after every step against a plain
/// model of the order and the selection: the table's selected rows are the
/// data source's selection, its rows are the snapshot, and each visible
/// hosted view was told whether its item is selected.
@MainActor
let interactionAdapterRandomTests: [ModelTest] = [
  ModelTest(
    name: "adapter.interaction.randomStepsKeepSelectionRowsAndStatesInStep",
    cites: "UITableView selection, editing and reordering; UITableViewDelegate selection callbacks"
  ) {
    for multiple in [false, true] {
      var random = ModelRandom(state: multiple ? 17 : 1_717)
      try runRandomInteraction(multiple: multiple, steps: 300, random: &random)
    }
  }
]

/// One run of random steps; see ``interactionAdapterRandomTests``.
@MainActor
private func runRandomInteraction(multiple: Bool, steps: Int, random: inout ModelRandom) throws {
  var plain: [[Int]] = [Array(0..<15), Array(100..<110)]
  var selected: Set<Int> = []
  var nextID = 1_000
  let (table, dataSource, _) = makeReuseTable(plain, multiple: multiple)
  dataSource.reordering.canMoveItem = { _ in true }
  dataSource.editing.canEditItem = { _ in true }

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
      table.modelTap(rowAt: tapped)
      if multiple, selected.contains(id) {
        selected.remove(id)
      } else if multiple {
        selected.insert(id)
      } else {
        selected = [id]
      }
    case 1:  // A drag in editing mode, within or across sections.
      guard let source = randomPath() else { break }
      let id = plain[source.section].remove(at: source.row)
      let section = Int.random(in: 0..<plain.count, using: &random)
      let row = Int.random(in: 0...plain[section].count, using: &random)
      plain[section].insert(id, at: row)
      table.setEditing(true, animated: false)
      let landed = table.modelDragRow(at: source, to: IndexPath(row: row, section: section))
      table.setEditing(false, animated: false)
      try expect(landed != nil || source == IndexPath(row: row, section: section), "\(label): the drag moved")
      try expect(table.modelDataSourceCountsAgree, "\(label): counts agree after the drag")
    case 2:  // A swipe to delete.
      guard let swiped = randomPath() else { break }
      let id = plain[swiped.section].remove(at: swiped.row)
      selected.remove(id)
      try expect(table.modelSwipeToDelete(rowAt: swiped), "\(label): swiped")
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
      let animation: UpdateAnimation = [.automatic, .fade, .none].randomElement(using: &random) ?? .automatic
      if Int.random(in: 0..<6, using: &random) == 0 {
        dataSource.applySnapshotUsingReloadData(snapshot)
      } else {
        dataSource.apply(snapshot, animation: animation)
      }
    default:  // A scroll.
      let height = max(0, table.contentSize.height - table.bounds.height)
      table.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, height), using: &random).rounded())
      table.layoutIfNeeded()
    }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(
      dataSource.snapshot().sectionIdentifiers.map { dataSource.snapshot().itemIdentifiers(inSection: $0).map(\.id) }
        == plain, "\(label): the snapshot is the plain model")
    try expect(dataSource.selection.selectedIDs == selected, "\(label): selection \(dataSource.selection.selectedIDs)")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, label)
    try expectRowsInStep(table, dataSource, label)
    for visible in table.indexPathsForVisibleRows ?? [] {
      let id = plain[visible.section][visible.row]
      try expect(
        lastState(table.cellForRow(at: visible))?.isSelected == selected.contains(id),
        "\(label): the view of \(id) shows its selection")
    }
  }
}
