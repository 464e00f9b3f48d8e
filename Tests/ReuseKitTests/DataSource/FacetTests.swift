import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Each facet of a data source made on its own, with no data source: it is
/// driven by calls and values alone, and what it tells or asks goes to a
/// receiver that records it, through the sink a data source would own.
@MainActor
@Suite struct FacetTests {
  typealias Source = DiffableDataSource<Int, Model>

  /// Stands where a data source would: records the events and answers the
  /// questions from the values a test gives it.
  final class Receiver: ContentEventReceiving {
    var known: Set<Int> = []
    var phase: ContentPhase?
    var position: ReadingPosition<Int, Int>?
    private(set) var events: [String] = []
    private(set) var notices: [String] = []

    func receive(_ event: ContainerEvent, from content: StageContent<Int, Model>) { events.append("\(event)") }
    private(set) var pages: [(snapshot: Snapshot<Int, Model>, completion: @MainActor () -> Void)] = []
    func receive(_ event: FacetEvent<Int, Model>) {
      if case .applyPage(let snapshot, let completion) = event { pages.append((snapshot, completion)) }
      events.append("\(event)")
    }
    func holdsItem(withID id: Int, noticeFrom caller: String, outcome: String?) -> Bool {
      if !known.contains(id) { notices.append("\(caller) \(id)" + (outcome.map { ": \($0)" } ?? "")) }
      return known.contains(id)
    }
    var heading = Snapshot<Int, Model>()
    func snapshot() -> Snapshot<Int, Model> { heading }
    var contentPhase: ContentPhase? { phase }
    var visibleRegion: VisibleRegion?
    var readingPosition: ReadingPosition<Int, Int>? { position }
    var isRefreshing = false
  }

  static func sink() -> (ContentEventSink<Int, Model>, Receiver) {
    let sink = ContentEventSink<Int, Model>()
    let receiver = Receiver()
    sink.receiver = receiver
    return (sink, receiver)
  }

  static func snapshot(_ ids: [Int]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids.map { Model(id: $0) })
    return snapshot
  }

  @Test func selectionSelectsOnlyKnownItemsAndTellsOfEachChange() {
    let (sink, receiver) = Self.sink()
    let selection = Source.Selection(events: sink)
    receiver.known = [1, 2, 3]
    #expect(!selection.selectItem(withID: 9) && receiver.notices == ["selection.selectItem(withID:) 9"])
    #expect(selection.selectItem(withID: 1) && selection.selectItem(withID: 2))
    #expect(selection.selectedIDs == [2], "single selection keeps the last")
    selection.allowsMultipleSelection = true
    selection.selectItem(withID: 3)
    #expect(selection.selectedIDs == [2, 3])
    selection.deselectItem(withID: 7)
    selection.deselectAll()
    #expect(
      receiver.events == [
        "selectionChanged", "selectionChanged", "settingsChanged", "selectionChanged", "selectionChanged",
      ]
    )
  }

  @Test func selectionFollowsAnApplyWithoutAnEventAndHonoursTheItemsRule() {
    let (sink, receiver) = Self.sink()
    let selection = Source.Selection(events: sink)
    receiver.known = [1, 2]
    selection.allowsMultipleSelection = true
    selection.selectItem(withID: 1)
    selection.selectItem(withID: 2)
    let heard = receiver.events.count
    #expect(selection.keepOnly(itemsOf: Self.snapshot([2, 5])) && selection.selectedIDs == [2])
    #expect(!selection.keepOnly(itemsOf: Self.snapshot([2])))
    #expect(receiver.events.count == heard, "the apply shows the selection it leaves")
    selection.canSelectItem = { $0.id != 2 }
    selection.selectOnTap(Model(id: 2))
    selection.deselectOnTap(Model(id: 2))
    #expect(selection.selectedIDs.isEmpty, "a tap cannot select 2, but can deselect it")
    selection.allowsSelection = false
    selection.selectOnTap(Model(id: 1))
    #expect(selection.selectedIDs.isEmpty)
  }

  @Test func editingTellsOfAChangedModeOnce() {
    let (sink, receiver) = Self.sink()
    let editing = Source.Editing(events: sink)
    editing.isEditing = true
    editing.isEditing = true
    editing.isEditing = false
    #expect(receiver.events == ["settingsChanged", "settingsChanged"])
  }

  @Test func backgroundAsksForItsPhaseAndMakesItsView() {
    let (sink, receiver) = Self.sink()
    let background = Source.Background(events: sink)
    #expect(background.phase == nil && background.configuration(in: .empty) == nil, "no provider, no view")
    background.provider = { _ in .view(BackgroundStateTests.StatusView.self, ContentStatus(title: "Loading")) }
    receiver.phase = .loading
    guard case .loading = background.phase else {
      Issue.record("the phase the data source gives")
      return
    }
    #expect(background.configuration(in: .loading) != nil && background.configuration(in: nil) == nil)
    #expect(receiver.events == ["settingsChanged"])
  }

  @Test func scrollingChecksTheItemThenAsksForTheScroll() {
    let (sink, receiver) = Self.sink()
    let scrolling = Source.Scrolling(events: sink)
    receiver.known = [4]
    #expect(
      !scrolling.scrollToItem(withID: 5, at: .top) && receiver.notices == ["scrollToItem(withID:) 5: not scrolled"])
    #expect(scrolling.scrollToItem(withID: 4, at: .top, animated: false))
    scrolling.scrollToBottom()
    let position = ReadingPosition<Int, Int>(itemID: 4, sectionID: 0, fractionOfHeight: 0.5, neighbourIDs: [])
    scrolling.restore(position, loadingPages: 2)
    receiver.position = position
    #expect(scrolling.readingPosition == position)
    #expect(receiver.events.count == 3 && receiver.events[0].hasPrefix("scrollToItem(4"))
  }

  @Test func aFacetWhoseDataSourceIsGoneDoesNothing() {
    let sink = ContentEventSink<Int, Model>()
    let selection = Source.Selection(events: sink)
    #expect(!selection.selectItem(withID: 1) && selection.selectedIDs.isEmpty)
    #expect(Source.Background(events: sink).phase == nil && Source.Scrolling(events: sink).readingPosition == nil)
  }

  @Test func readingTrackerAnswersFromTheSnapshotsItIsHanded() {
    let tracker = Source.ReadingTracker()
    let shown = Self.snapshot(Array(0..<10))
    tracker.regionChanged(
      VisibleRegion(
        viewport: Viewport(width: 100, height: 100), contentHeight: 1_000, anchor: ItemPath(item: 4, section: 0),
        fractionOfHeight: 1.5), anchor: Model(id: 4))
    let position = tracker.position(in: shown)
    #expect(position?.itemID == 4 && position?.fractionOfHeight == 1 && position?.neighbourIDs.prefix(2) == [5, 3])
    #expect(tracker.position(in: Self.snapshot([1, 2])) == nil, "its item is gone")
    tracker.restore(
      ReadingPosition(itemID: 20, sectionID: 0, fractionOfHeight: 0.25, neighbourIDs: [3]), loadingPages: 1)
    #expect(tracker.target(in: shown, waitsForPage: { true }) == nil && tracker.pending != nil, "waits for a page")
    tracker.pageLoadEnded(brought: true)
    let neighbour = tracker.target(in: shown, waitsForPage: { true })
    #expect(neighbour?.id == 3 && neighbour?.fraction == 0 && tracker.pending == nil, "no page left: the neighbour")
    tracker.restore(ReadingPosition(itemID: 7, sectionID: 0, fractionOfHeight: 0.25, neighbourIDs: []), loadingPages: 0)
    #expect(
      tracker.target(
        in: shown,
        waitsForPage: {
          Issue.record("not asked"); return true
        })?.id == 7)
  }

  @Test func pagingLoadsNearItsEdgeAndHandsItsPageOnToApply() async throws {
    let (sink, receiver) = Self.sink()
    receiver.heading = Self.snapshot([1, 2])
    let paging = Source.Paging(events: sink, heading: receiver.heading)
    paging.edges = [.bottom]
    paging.loader = { request in
      .init(items: [Model(id: 3), Model(id: 2)], section: 0, reachedEnd: request.boundaryItem == Model(id: 2))
    }
    #expect(!paging.isLoading, "no region yet")
    paging.visibleRegionChanged(
      VisibleRegion(viewport: Viewport(width: 100, height: 100), contentHeight: 60, anchor: nil, fractionOfHeight: 0))
    #expect(paging.state(of: .bottom).isLoading && receiver.events == ["loadPhaseChanged"])
    for _ in 0..<1_000 where receiver.pages.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
    let page = try #require(receiver.pages.first)
    #expect(page.snapshot.itemIdentifiers.map(\.id) == [1, 2, 3], "merged, the repeated 2 kept where it was")
    #expect(receiver.events.contains { $0.hasPrefix("notice(") }, "the repeated identity is told")
    receiver.heading = page.snapshot
    page.completion()
    guard case .finished = paging.state(of: .bottom) else {
      Issue.record("the page reached the end")
      return
    }
    #expect(receiver.events.suffix(2) == ["loadPhaseChanged", "pageLoadEnded(brought: true)"])
  }
}

/// A stage's content, which has no snapshot to look its selected items up
/// in, and the observers of a data source.
@MainActor
@Suite struct StageContentAndObserverTests {
  @Test func aStageFindsItsSelectedItemsByWalkingItsSections() {
    let sink = ContentEventSink<Int, Model>()
    let providers = ContentProviders<Int, Model>(cell: { .view(MessageView.self, $0) })
    var state = StageContent<Int, Model>.State()
    state.selectedIDs = [4, 1]
    let sections = [
      DiffSection(model: 0, items: [Model(id: 1), Model(id: 2)]),
      DiffSection(model: 1, items: [Model(id: 3), Model(id: 4)]),
    ]
    let content = StageContent(sections: sections, state: state, providers: providers, events: sink).containerContent
    #expect(content.selectedItemPaths == [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 1)])
    #expect(content.itemIdentity(at: ItemPath(item: 0, section: 1)) == AnyHashable(3))
  }

  @Test func anObserverAddedTwiceHearsOnceAndAReleasedOneHearsNothing() {
    var observers = DataSourceObservers()
    let kept = ChangeObserver()
    var released: ChangeObserver? = ChangeObserver()
    weak let weakReleased = released
    observers.add(kept)
    observers.add(kept)
    observers.add(released!)
    observers.send(.selection)
    #expect(kept.changes == [.selection] && released?.changes == [.selection])
    released = nil
    #expect(weakReleased == nil, "observers hold their observers weakly")
    observers.remove(kept)
    observers.send(.readingPosition)
    #expect(kept.changes == [.selection])
  }
}
