import ReuseKit
import ReuseKitTestSupport
import Testing

/// Plain header and footer titles and the section index, from closures on
/// the data source.
@MainActor
@Suite struct SectionTitlesTests {
  typealias Fixtures = InteractionFixtures

  @Test func titlesAndTheIndexComeFromTheSections() {
    let (list, dataSource) = Fixtures.makeList([Array(0..<30), [], Array(200..<230)], height: 50)
    #expect(list.sectionIndexTitles.isEmpty && list.title(ofKind: .header, inSection: 0) == nil)
    dataSource.sectionTitles.headerTitle = { "Section \($0)" }
    dataSource.sectionTitles.footerTitle = { $0 == 2 ? "The end" : nil }
    dataSource.sectionTitles.indexTitle = { ["A", "B", "C"][$0] }
    #expect(list.title(ofKind: .header, inSection: 1) == "Section 1")
    #expect(list.title(ofKind: .footer, inSection: 0) == nil && list.title(ofKind: .footer, inSection: 2) == "The end")
    #expect(list.title(ofKind: .header, inSection: 3) == nil)
    #expect(list.sectionIndexTitles == ["A", "B", "C"])
    // A tap on "C" scrolls to its section; "B"'s section is empty, so the next one.
    list.scrollToSection(forSectionIndexTitleAt: 2)
    #expect(list.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    list.viewport.offset = 0
    list.scrollToSection(forSectionIndexTitleAt: 1)
    #expect(list.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    list.scrollToSection(forSectionIndexTitleAt: 7)
    #expect(list.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    // A last section without items has nothing to scroll to.
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([3])
    dataSource.apply(snapshot)
    dataSource.sectionTitles.indexTitle = { ["A", "B", "C", "D"][$0] }
    list.viewport.offset = 0
    list.scrollToSection(forSectionIndexTitleAt: 3)
    #expect(list.viewport.offset == 0)
  }

  @Test func aGridAnswersTheSameTitles() {
    let grid = HeadlessGrid(viewport: Viewport(width: 100, height: 50), rowHeight: 10, columns: 2)
    let dataSource = DiffableDataSource<Int, Model>(grid) { .view(StateView.self, $0) }
    dataSource.apply(Fixtures.snapshot([Array(0..<30), [], Array(200..<230)]))
    dataSource.sectionTitles.headerTitle = { "Section \($0)" }
    dataSource.sectionTitles.indexTitle = { ["A", "B", "C"][$0] }
    #expect(grid.title(ofKind: .header, inSection: 2) == "Section 2" && grid.sectionIndexTitles == ["A", "B", "C"])
    grid.scrollToSection(forSectionIndexTitleAt: 1)
    #expect(grid.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    grid.scrollToSection(forSectionIndexTitleAt: 5)
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([3])
    dataSource.apply(snapshot)
    dataSource.sectionTitles.indexTitle = { ["A", "B", "C", "D"][$0] }
    grid.viewport.offset = 0
    grid.scrollToSection(forSectionIndexTitleAt: 3)
    #expect(grid.viewport.offset == 0)
  }

  @Test func aListWithoutADataSourceHasNoTitles() {
    let list = HeadlessList()
    #expect(list.sectionIndexTitles.isEmpty && list.title(ofKind: .footer, inSection: 0) == nil)
    list.scrollToSection(forSectionIndexTitleAt: 0)
    #expect(list.viewport.offset == 0)
  }
}
