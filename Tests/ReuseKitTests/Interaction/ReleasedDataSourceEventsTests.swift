import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// A container keeps its events after the data source that made them is
/// gone: each answers nothing and allows nothing, rather than trapping.
@MainActor
@Suite struct ReleasedDataSourceEventsTests {
  @Test func theEventsOfAReleasedDataSourceAllowNothing() throws {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    var dataSource: DiffableDataSource<Int, Model>? = DiffableDataSource(list) { .view(StateView.self, $0) }
    dataSource?.apply(InteractionFixtures.snapshot([Array(0..<5)]))
    weak let released = dataSource
    dataSource = nil
    #expect(released == nil)
    let events = try #require(list.provider?.events)
    let path = ItemPath(item: 0, section: 0)
    #expect(!events.canMoveItem(path) && !events.canEditItem(path))
    #expect(events.sectionIndexTitles().isEmpty && events.title(.header, 0) == nil)
    #expect(events.selectedItemPaths().isEmpty && !events.allowsMultipleSelection() && !events.wantsPrefetching())
    // The rest do nothing.
    events.moveItem(path, path)
    events.deleteItem(path)
    events.toggleExpansion(path)
    events.deselectItem(path)
    events.prefetchItems([path])
    events.cancelPrefetchingItems([path])
    events.prefetchRange([path])
    events.displayChanges([], [])
    events.supplementaryDisplayChanges([], [])
  }
}
