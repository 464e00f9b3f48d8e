import ReuseKit
import ReuseKitUIKit
import UIKit

/// The reading-position promise on UIKit, under random seeded steps: animated
/// and non-animated applies of inserts, deletes, one move and edits, reloads,
/// late sizes, scrolls and scrolls to items, on a self-sizing table. After
/// every step, the first row visible before it that survives (and is not
/// moved) is within half a point of where it was on screen, unless the table
/// cannot scroll that far.
@MainActor
let readingPositionRandomTests: [ModelTest] = [
  ModelTest(
    name: "adapter.readingPosition.holdsThroughRandomSteps",
    cites: "UITableView.performBatchUpdates(_:completion:); reloadData(); rectForRow(at:); scrollToRow(at:at:animated:)"
  ) {
    var generator = ModelRandom(state: 0x15_0005)
    var items = lines(0..<120)
    var nextID = 1_000
    let (table, dataSource) = makeLineTable(items)
    var anchored = 0
    for step in 0..<400 {
      let before = visibleLines(table, dataSource)
      var moved: Int?
      var checks = true
      switch generator.next(below: 7) {
      case 0, 1, 2, 3:
        for _ in 0..<generator.next(below: 4) {
          items.insert(
            Line(id: nextID, length: 10 + generator.next(below: 200)), at: generator.next(below: items.count + 1))
          nextID += 1
        }
        for _ in 0..<generator.next(below: 3) where items.count > 10 {
          items.remove(at: generator.next(below: items.count))
        }
        let edited = generator.next(below: items.count)
        items[edited].length = 10 + generator.next(below: 200)
        let from = generator.next(below: items.count)
        let to = generator.next(below: items.count)
        if abs(from - to) >= 2 {
          let line = items.remove(at: from)
          items.insert(line, at: to)
          moved = line.id
        }
        switch generator.next(below: 3) {
        case 0: dataSource.apply(lineSnapshot(items), completion: nil)
        case 1: dataSource.apply(lineSnapshot(items), animation: .none, completion: nil)
        default:
          dataSource.applySnapshotUsingReloadData(lineSnapshot(items), completion: nil)
          moved = nil
        }
      case 4:
        // A visible row learns its size late.
        if let cell = table.visibleCells.randomElement(using: &generator),
          let view = firstView(of: TextView.self, in: cell)
        {
          view.label.text = String(repeating: "z", count: 10 + generator.next(below: 200))
          view.invalidateIntrinsicContentSize()
          view.sizeInvalidationHandler?()
        }
      case 5:
        checks = false
        table.contentOffset.y = CGFloat(
          generator.next(below: max(1, Int(table.contentSize.height - table.bounds.height))))
      default:
        checks = false
        let id = items[generator.next(below: items.count)].id
        dataSource.scrolling.scrollToItem(withID: id, at: .top, animated: false)
        let top = screenTop(of: id, table, dataSource)
        let end = table.contentSize.height - table.bounds.height
        try expect(abs(top) <= 0.5 || abs(table.contentOffset.y - end) <= 0.5, "step \(step): item \(id) at \(top)")
      }
      // Checked once UIKit's animations ended: the adapter puts the row
      // back then, not under the animation.
      UIKitModelRunLoop.main.advance(by: 1)
      guard checks, let anchor = before.first(where: { $0.id != moved && dataSource.itemPath(forID: $0.id) != nil })
      else { continue }
      let end = max(0, table.contentSize.height - table.bounds.height)
      let wanted = min(max(0, table.contentOffset.y + screenTop(of: anchor.id, table, dataSource) - anchor.top), end)
      try expect(
        abs(table.contentOffset.y - wanted) <= 0.5,
        "step \(step): row \(anchor.id) at \(screenTop(of: anchor.id, table, dataSource)), was \(anchor.top)")
      anchored += 1
    }
    try expect(anchored > 200, "\(anchored) of 400 steps checked an anchor")
  }
]

/// The rows whose frames end below the top of the view, in order, with
/// where their tops are on screen.
@MainActor
func visibleLines(_ table: UITableView, _ dataSource: DiffableDataSource<Int, Line>) -> [(id: Int, top: CGFloat)] {
  (table.indexPathsForVisibleRows ?? []).compactMap { path in
    let frame = table.rectForRow(at: path)
    guard frame.maxY > table.contentOffset.y, let line = dataSource.itemIdentifier(for: ItemPath(path)) else {
      return nil
    }
    return (line.id, frame.minY - table.contentOffset.y)
  }
}

extension ModelRandom {
  /// A number in `0..<bound`, or 0 when `bound` is not positive.
  mutating func next(below bound: Int) -> Int { bound > 0 ? Int(next() % UInt64(bound)) : 0 }
}
