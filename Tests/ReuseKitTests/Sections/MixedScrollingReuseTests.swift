import ReuseKit
import ReuseKitTestSupport
import Testing

/// Scrolling mixed sections reuses cells: once the container has shown every
/// screen, scrolling down and up again creates none, and it never holds a
/// cell for an item that is not visible.
@MainActor
@Suite struct MixedScrollingReuseTests {
  static func layout(ofSection section: Int) -> SectionLayout {
    switch section % 4 {
    case 0: .grid(columns: .count(3), itemHeight: .selfSizing(estimate: 44), interitemSpacing: 4)
    case 1: .waterfall(columns: 2, itemHeight: .selfSizing(estimate: 60), interitemSpacing: 4, lineSpacing: 4)
    case 2: .carousel(itemWidth: .fractionalWidth(0.45), itemHeight: .selfSizing(estimate: 44), interitemSpacing: 8)
    default: .list(itemHeight: .selfSizing(estimate: 44))
    }
  }

  @Test func scrollingBothWaysAfterTheFirstPassCreatesNoCell() {
    let store = HeadlessCollection(viewport: Viewport(width: 320, height: 500), arrangement: CompositionalArrangement())
    let dataSource = DiffableDataSource<Int, String>(store) { .view(LabelView.self, $0) }
    dataSource.sectionLayout = { Self.layout(ofSection: $0) }
    var snapshot = Snapshot<Int, String>()
    snapshot.appendSections(Array(0..<40))
    for section in 0..<40 {
      snapshot.appendItems(
        (0..<30).map { "Item \($0) of section \(section), a label of two lines" }, toSection: section)
    }
    dataSource.apply(snapshot, completion: nil)
    func pass(_ offsets: [Double]) {
      for offset in offsets {
        store.viewport.offset = offset
        #expect(Set(store.visibleItemPaths) == Set(store.layout.visibleItems(in: store.viewport)))
      }
    }
    let screens = (0...Int(store.contentSize.height / 500)).map { Double($0) * 500 }
    pass(screens)
    pass(screens.reversed())
    let afterFirstPass = store.createdCount
    pass(screens)
    pass(screens.reversed())
    #expect(store.createdCount == afterFirstPass)
    #expect(store.reusedCount > 0)
  }

  @Test func scrollingACarouselBothWaysCreatesNoCellAfterTheFirstScreen() {
    let store = HeadlessCollection(viewport: Viewport(width: 320, height: 300), arrangement: CompositionalArrangement())
    let dataSource = DiffableDataSource<Int, String>(store) { .view(LabelView.self, $0) }
    dataSource.sectionLayout = { _ in
      .carousel(itemWidth: .absolute(100), itemHeight: .selfSizing(estimate: 44), interitemSpacing: 10)
    }
    var snapshot = Snapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<200).map { "Card \($0)" })
    dataSource.apply(snapshot, completion: nil)
    // 100-point cards 110 apart in a 320-point row: 3 or 4 on screen; at an
    // offset of 95, the first card's last 5 points and three more show.
    store.setHorizontalOffset(95, inSection: 0)
    let firstScreen = store.createdCount
    for offset in stride(from: 95.0, through: 21_000, by: 55) { store.setHorizontalOffset(offset, inSection: 0) }
    for offset in stride(from: 21_000.0, through: 0, by: -55) { store.setHorizontalOffset(offset, inSection: 0) }
    store.setHorizontalOffset(0, inSection: 0)
    #expect(firstScreen == 4)
    #expect(store.createdCount == firstScreen)
    #expect(store.horizontalOffset(inSection: 0) == 0)
  }
}
