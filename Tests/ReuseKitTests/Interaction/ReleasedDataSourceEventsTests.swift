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
    dataSource?.apply(InteractionFixtures.snapshot([Array(0..<5)]), completion: nil)
    weak let released = dataSource
    dataSource = nil
    #expect(released == nil)
    let content = list.content
    let path = ItemPath(item: 0, section: 0)
    #expect(content.configuration(at: path) == nil && content.state(at: path) == .normal)
    #expect(!content.canMoveItem(at: path) && !content.canEditItem(at: path))
    #expect(content.sectionIndexTitles.isEmpty && content.title(ofKind: .header, inSection: 0) == nil)
    #expect(content.supplementaryConfiguration(ofKind: .header, inSection: 0) == nil)
    #expect(!content.showsSupplementaryViews)
    #expect(content.selectedItemPaths.isEmpty && !content.allowsMultipleSelection && !content.wantsPrefetching)
    // Every event is ignored.
    let events: [ContainerEvent] = [
      .didSelectItem(path), .didDeselectItem(path), .didMoveItem(from: path, to: path), .didDeleteItem(path),
      .didToggleExpansion(path), .prefetch([path]), .cancelPrefetching([path]),
      .displayChanged(ended: [], displayed: []),
      .displayChanged(ended: [], displayed: [], displayedSupplementaryViews: []),
    ]
    for event in events { content.send(event) }
  }
}
