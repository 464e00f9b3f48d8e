import Foundation
import ReuseKit
import ReuseKitTestSupport
import Testing

/// Walks the table of the DocC article "Bad input and errors" (`BadInput.md`,
/// once the README's "Bad input" table): every row's misuse is run, and
/// every message the row quotes must appear in what the caller gets, the
/// standard error of a trap, a thrown error's description, or the logger's
/// messages. A row the table gains without a check here fails
/// ``everyRowHasACheck()``, and so does a check whose row is gone.
@MainActor
@Suite struct ReadmeBadInputTableTests {
  /// How a row is checked.
  enum Check: Sendable {
    /// The misuse stops the process; runs in an exit test.
    case trap(String)
    /// The misuse returns, throws or logs; the text it gives, or "" when
    /// the row quotes nothing.
    case returns(@MainActor @Sendable () async -> String)
    /// Only the UIKit model can run the misuse; the named test checks it.
    case elsewhere(String)
  }

  /// The checks, by the text of the row's first cell.
  nonisolated static let checks: [String: Check] = [
    "duplicate items or sections from code (`appendItems([1, 2, 1])`)": .trap("duplicates"),
    "an item or section already in the snapshot, from code": .trap("already there"),
    "duplicates from outside data": .returns(validating),
    "an unknown identifier in a snapshot mutation": .trap("unknown identifier"),
    "a view type that was never registered": .returns(unregistered),
    "a view type that is not a `UIView`, on a UIKit container":
      .elsewhere(".ci/uikit-model.sh: adapter.registration.aViewTypeThatIsNotAUIViewStops"),
    "an item whose content change switches its view type": .returns(viewTypeChange),
    "a batch update that breaks a rule": .returns(brokenRule),
    "an apply during an apply (from a completion, the cell provider, or during a background diff)": .returns(
      applyDuringApply),
    "an apply from a background thread": .returns(applyFromBackground),
    "`selection.selectItem(withID:)` with an identity the snapshot does not hold": .returns(unknownSelection),
    "a drag to a place outside the sections (`interaction.moveItem(from:to:)`)": .trap("bad drop"),
    "a drag or a swipe of an item the app does not allow, or that is not on screen": .returns(refusedDrag),
    "`scrolling.scrollToItem(withID:)` with an identity the snapshot does not hold": .returns(unknownScroll),
    "`scroll(to: .item(_:_:), animated:)` on a container with a path it does not hold": .trap("bad scroll"),
    "an index path out of range": .trap("out of range"),
    "a negative, NaN or infinite height from a sizing hook": .trap("bad height"),
    "a width of zero": .returns(zeroWidth),
  ]

  /// The rows of the table, parsed from the article.
  nonisolated static let rows = BadInputTable.rows()

  nonisolated static var trapRows: [BadInputTable.Row] {
    rows.filter { if case .trap = checks[$0.badInput] { true } else { false } }
  }

  nonisolated static var returningRows: [BadInputTable.Row] {
    rows.filter { if case .returns = checks[$0.badInput] { true } else { false } }
  }

  @Test func everyRowHasACheck() {
    #expect(Self.rows.count >= 18)
    for row in Self.rows { #expect(Self.checks[row.badInput] != nil, "no check for the row \"\(row.badInput)\"") }
    for key in Self.checks.keys { #expect(Self.rows.contains { $0.badInput == key }, "no row \"\(key)\"") }
    for row in Self.rows {
      guard case .elsewhere(let test) = Self.checks[row.badInput] else { continue }
      #expect(row.tests.contains(test.components(separatedBy: ":")[0]), "\(row.badInput) names \(test)")
    }
  }

  @Test(arguments: trapRows)
  func aTrappingRowStopsWithItsMessages(row: BadInputTable.Row) async {
    guard case .trap(let name) = Self.checks[row.badInput] else { return }
    #expect(!row.quotes.isEmpty, "the row \"\(row.badInput)\" quotes no message")
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [name = name as String] in
      recordCoverageWhenTrapping()
      await MainActor.run { ReadmeBadInputTableTests.misuse(name) }
    }
    let message = standardError(of: result)
    for quote in row.quotes { #expect(message.contains(quote), "\(row.badInput): \(message)") }
  }

  @Test(arguments: returningRows)
  func aReturningRowGivesItsMessages(row: BadInputTable.Row) async {
    guard case .returns(let run) = Self.checks[row.badInput] else { return }
    let text = await run()
    for quote in row.quotes { #expect(text.contains(quote), "\(row.badInput): \(text)") }
  }

  // MARK: - The misuses that stop

  static func misuse(_ name: String) {
    var snapshot = Snapshot<Int, Int>()
    let (list, _) = OutOfRangeQueryTests.showing()
    switch name {
    case "duplicates":
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 1])
    case "already there":
      snapshot.appendSections([0, 1])
      snapshot.appendItems([1], toSection: 0)
      snapshot.appendItems([1], toSection: 1)
    case "unknown identifier":
      snapshot.appendSections([0])
      snapshot.insertItems([5], beforeItem: 9)
    case "bad drop":
      let (movable, _) = OutOfRangeQueryTests.showing(movable: true)
      movable.interaction.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 5, section: 1))
    case "bad scroll": list.scroll(to: .item(ItemPath(item: 9, section: 0), .top), animated: false)
    case "out of range": _ = list.frameOfItem(at: ItemPath(item: 99, section: 0))
    case "bad height":
      let sized = BadSizeTests.selfSizingList()
      let heights = HeightsDataSource(heights: [30, -1], list: sized)
      sized.dataSource = heights
      sized.reloadData()
    default: return  // An unknown name exits cleanly, which fails the expectation.
    }
  }
}

// MARK: - The misuses that return

extension ReadmeBadInputTableTests {
  static func validating() -> String {
    let (kept, report) = Snapshot<Int, Model>.deduplicating([
      DiffSection(model: 0, items: [Model(id: 1), Model(id: 1, value: 9)])
    ])
    #expect(kept.itemIdentifiers == [Model(id: 1)] && report.droppedItems == [Model(id: 1, value: 9)])
    do {
      _ = try Snapshot<String, Model>(validating: [
        DiffSection(model: "a", items: [Model(id: 3), Model(id: 7), Model(id: 3)]),
        DiffSection(model: "b", items: [Model(id: 7), Model(id: 8)]),
      ])
    } catch {
      return error.description
    }
    Issue.record("Snapshot(validating:) accepted repeated items")
    return ""
  }

  static func unregistered() -> String {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(ModelView.self, $0) }
    dataSource.apply(snapshot([1, 2]), completion: nil)
    #expect(list.cell(at: ItemPath(item: 1, section: 0), as: ModelView.self)?.view.model == Model(id: 2))
    return ""
  }

  static func viewTypeChange() -> String {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      item.value == 0 ? .view(ModelView.self, item) : .view(MessageView.self, item)
    }
    dataSource.apply(snapshot([1, 2]), completion: nil)
    var next = dataSource.snapshot()
    next.replaceItem(Model(id: 2, value: 1))
    dataSource.apply(next, completion: nil)
    #expect(list.cell(at: ItemPath(item: 1, section: 0), as: MessageView.self)?.view.model == Model(id: 2, value: 1))
    #expect(list.cell(at: ItemPath(item: 0, section: 0), as: ModelView.self) != nil)
    return ""
  }

  static func brokenRule() -> String {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 1_000), rowHeight: 10)
    let data = StringsDataSource(sections: [["a", "b", "c"]], container: list)
    list.dataSource = data
    list.reloadData()
    do {
      try list.performBatchUpdates(BatchUpdate(deletedItems: [ItemPath(row: 5, section: 0)])) {
        data.sections = [["a", "c"]]
      }
    } catch {
      #expect(error.brokenRule == .itemDeleteOutOfBounds)
      data.sections = [["a", "b", "c"]]
      #expect(list.numberOfItems(inSection: 0) == 3)
      return error.message
    }
    Issue.record("the update was accepted")
    return ""
  }

  static func applyDuringApply() async -> String {
    let (list, dataSource) = OutOfRangeQueryTests.showing()
    let order = Completions()
    applyFromACompletion(dataSource, order)
    await settle { order.ran.count == 2 }
    #expect(order.ran == [1, 2])
    #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [1, 2, 3, 4, 5])
    #expect(list.numberOfItems(inSection: 0) == 5)
    return ""
  }

  static func applyFromBackground() async -> String {
    let (list, dataSource) = OutOfRangeQueryTests.showing()
    let next = snapshot([1, 2, 3, 4])
    await Task.detached { await MainActor.run { dataSource.apply(next, completion: nil) } }.value
    await settle { list.numberOfItems(inSection: 0) == 4 }
    #expect(list.numberOfItems(inSection: 0) == 4)
    return ""
  }

  static func unknownSelection() -> String {
    let (_, dataSource) = OutOfRangeQueryTests.showing()
    let log = LogCollector()
    dataSource.logger = log.logger
    #expect(!dataSource.selection.selectItem(withID: 404))
    #expect(dataSource.selection.selectedIDs.isEmpty)
    return log.messages.joined(separator: "\n")
  }

  static func refusedDrag() -> String {
    let (list, dataSource) = OutOfRangeQueryTests.showing()
    let before = dataSource.snapshot().itemIdentifiers
    #expect(!list.interaction.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0)))
    #expect(!list.interaction.swipeToDelete(itemAt: ItemPath(item: 0, section: 0)))
    #expect(dataSource.snapshot().itemIdentifiers == before)
    let (movable, movableSource) = OutOfRangeQueryTests.showing(movable: true)
    #expect(!movable.interaction.moveItem(from: ItemPath(item: 7, section: 0), to: ItemPath(item: 0, section: 0)))
    #expect(!movable.interaction.swipeToDelete(itemAt: ItemPath(item: 7, section: 0)))
    #expect(movableSource.snapshot().itemIdentifiers == before)
    return ""
  }

  static func unknownScroll() -> String {
    let (list, dataSource) = OutOfRangeQueryTests.showing()
    let log = LogCollector()
    dataSource.logger = log.logger
    let viewport = list.viewport
    #expect(!dataSource.scrolling.scrollToItem(withID: 5000, at: .top))
    #expect(list.viewport == viewport)
    return log.messages.joined(separator: "\n")
  }

  static func zeroWidth() -> String {
    let grid = HeadlessGrid(viewport: Viewport(width: 0, height: 200), rowHeight: 10, columns: 3)
    let dataSource = DiffableDataSource<Int, Model>(grid) { .view(ModelView.self, $0) }
    dataSource.apply(snapshot([1, 2, 3, 4]), completion: nil)
    #expect(grid.layout.columns.count == 1)
    #expect(grid.visibleItemPaths.count == 4)
    grid.viewport.width = 100
    #expect(grid.layout.columns.count > 1)
    return ""
  }

  /// What ran, in order.
  final class Completions {
    var ran: [Int] = []
  }

  /// Applies four items, and five from the completion of that apply.
  static func applyFromACompletion(_ dataSource: DiffableDataSource<Int, Model>, _ order: Completions) {
    dataSource.apply(snapshot([1, 2, 3, 4])) {
      order.ran.append(1)
      dataSource.apply(snapshot([1, 2, 3, 4, 5])) { order.ran.append(2) }
    }
  }

  /// One section, 0, of the models with `ids`.
  static func snapshot(_ ids: [Int]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids.map { Model(id: $0) })
    return snapshot
  }

  /// Lets the main actor run until `done`, for a bounded number of turns.
  static func settle(_ done: () -> Bool) async {
    for _ in 0..<1_000 where !done() { await Task.yield() }
  }
}

/// The table of the DocC article "Bad input and errors"
/// (`Sources/ReuseKit/ReuseKit.docc/BadInput.md`), which the README links to.
struct BadInputTable {
  /// A row: its three cells, and the messages the second one quotes.
  struct Row: Sendable, CustomTestStringConvertible {
    var badInput: String
    var outcome: String
    var tests: String
    var testDescription: String { badInput }

    /// The texts in double quotes, without a leading or trailing "…".
    var quotes: [String] {
      outcome.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }
        .map { $0.element.trimmingCharacters(in: CharacterSet(charactersIn: "…")) }
        .filter { !$0.isEmpty && $0 != "Batch-update rules" }
    }
  }

  /// The rows of the table under `### Every misuse, and what the caller gets`, without its header.
  static func rows(filePath: String = #filePath) -> [Row] {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = root.appendingPathComponent("Sources/ReuseKit/ReuseKit.docc/BadInput.md")
    guard let text = try? String(contentsOf: article, encoding: .utf8) else {
      return []
    }
    let section =
      text.components(separatedBy: "\n### Every misuse, and what the caller gets\n").dropFirst().first?
      .components(separatedBy: "\n#").first ?? ""
    return section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst().compactMap { line in
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      guard cells.count == 3 else { return nil }
      return Row(badInput: cells[0], outcome: cells[1], tests: cells[2])
    }
  }
}
