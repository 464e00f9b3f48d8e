import ReuseKit
import ReuseKitTestSupport
import Testing

/// A carousel keeps its horizontal offset by its section's identity through
/// a reload, a section move and an apply while the container is hidden.
@MainActor
@Suite struct CarouselOffsetTests {
  /// A store: a carousel of featured cards over a grid and a list.
  static func store() -> (HeadlessCollection, DiffableDataSource<String, String>) {
    let store = HeadlessCollection(
      viewport: Viewport(width: 320, height: 400),
      arrangement: CompositionalArrangement(section: .list(itemHeight: .fixed(44))))
    let dataSource = DiffableDataSource<String, String>(store) { .view(LabelView.self, $0) }
    dataSource.sectionLayout = { section in
      switch section {
      case "featured": .carousel(itemWidth: .fractionalWidth(0.5), itemHeight: .fixed(100), interitemSpacing: 10)
      case "grid": .grid(columns: .count(2), itemHeight: .fixed(60))
      default: .list()
      }
    }
    return (store, dataSource)
  }

  static func snapshot(_ sections: [String]) -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(sections)
    for section in sections {
      snapshot.appendItems((0..<12).map { "\(section) \($0)" }, toSection: section)
    }
    return snapshot
  }

  @Test func aCarouselKeepsItsOffsetThroughAReload() {
    let (store, dataSource) = Self.store()
    dataSource.apply(Self.snapshot(["featured", "grid", "list"]), completion: nil)
    store.setHorizontalOffset(255, inSection: 0)
    #expect(store.horizontalOffset(inSection: 0) == 255)
    let firstShown = store.visibleItemPaths.filter { $0.section == 0 }.first
    dataSource.applySnapshotUsingReloadData(Self.snapshot(["featured", "grid", "list"]), completion: nil)
    #expect(store.horizontalOffset(inSection: 0) == 255)
    #expect(store.visibleItemPaths.filter { $0.section == 0 }.first == firstShown)
  }

  @Test func aCarouselKeepsItsOffsetThroughASectionMove() {
    let (store, dataSource) = Self.store()
    dataSource.apply(Self.snapshot(["featured", "grid", "list"]), completion: nil)
    store.setHorizontalOffset(400, inSection: 0)
    dataSource.apply(Self.snapshot(["grid", "list", "featured"]), animation: .none, completion: nil)
    #expect(store.horizontalOffset(inSection: 2) == 400)
    #expect(store.horizontalOffset(inSection: 0) == 0)
  }

  @Test func aCarouselKeepsItsOffsetThroughAnApplyWhileHidden() {
    let (store, dataSource) = Self.store()
    dataSource.apply(Self.snapshot(["featured", "grid"]), completion: nil)
    store.setHorizontalOffset(120, inSection: 0)
    store.isVisible = false
    dataSource.apply(Self.snapshot(["list", "featured", "grid"]), completion: nil)
    store.isVisible = true
    #expect(store.horizontalOffset(inSection: 1) == 120)
    #expect(dataSource.reloadCount >= 1)
  }

  @Test func aPagingCarouselRestsAtAnItem() {
    let store = HeadlessCollection(arrangement: CompositionalArrangement())
    let dataSource = DiffableDataSource<String, String>(store) { .view(LabelView.self, $0) }
    dataSource.sectionLayout = { _ in
      .carousel(itemWidth: .absolute(100), itemHeight: .fixed(80), interitemSpacing: 20, scrollingBehavior: .paging)
    }
    dataSource.apply(Self.snapshot(["featured"]), completion: nil)
    store.setHorizontalOffset(170, inSection: 0)
    #expect(store.horizontalOffset(inSection: 0) == 120)
    store.setHorizontalOffset(10_000, inSection: 0)
    // 12 items of 100 points, 20 apart, end at 1,420; the viewport is 320 wide.
    #expect(store.horizontalOffset(inSection: 0) == 1_100)
  }
}
