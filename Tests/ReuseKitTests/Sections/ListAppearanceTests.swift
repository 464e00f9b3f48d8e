import ReuseKit
import ReuseKitTestSupport
import Testing

/// A list section of Apple's appearances lays its rows out headless inside
/// the insets the UIKit model guesses, so that both agree, and carries its
/// separators and each row's accessories.
@MainActor
@Suite struct ListAppearanceTests {
  @Test func anInsetGroupedListLaysOutItsRowsInsideTheAppearancesInsets() {
    let store = HeadlessCollection(viewport: Viewport(width: 320, height: 500), arrangement: CompositionalArrangement())
    let dataSource = DiffableDataSource<Int, String>(store) {
      .view(LabelView.self, $0).accessories([.disclosureIndicator, .delete])
    }
    dataSource.sectionLayout = { section in
      section == 0 ? .list(appearance: .insetGrouped) : .list(appearance: .plain, showsSeparators: false)
    }
    var snapshot = Snapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a", "b"], toSection: 0)
    snapshot.appendItems(["c"], toSection: 1)
    dataSource.apply(snapshot, completion: nil)
    let first = store.frameOfItem(at: ItemPath(item: 0, section: 0))
    #expect(first.x == 20 && first.width == 280 && first.y == 18, "\(first)")
    let second = store.frameOfItem(at: ItemPath(item: 1, section: 0))
    #expect(second.y == first.y + first.height, "rows follow one another")
    let plain = store.frameOfItem(at: ItemPath(item: 0, section: 1))
    #expect(plain.x == 0 && plain.width == 320 && plain.y == second.y + second.height + 18, "\(plain)")
    let layout = SectionLayout.list(appearance: .insetGrouped)
    #expect(layout.listAppearance == .insetGrouped && layout.showsSeparators)
    #expect(layout.contentInsets == LayoutInsets(top: 18, left: 20, bottom: 18, right: 20))
    #expect(SectionLayout.list().listAppearance == nil, "a list of ReuseKit's own has no appearance")
    #expect(
      store.content.configuration(at: ItemPath(item: 0, section: 0))?.accessories == [.disclosureIndicator, .delete])
  }
}
