import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// A container keeps the content it was handed after the data source that
/// made it is gone: the content is a value and keeps saying what it said,
/// and every event the container reports through it is dropped.
@MainActor
@Suite struct ReleasedDataSourceEventsTests {
  @Test func aReleasedDataSourcesContentKeepsItsAnswersAndDropsEvents() throws {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    var dataSource: DiffableDataSource<Int, Model>? = DiffableDataSource(list) {
      .view(StateView.self, $0).deletable($0.id == 0)
    }
    dataSource?.apply(InteractionFixtures.snapshot([Array(0..<5)]), completion: nil)
    dataSource?.selection.selectItem(withID: 1)
    weak let released = dataSource
    dataSource = nil
    #expect(released == nil)
    let content = list.content
    let path = ItemPath(item: 0, section: 0)
    #expect(content.configuration(at: path) != nil && content.state(at: path) == .normal)
    #expect(content.isDeletable(at: path) && !content.isMovable(at: path))
    #expect(content.selectedItemPaths == [ItemPath(item: 1, section: 0)] && !content.allowsMultipleSelection)
    #expect(content.supplementaryConfiguration(ofKind: .header, inSection: 0) == nil)
    // Every event is dropped: nothing changes what the list shows.
    let shown = list.visibleItemPaths.map { list.cellForItem(at: $0).map(ObjectIdentifier.init) }
    let events: [ContainerEvent] = [
      .didSelectItem(path), .didDeselectItem(path), .didMoveItem(from: path, to: path), .didDeleteItem(path),
      .didToggleExpansion(path), .prefetch([path]), .cancelPrefetching([path]),
      .displayChanged(ended: [], displayed: []),
      .displayChanged(ended: [], displayed: [], displayedSupplementaryViews: []),
    ]
    for event in events { content.send(event) }
    #expect(list.visibleItemPaths.map { list.cellForItem(at: $0).map(ObjectIdentifier.init) } == shown)
    #expect(list.content.selectedItemPaths == [ItemPath(item: 1, section: 0)])
  }
}
