import ReuseKit
import ReuseKitTestSupport
import Testing

/// Batch updates through the headless containers: cells follow their items,
/// and a rejected batch changes nothing.
@MainActor
@Suite struct ContainerBatchUpdateTests {
  /// The text a label cell shows.
  static func text(_ cell: (any ReusableCell)?) -> String? {
    if let cell = cell as? HostingCell<LabelView> { return cell.view.text }
    return nil
  }

  /// What the container shows: each visible path, its cell and the cell's text.
  static func screen<Arrangement>(_ container: HeadlessContainer<Arrangement>) -> [(
    ItemPath, ObjectIdentifier, String?
  )] {
    container.visibleItemPaths.compactMap { path in
      container.cellForItem(at: path).map { (path, ObjectIdentifier($0), text($0)) }
    }
  }

  func drive<Arrangement>(_ container: HeadlessContainer<Arrangement>, seed: UInt64) {
    container.register(LabelView.self)
    var generator = BatchUpdateGenerator(seed: seed)
    let data = StringsDataSource(sections: BatchUpdatePropertyTests.model(generator.counts()), container: container)
    container.dataSource = data
    container.reloadData()
    var accepted = 0
    var serial = 0
    for round in 0..<300 {
      let old = data.sections
      let before = old.map(\.count)
      let update = generator.chance(0.5) ? generator.cleanUpdate(before: before) : generator.wildUpdate(before: before)
      serial += 1
      let tag = "r\(serial)"
      var new = ReferenceBatchUpdate(update).apply(
        to: old, newSection: { section in (0..<2).map { "\(tag)N\(section).\($0)" } },
        newItem: { "\(tag)n\($0.section).\($0.item)" })
      if var changed = new {
        // Reconfigured items show new text at their final place.
        for path in update.reconfiguredItems where old.indices.contains(path.section) {
          guard old[path.section].indices.contains(path.item) else { continue }
          let name = old[path.section][path.item]
          for section in changed.indices {
            if let item = changed[section].firstIndex(of: name) { changed[section][item] = "\(tag)c\(name)" }
          }
        }
        new = changed
      }
      if new == nil || generator.chance(0.1), var broken = new ?? Optional(old), !broken.isEmpty {
        broken[generator.int(0...(broken.count - 1))].append("\(tag)extra")
        new = broken
      }
      let screenBefore = Self.screen(container)
      let cellsBefore = Dictionary(uniqueKeysWithValues: screenBefore.map { ($0.2 ?? "", $0.1) })
      do {
        try container.performBatchUpdates(update) { data.sections = new ?? old }
        accepted += 1
        for (path, cell, text) in Self.screen(container) {
          #expect(text == data.sections[path.section][path.item], "round \(round): \(update)")
          // A surviving item keeps its cell, unless it is reconfigured (same cell) or new.
          if let text, let previous = cellsBefore[text] { #expect(previous == cell, "round \(round): \(update)") }
        }
        let all = data.sections.enumerated().flatMap { section, items in
          items.indices.map { ItemPath(item: $0, section: section) }
        }
        #expect(container.visibleItemPaths == all)
      } catch {
        let screenAfter = Self.screen(container)
        #expect(screenAfter.map(\.0) == screenBefore.map(\.0), "round \(round): \(error.message)")
        #expect(screenAfter.map(\.1) == screenBefore.map(\.1))
        #expect(screenAfter.map(\.2) == screenBefore.map(\.2))
        #expect(container.numberOfSections == before.count)
        data.sections = old
      }
    }
    #expect(accepted >= 100, "only \(accepted) of 300 batches accepted")
  }

  @Test(arguments: 0..<3 as Range<UInt64>)
  func listCellsFollowTheirItems(seed: UInt64) {
    drive(HeadlessList(viewport: Viewport(width: 100, height: 2000), rowHeight: 20), seed: seed)
  }

  @Test(arguments: 0..<3 as Range<UInt64>)
  func gridCellsFollowTheirItems(seed: UInt64) {
    drive(HeadlessGrid(viewport: Viewport(width: 300, height: 2000), rowHeight: 20, columns: 3), seed: 100 + seed)
  }

  @Test func rule7BeforeIsWhatTheContainerLastLoaded() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [["a", "b"]], container: list)
    list.dataSource = data
    list.reloadData()
    // The data changes outside a batch, without reloadData.
    data.sections = [["a", "b", "c"]]
    #expect(throws: BatchUpdateError.self) { try list.performBatchUpdates(BatchUpdate()) {} }
    do {
      try list.performBatchUpdates(BatchUpdate()) {}
    } catch {
      #expect(
        error.message.contains(
          "after the update (3) must be equal to the number of rows contained in that "
            + "section before the update (2)"))
    }
    list.reloadData()
    #expect(throws: Never.self) { try list.performBatchUpdates(BatchUpdate()) {} }
  }

  @Test func rule30StrictEvenForItemsWithoutACell() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [(0..<100).map { "row \($0)" }], container: list)
    list.dataSource = data
    list.reloadData()
    let visible = list.visibleItemPaths
    #expect(visible.count == 5)
    #expect(throws: BatchUpdateError.self) {
      try list.performBatchUpdates(BatchUpdate(reloadedItems: [ItemPath(row: 100, section: 0)])) {}
    }
    #expect(throws: BatchUpdateError.self) {
      try list.performBatchUpdates(BatchUpdate(reloadedItems: [ItemPath(row: 50, section: 0)])) {
        data.sections[0].append("extra")
      }
    }
    #expect(list.visibleItemPaths == visible)
    #expect(list.numberOfItems(inSection: 0) == 100)
  }

  @Test func reconfigureInABatchUpdatesTheVisibleCellInPlace() throws {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [["a", "b", "c"]], container: list)
    list.dataSource = data
    list.reloadData()
    let cell = try #require(list.cellForItem(at: ItemPath(row: 2, section: 0)))
    try list.performBatchUpdates(
      BatchUpdate(deletedItems: [ItemPath(row: 0, section: 0)], reconfiguredItems: [ItemPath(row: 2, section: 0)])
    ) { data.sections = [["b", "C"]] }
    #expect(list.cellForItem(at: ItemPath(row: 1, section: 0)) === cell)
    #expect(Self.text(cell) == "C")
  }
}
