import ReuseKit
import ReuseKitTestSupport
import Testing

/// Copies of a snapshot share its item index, and a few items added to one
/// copy go to a part of the index of their own (pages merged into a data
/// source's snapshot copy no more than the page). Random edits of random
/// copies, each checked after every step against a plain model: every copy
/// still finds exactly its own items where they are, whatever its siblings
/// did, and none finds an item it does not hold.
@Suite struct SharedIndexPropertyTests {
  /// A snapshot and the plain sections it must show.
  struct Copy {
    var snapshot: Snapshot<Int, Int>
    var model: [[Int]]
  }

  @Test(arguments: 0..<8)
  func copiesFindExactlyTheirOwnItems(seed: UInt64) {
    var random = SeededGenerator(seed: 0x5A4E_D100 + seed)
    var next = 0
    func fresh(_ count: Int) -> [Int] {
      defer { next += count }
      return Array(next..<(next + count))
    }
    var first = Snapshot<Int, Int>()
    first.appendSections([0, 1])
    let model = [fresh(150), fresh(40)]
    first.appendItems(model[0], toSection: 0)
    first.appendItems(model[1], toSection: 1)
    var copies = [Copy(snapshot: first, model: model)]
    for _ in 0..<120 {
      var copy = copies[Int.random(in: 0..<copies.count, using: &random)]
      Self.edit(&copy, fresh: fresh, using: &random)
      copies.append(copy)
      if copies.count > 6 { copies.remove(at: Int.random(in: 0..<copies.count, using: &random)) }
      for copy in copies { Self.check(copy, upTo: next) }
    }
  }

  /// One random edit of `copy`, made to its snapshot and to its model alike.
  static func edit(_ copy: inout Copy, fresh: (Int) -> [Int], using random: inout SeededGenerator) {
    let section = Int.random(in: 0..<2, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      // A page at the bottom that repeats one item the copy holds.
      let page = fresh(Int.random(in: 1...20, using: &random)) + (copy.model[section].first.map { [$0] } ?? [])
      let new = page.filter { item in !copy.model.contains { $0.contains(item) } }
      let report = copy.snapshot.mergeItems(page, intoSection: section, at: .bottom)
      #expect(report.droppedItems.count == page.count - new.count)
      copy.model[section] += new
    case 1:
      let page = fresh(Int.random(in: 1...20, using: &random))
      copy.snapshot.mergeItems(page, intoSection: section, at: .top)
      copy.model[section].insert(contentsOf: page, at: 0)
    case 2:
      let items = fresh(Int.random(in: 1...3, using: &random))
      copy.snapshot.appendItems(items, toSection: section)
      copy.model[section] += items
    case 3:
      guard let doomed = copy.model[section].randomElement(using: &random) else { return }
      copy.snapshot.deleteItems([doomed])
      copy.model[section].removeAll { $0 == doomed }
    default:
      guard let moving = copy.model[section].randomElement(using: &random),
        let anchor = copy.model[1 - section].first
      else { return }
      copy.snapshot.moveItem(moving, beforeItem: anchor)
      copy.model[section].removeAll { $0 == moving }
      copy.model[1 - section].insert(moving, at: 0)
    }
  }

  /// Checks every item of the model, and every identity ever made that the
  /// model does not hold, against the snapshot's lookups.
  static func check(_ copy: Copy, upTo count: Int) {
    #expect(copy.snapshot.itemIdentifiers(inSection: 0) == copy.model[0])
    #expect(copy.snapshot.itemIdentifiers(inSection: 1) == copy.model[1])
    #expect(copy.snapshot.numberOfItems == copy.model[0].count + copy.model[1].count)
    var expected = [Int: ItemPath]()
    for (section, items) in copy.model.enumerated() {
      for (index, item) in items.enumerated() { expected[item] = ItemPath(item: index, section: section) }
    }
    for id in 0..<count where copy.snapshot.itemPath(forID: id) != expected[id] {
      let found = copy.snapshot.itemPath(forID: id).map { "\($0)" } ?? "nil"
      Issue.record("item \(id): the snapshot says \(found), the model \(expected[id].map { "\($0)" } ?? "nil")")
      return
    }
  }
}
