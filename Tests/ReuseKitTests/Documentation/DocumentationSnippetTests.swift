import ReuseKit
import ReuseKitTestSupport
import Testing

// Every code snippet of the DocC articles, run, with what the article says
// about it checked. When an article's snippet changes, change it here too.
//
// - ReuseKitDiff.docc/ReuseKitDiff.md and DiffingAndStagedUpdates.md: ``DocumentationSnippetTests/Diffing``
// - ReuseKit.docc/ReuseKit.md and GettingStarted.md: ``DocumentationSnippetTests/GettingStarted``
// - ReuseKit.docc/Sizing.md: ``DocumentationSnippetTests/Sizing``
// - ReuseKit.docc/TestingHeadlessly.md: ``DocumentationSnippetTests/TestingHeadlessly``

@Suite enum DocumentationSnippetTests {}

// MARK: - Views and models the snippets define

/// Diffing and staged updates: a model identified by `id`, whose text is its content.
private struct Message: Identifiable, Equatable, Diffable {
  let id: Int
  var text: String
}

/// Getting started, and Testing UI updates headlessly.
private final class BadgeView: ConfigurableView {
  private(set) var text = ""
  init() {}
  func configure(with viewModel: String) { text = viewModel }
  func prepareForReuse() { text = "" }
}

/// Sizing: a view whose height follows from its text and its width.
private final class NoteView: ConfigurableView {
  private(set) var text = ""
  init() {}
  func configure(with viewModel: String) { text = viewModel }
  func preferredHeight(forWidth width: Double) -> Double? {
    let charactersPerLine = max(1, Int(width / 10))
    let lines = (text.count + charactersPerLine - 1) / charactersPerLine
    return Double(lines) * 20
  }
}

/// Sizing: a view that learns its height after it is shown.
private final class AdView: SizeInvalidatingView {
  var sizeInvalidationHandler: (@MainActor () -> Void)?
  private var loadedHeight: Double?
  init() {}
  func configure(with viewModel: String) { loadedHeight = nil }
  func adDidLoad(height: Double) {
    loadedHeight = height
    invalidateSize()
  }
  func preferredHeight(forWidth width: Double) -> Double? { loadedHeight }
}

/// Sizing: an object that follows a container's content size.
private final class Popover {
  var height: Double
  init(height: Double) { self.height = height }
}

/// Diffing and staged updates: the setup around the snippet that applies stages.
private final class MessageView: ConfigurableView {
  private(set) var text = ""
  init() {}
  func configure(with viewModel: Message) { text = viewModel.text }
}

/// A data source over `messages`, which a list reads through it.
@MainActor
private final class MessageStore: HeadlessDataSource {
  var messages: [Message]
  private unowned let list: HeadlessList

  init(messages: [Message], list: HeadlessList) {
    self.messages = messages
    self.list = list
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { messages.count }
  func configuration(at itemPath: ItemPath) -> ViewConfiguration {
    .view(MessageView.self, messages[itemPath.item])
  }
}

// MARK: - ReuseKitDiff: Diffing and staged updates

extension DocumentationSnippetTests {
  @Suite struct Diffing {
    /// ReuseKitDiff.docc/ReuseKitDiff.md
    @Test func landingPage() {
      let changes = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "b", "d"])

      #expect(
        changes.stages == [
          BatchUpdate(
            insertedItems: [ItemPath(item: 3, section: 0)],
            movedItems: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))])
        ])
    }

    @Test func identityAndContent() {
      let old = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Lunch?")]
      let new = [Message(id: 2, text: "Lunch at one?"), Message(id: 3, text: "Sure")]
      let changes = StagedChangeset(source: old, target: new)

      #expect(
        changes.stages == [
          BatchUpdate(
            deletedItems: [ItemPath(item: 0, section: 0)],
            insertedItems: [ItemPath(item: 1, section: 0)],
            reloadedItems: [ItemPath(item: 1, section: 0)])
        ])
    }

    @Test func fewestMoves() {
      let rotated = StagedChangeset(source: Array(0..<1_000), target: Array(1..<1_000) + [0])
      let reversed = StagedChangeset(source: [1, 2, 3, 4], target: [4, 3, 2, 1])

      #expect(
        rotated.stages == [
          BatchUpdate(movedItems: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 999, section: 0))])
        ])
      #expect(reversed.stages.count == 1)
      #expect(reversed.stages[0].movedItems.count == 3)
    }

    @Test func duplicates() {
      let repeated = StagedChangeset(source: ["a", "b", "a"], target: ["a", "a", "a"])

      #expect(
        repeated.stages == [
          BatchUpdate(deletedItems: [ItemPath(item: 1, section: 0)], insertedItems: [ItemPath(item: 2, section: 0)])
        ])
    }

    @Test func sections() {
      let before = [DiffSection(model: "Today", items: ["a", "b"]), DiffSection(model: "Later", items: ["c"])]
      let after = [DiffSection(model: "Today", items: ["a"]), DiffSection(model: "Later", items: ["b", "c"])]
      let sectioned = SectionedStagedChangeset(source: before, target: after)

      #expect(
        sectioned.stages == [
          BatchUpdate(movedItems: [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1))])
        ])
    }

    @Test func stagesForReloadsAndReconfigures() {
      let source = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Lunch?")]
      let target = [Message(id: 2, text: "Lunch at one?"), Message(id: 1, text: "Hi")]

      let reloading = StagedChangeset(source: source, target: target)
      #expect(reloading.stages.count == 2)
      #expect(reloading.stages[0] == BatchUpdate(reloadedItems: [ItemPath(item: 1, section: 0)]))
      #expect(reloading.stages[1].movedItems.count == 1)
      #expect(reloading.stages[1].changeCount == 1)
      // Old order, new text.
      #expect(reloading.data(afterStage: 0).map(\.text) == ["Hi", "Lunch at one?"])

      let reconfiguring = StagedChangeset(source: source, target: target, updateStyle: .reconfigure)
      #expect(reconfiguring.stages.count == 2)
      #expect(reconfiguring.stages[0].movedItems.count == 1)
      #expect(reconfiguring.stages[0].changeCount == 1)
      #expect(reconfiguring.stages[1] == BatchUpdate(reconfiguredItems: [ItemPath(item: 0, section: 0)]))
      // New order, old text.
      #expect(reconfiguring.data(afterStage: 0).map(\.text) == ["Lunch?", "Hi"])
    }

    @Test func stagesForAMovedSectionWithChangesInside() {
      let old = [DiffSection(model: "A", items: ["a"]), DiffSection(model: "B", items: ["b"])]
      let new = [DiffSection(model: "B", items: ["b", "x"]), DiffSection(model: "A", items: ["a"])]
      let staged = SectionedStagedChangeset(source: old, target: new)

      #expect(
        staged.stages == [
          BatchUpdate(movedSections: [Move(from: 1, to: 0)]),
          BatchUpdate(insertedItems: [ItemPath(item: 1, section: 0)]),
        ])
      #expect(staged.data(afterStage: 0).map(\.items) == [["b"], ["a"]])
      #expect(staged.data(afterStage: 1) == new)
    }

    @MainActor
    @Test func applyingStages() throws {
      let list = HeadlessList(viewport: Viewport(width: 320, height: 440))
      list.register(MessageView.self)
      let store = MessageStore(messages: [Message(id: 1, text: "Hi"), Message(id: 2, text: "Lunch?")], list: list)
      list.dataSource = store
      list.reloadData()
      let newMessages = [Message(id: 2, text: "Lunch at one?"), Message(id: 1, text: "Hi")]

      let changes = StagedChangeset(source: store.messages, target: newMessages)
      for index in changes.stages.indices {
        try list.performBatchUpdates(changes.stages[index]) {
          store.messages = changes.data(afterStage: index)
        }
      }

      let texts = list.visibleItemPaths.compactMap { list.cell(at: $0, as: MessageView.self)?.view.text }
      #expect(texts == ["Lunch at one?", "Hi"])
    }
  }
}

// MARK: - ReuseKit: Getting started

extension DocumentationSnippetTests {
  @MainActor
  @Suite struct GettingStarted {
    @Test func snapshotsOnAListAndAGrid() {
      let list = HeadlessList(viewport: Viewport(width: 320, height: 440))

      let dataSource = DiffableDataSource<String, String>(list) { title in
        .view(BadgeView.self, title)
      }
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["Fruit"])
      snapshot.appendItems(["Apple", "Banana", "Cherry"])
      dataSource.apply(snapshot, completion: nil)

      #expect(list.visibleViewModels(of: BadgeView.self) == ["Apple", "Banana", "Cherry"])
      #expect(dataSource.batchUpdateCount == 1)

      snapshot.deleteItems(["Banana"])
      snapshot.appendItems(["Date"])
      dataSource.apply(snapshot, completion: nil)

      #expect(list.visibleViewModels(of: BadgeView.self) == ["Apple", "Cherry", "Date"])
      #expect(dataSource.batchUpdateCount == 2)
      #expect(dataSource.reloadCount == 0)

      let grid = HeadlessGrid(viewport: Viewport(width: 320, height: 440), columns: 3)
      let gridSource = DiffableDataSource<String, String>(grid) { title in
        .view(BadgeView.self, title)
      }
      gridSource.apply(snapshot, completion: nil)

      #expect(grid.visibleItemPaths == (0..<3).map { ItemPath(item: $0, section: 0) })
      #expect((0..<3).map { grid.frameOfItem(at: ItemPath(item: $0, section: 0)).y } == [0, 0, 0])
      #expect(grid.visibleViewModels(of: BadgeView.self) == ["Apple", "Cherry", "Date"])
      #expect(grid.cell(at: ItemPath(item: 0, section: 0), as: BadgeView.self)?.view.text == "Apple")
    }
  }
}

// MARK: - ReuseKit: Sizing

extension DocumentationSnippetTests {
  @MainActor
  @Suite struct Sizing {
    static let first = ItemPath(row: 0, section: 0)

    @Test func fixedHeights() {
      let fixedList = HeadlessList(viewport: Viewport(width: 320, height: 440), rowHeight: 60)
      let fixedGrid = HeadlessGrid(
        viewport: Viewport(width: 320, height: 440),
        arrangement: GridArrangement(columns: .fixedWidth(100), itemHeight: .fixed(100), interitemSpacing: 10))

      // Three 100-point columns, 10 points apart, fit in 320 points.
      let gridSource = DiffableDataSource<Int, String>(fixedGrid) { text in
        .view(NoteView.self, text)
      }
      var items = Snapshot<Int, String>()
      items.appendSections([0])
      items.appendItems((0..<4).map { "item \($0)" })
      gridSource.apply(items, completion: nil)
      let frames = (0..<4).map { fixedGrid.frameOfItem(at: ItemPath(item: $0, section: 0)) }
      #expect(frames.map(\.x) == [0, 110, 220, 0])
      #expect(frames.map(\.y) == [0, 0, 0, 100])
      #expect(frames.allSatisfy { $0.width == 100 })

      // Rows scroll in at their fixed height, whatever the view would ask for.
      fixedList.register(NoteView.self)
      let dataSource = DiffableDataSource<Int, String>(fixedList) { text in
        .view(NoteView.self, text)
      }
      var snapshot = Snapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems([String(repeating: "x", count: 500), "short"])
      dataSource.apply(snapshot, completion: nil)
      #expect(fixedList.frameOfItem(at: Self.first).height == 60)
      #expect(fixedList.contentSize.height == 120)
    }

    /// A self-sizing list of notes; the first note is 50 characters long.
    static func makeNotes() -> (HeadlessList, DiffableDataSource<Int, String>) {
      let notes = HeadlessList(
        viewport: Viewport(width: 200, height: 400),
        arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
      notes.register(NoteView.self)
      let dataSource = DiffableDataSource<Int, String>(notes) { text in
        .view(NoteView.self, text)
      }
      var snapshot = Snapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems([String(repeating: "x", count: 50)] + (1...99).map { "note \($0)" })
      dataSource.apply(snapshot, completion: nil)
      return (notes, dataSource)
    }

    @Test func selfSizingAndWidthChanges() {
      let (notes, dataSource) = Self.makeNotes()
      let last = ItemPath(row: 99, section: 0)

      // 50 characters, 20 to a line at 200 points: 3 lines of 20 points.
      #expect(notes.frameOfItem(at: Self.first).height == 60)
      #expect(notes.visibleItemPaths.allSatisfy { notes.isMeasured(itemAt: $0) })
      #expect(!notes.isMeasured(itemAt: last))
      #expect(notes.frameOfItem(at: last).height == 44)

      notes.viewport.width = 100
      // 10 characters to a line now: 5 lines.
      #expect(notes.frameOfItem(at: Self.first).height == 100)
      #expect(!notes.isMeasured(itemAt: last))
      #expect(dataSource.reloadCount == 0)
    }

    /// A self-sizing list of ads, each unloaded.
    static func makeAds() -> (HeadlessList, DiffableDataSource<Int, String>) {
      let ads = HeadlessList(
        viewport: Viewport(width: 320, height: 440),
        arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
      ads.register(AdView.self)
      let dataSource = DiffableDataSource<Int, String>(ads) { ad in
        .view(AdView.self, ad)
      }
      var snapshot = Snapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems((0..<20).map { "ad \($0)" })
      dataSource.apply(snapshot, completion: nil)
      return (ads, dataSource)
    }

    @Test func lateSizeReportsAndSizedToContent() {
      let (ads, dataSource) = Self.makeAds()
      let passes = ads.layout.layoutPassCount
      #expect(ads.frameOfItem(at: Self.first).height == 44)

      for path in ads.visibleItemPaths.prefix(2) {
        ads.cell(at: path, as: AdView.self)?.view.adDidLoad(height: 250)
      }
      #expect(ads.layout.hasPendingReports)
      #expect(ads.frameOfItem(at: Self.first).height == 44, "nothing moves before the layout pass")
      ads.layoutIfNeeded()

      #expect(!ads.layout.hasPendingReports)
      #expect(ads.frameOfItem(at: Self.first).height == 250)
      #expect(ads.frameOfItem(at: ItemPath(row: 1, section: 0)).height == 250)
      #expect(ads.layout.layoutPassCount == passes + 1, "two reports, one pass")

      let popover = Popover(height: ads.contentSize.height)
      ads.cell(at: ItemPath(row: 0, section: 0), as: AdView.self)?.view.adDidLoad(height: 300)
      #expect(ads.contentSize.height == popover.height, "the report waits for the pass")
      ads.layoutIfNeeded()
      let before = popover.height
      popover.height = ads.contentSize.height
      #expect(popover.height == before + 50)

      // A scroll runs the pending pass too.
      ads.cell(at: Self.first, as: AdView.self)?.view.adDidLoad(height: 200)
      #expect(ads.layout.hasPendingReports)
      ads.viewport.offset = 1
      #expect(!ads.layout.hasPendingReports)
      #expect(ads.frameOfItem(at: Self.first).height == 200)
      _ = dataSource
    }

    @Test func containersAnchorOnTheirOwn() {
      let (ads, dataSource) = Self.makeAds()
      ads.viewport.offset = 5 * 44
      var snapshot = dataSource.snapshot()
      snapshot.insertItems(["new 0", "new 1", "new 2"], beforeItem: "ad 0")
      dataSource.apply(snapshot, completion: nil)

      let top = ads.visibleItemPaths[0]
      #expect(dataSource.itemIdentifier(for: top) == "ad 5")
      #expect(ads.frameOfItem(at: top).minY == ads.viewport.offset)
      #expect(ads.viewport.offset == 8 * 44)
    }
  }
}

// MARK: - ReuseKit: Testing UI updates headlessly

extension DocumentationSnippetTests {
  @MainActor
  @Suite struct TestingHeadlessly {
    @Test func deletedFruitLeavesTheScreen() async {
      let list = HeadlessList(viewport: Viewport(width: 320, height: 88), rowHeight: 44)
      let dataSource = DiffableDataSource<String, String>(list) { title in
        .view(BadgeView.self, title)
      }
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["Fruit"])
      snapshot.appendItems(["Apple", "Banana", "Cherry"])
      await dataSource.apply(snapshot)
      #expect(list.visibleItemPaths == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)])

      snapshot.deleteItems(["Apple"])
      await dataSource.apply(snapshot)
      let titles = list.visibleItemPaths.compactMap { list.cell(at: $0, as: BadgeView.self)?.view.text }
      #expect(titles == ["Banana", "Cherry"])
    }

    /// A list of `rows` fruit, two rows on screen.
    static func makeList(
      rows: Int
    ) -> (HeadlessList, DiffableDataSource<String, String>, Snapshot<String, String>) {
      let list = HeadlessList(viewport: Viewport(width: 320, height: 88), rowHeight: 44)
      let dataSource = DiffableDataSource<String, String>(list) { title in
        .view(BadgeView.self, title)
      }
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["Fruit"])
      snapshot.appendItems((0..<rows).map { "Fruit \($0)" })
      dataSource.apply(snapshot, completion: nil)
      return (list, dataSource, snapshot)
    }

    @Test func lintingBatchUpdatesFromAnyLibrary() throws {
      let update = BatchUpdate(
        deletedItems: [ItemPath(row: 1, section: 0)], insertedItems: [ItemPath(row: 0, section: 0)])
      try update.validate(before: [3], after: [3])
      let error = #expect(throws: BatchUpdateError.self) {
        try update.validate(before: [3], after: [2], wording: .grid)
      }
      #expect(error?.rule == 27)
      #expect(error?.description.hasSuffix("(0 moved in, 0 moved out). Collection view: <UICollectionView>") == true)
    }

    @Test func validatorErrors() {
      let (list, dataSource, _) = Self.makeList(rows: 2)
      let updates = dataSource.batchUpdateCount

      let update = BatchUpdate(insertedItems: [ItemPath(row: 0, section: 0)])
      let error = #expect(throws: BatchUpdateError.self) {
        try update.validate(before: list.content.sectionCounts, after: list.content.sectionCounts)
      }
      #expect(error?.rule == 27)
      #expect(
        error?.description
          == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
          + "section after the update (2) must be equal to the number of rows contained in that section before the "
          + "update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, "
          + "0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, "
          + "0 moved out).")

      // A rejected update changes nothing.
      #expect(list.content.sectionCounts == [2])
      #expect(dataSource.batchUpdateCount == updates)
      _ = dataSource
    }

    @Test func reuseCounters() {
      let (list, dataSource, _) = Self.makeList(rows: 100)

      let reusedBefore = list.reusedCount
      for row in 1...50 { list.viewport.offset = Double(row) * 44 }
      #expect(list.createdCount == 2)
      #expect(list.reusedCount - reusedBefore == 50)
      #expect(list.registry.pool(for: BadgeView.self)?.availableCount == 0)
      _ = dataSource
    }

    @Test func failOnAReloadFallback() {
      let (list, dataSource, snapshot) = Self.makeList(rows: 3)
      dataSource.logger = ReuseKitLogger { message in
        if message.kind == .recoveredFailure { Issue.record("unexpected: \(message.text)") }
      }

      var next = snapshot
      next.moveItem("Fruit 2", beforeItem: "Fruit 1")
      dataSource.apply(next, completion: nil)
      #expect(dataSource.reloadCount == 0)
      #expect(list.visibleViewModels(of: BadgeView.self) == ["Fruit 0", "Fruit 2"])

      // A notice about the test's own input does not fail the test.
      #expect(dataSource.scrolling.scrollToItem(withID: "Fruit 9", at: .top) == false)
      #expect(dataSource.selection.selectItem(withID: "Fruit 9") == false)
      // A recovered failure does.
      withKnownIssue {
        dataSource.logger(.recoveredFailure("a staged update was rejected; reloading instead"))
      } matching: { issue in
        issue.comments.contains { $0.rawValue == "unexpected: a staged update was rejected; reloading instead" }
      }
    }

    @Test func collectTheMessages() {
      let (_, dataSource, _) = Self.makeList(rows: 3)
      let log = ReuseKitLogger.Collector()
      dataSource.logger = log.logger
      #expect(dataSource.scrolling.scrollToItem(withID: "Fruit 9", at: .top) == false)
      #expect(log.messages.map(\.kind) == [.notice])
      #expect(
        log.messages.map(\.text) == [
          "scrollToItem(withID:): the snapshot holds no item with the identity Fruit 9; not scrolled"
        ])
    }

    @Test func awaitingAnApply() async {
      let (list, dataSource, snapshot) = Self.makeList(rows: 3)
      dataSource.backgroundDiffingThreshold = 0

      var next = snapshot
      next.deleteItems(["Fruit 0"])
      await dataSource.apply(next)
      #expect(list.visibleViewModels(of: BadgeView.self) == ["Fruit 1", "Fruit 2"])
    }
  }
}
