import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Prefetching by identity: a headless list prefetches a screen ahead in
/// the direction of each scroll, cancels what leaves that range unseen,
/// and never prefetches what is shown.
@MainActor
@Suite struct PrefetchingTests {
  typealias Fixtures = InteractionFixtures

  @Test func scrollingPrefetchesAheadAndCancelsWhatIsLeftBehind() {
    let (list, dataSource) = Fixtures.makeList([Array(0..<100)], height: 50)
    var prefetched: [Int] = []
    var cancelled: Set<Int> = []
    dataSource.display.prefetchItems = { prefetched += $0.map(\.id) }
    dataSource.display.cancelPrefetchingItems = { cancelled.formUnion($0.map(\.id)) }
    // Down by 2 rows: rows 2–6 on screen, 7–11 a screen ahead.
    list.viewport.offset = 20
    #expect(prefetched == Array(7..<12))
    // On by 3: 7–9 come on screen, and are no longer waiting.
    list.viewport.offset = 50
    #expect(prefetched == Array(7..<15))
    #expect(dataSource.display.prefetchedIDs == Set(10..<15) && cancelled.isEmpty)
    // Back up: the rows below are cancelled, the rows above prefetched.
    list.viewport.offset = 40
    #expect(cancelled == Set(10..<15))
    #expect(prefetched.suffix(4) == [0, 1, 2, 3])
    #expect(dataSource.display.prefetchedIDs == Set(0..<4))
  }

  @Test func aDistanceOfZeroTurnsPrefetchingOffAndResizesPrefetchNothing() {
    let (list, dataSource) = Fixtures.makeList([Array(0..<100)], height: 50)
    var prefetched: [Int] = []
    dataSource.display.prefetchItems = { prefetched += $0.map(\.id) }
    list.viewport = Viewport(width: 80, height: 60)
    list.prefetchDistance = 0
    list.viewport.offset = 100
    #expect(prefetched.isEmpty)
    // Half a screen ahead.
    list.prefetchDistance = 0.5
    list.viewport.offset = 110
    #expect(prefetched == [17, 18, 19])
  }

  /// What a UIKit view's `prefetchDataSource` hears: paths to prefetch and
  /// to cancel, taken by identity; an item is prefetched once, a shown one
  /// never, and only prefetched items are cancelled.
  @Test func prefetchesAndCancelsByPathAsAUIKitViewAsks() throws {
    let (list, dataSource) = Fixtures.makeList([Array(0..<100)], height: 50)
    var prefetched: [Int] = []
    var cancelled: [Int] = []
    dataSource.display.prefetchItems = { prefetched += $0.map(\.id) }
    dataSource.display.cancelPrefetchingItems = { cancelled += $0.map(\.id) }
    let content = list.content
    let paths = (3..<9).map { ItemPath(item: $0, section: 0) }
    content.send(.prefetch(paths))
    content.send(.prefetch(paths))
    #expect(prefetched == [5, 6, 7, 8])
    content.send(.cancelPrefetching([ItemPath(item: 6, section: 0), ItemPath(item: 20, section: 0)]))
    #expect(cancelled == [6] && dataSource.display.prefetchedIDs == [5, 7, 8])
    content.send(.cancelPrefetching([ItemPath(item: 6, section: 0)]))
    #expect(cancelled == [6])
  }

  /// What a UIKit adapter asks of the selection: the selected paths, and a
  /// person's deselection, which respects `allowsSelection`.
  @Test func aUIKitViewReadsTheSelectedPathsAndDeselectsByPath() throws {
    let (list, dataSource) = Fixtures.makeList()
    dataSource.selection.allowsMultipleSelection = true
    #expect(list.content.allowsMultipleSelection)
    for id in [3, 102] { dataSource.selection.selectItem(withID: id) }
    #expect(Set(list.content.selectedItemPaths) == [ItemPath(item: 3, section: 0), ItemPath(item: 2, section: 1)])
    dataSource.selection.allowsSelection = false
    list.content.send(.didDeselectItem(ItemPath(item: 3, section: 0)))
    #expect(dataSource.selection.selectedIDs == [3, 102])
    dataSource.selection.allowsSelection = true
    list.content.send(.didDeselectItem(ItemPath(item: 3, section: 0)))
    #expect(dataSource.selection.selectedIDs == [102])
  }
}
