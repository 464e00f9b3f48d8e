import ReuseKit
import Testing

/// The paging block of the DocC article "Loading more and content states"
/// (`LoadingMore.md`, "Load older posts at the top"), as the test build
/// extracts it (`ReadmeLoadingMore`), then what a person does with the list it makes:
/// the first page loads at once, a scroll to the top loads older posts
/// while the post on screen stays where it was, and the history ends.
@MainActor
@Suite struct ReadmeLoadingMoreTests {
  typealias Post = ReadmeLoadingMore.Post

  /// Waits, a bounded time, until no edge of `dataSource` loads.
  static func settle(_ dataSource: DiffableDataSource<String, Post>) async {
    for _ in 0..<100_000 where dataSource.paging.state(of: .top).isLoading {
      try? await Task.sleep(nanoseconds: 100_000)
    }
  }

  @Test func theListPagesThroughTheHistory() async {
    let (list, dataSource) = await ReadmeLoadingMore.run()
    await Self.settle(dataSource)
    // 20 posts of 44 points are two screens: the top is in view, so the
    // next page loads too, and both keep the post on screen in place.
    #expect(dataSource.snapshot().numberOfItems >= 40)
    let first = dataSource.snapshot().itemIdentifiers.first?.id ?? 0
    let shown = dataSource.scrolling.readingPosition
    list.viewport.offset = 0
    await Self.settle(dataSource)
    #expect(dataSource.snapshot().itemIdentifiers.first?.id ?? 0 < first)
    #expect(shown != nil)
    while case .idle = dataSource.paging.state(of: .top) {
      list.viewport.offset = 0
      await Self.settle(dataSource)
    }
    guard case .finished = dataSource.paging.state(of: .top) else {
      Issue.record("the history ends at post 0")
      return
    }
    #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == Array(0..<100))
    let shownIDs = list.visibleViewModels(of: ReadmeLoadingMore.PostView.self).map(\.id)
    #expect(Set(shownIDs).count == shownIDs.count && shownIDs.count >= 10)
  }
}
