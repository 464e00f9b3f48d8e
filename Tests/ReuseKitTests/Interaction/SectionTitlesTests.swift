import ReuseKit
import ReuseKitTestSupport
import Testing

/// Plain header and footer titles and the section index, from closures on
/// the data source.
@MainActor
@Suite struct SectionTitlesTests {
  typealias Fixtures = InteractionFixtures

  @Test func titlesAndTheIndexComeFromTheSections() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 50), rowHeight: 10)
    Self.check(list)
  }

  @Test func aGridAnswersTheSameTitles() {
    Self.check(HeadlessGrid(viewport: Viewport(width: 100, height: 50), rowHeight: 10, columns: 2))
  }

  /// Titles from the sections, the index, and taps on it, on `container`.
  static func check<Arrangement>(_ container: HeadlessContainer<Arrangement>) {
    let dataSource = DiffableDataSource<Int, Model>(container) { .view(StateView.self, $0) }
    dataSource.apply(Fixtures.snapshot([Array(0..<30), [], Array(200..<230)]), completion: nil)
    #expect(container.sectionIndexTitles.isEmpty && container.title(ofKind: .header, inSection: 0) == nil)
    dataSource.sectionTitles.headerTitle = { "Section \($0)" }
    dataSource.sectionTitles.footerTitle = { $0 == 2 ? "The end" : nil }
    dataSource.sectionTitles.indexTitle = { ["A", "B", "C"][$0] }
    #expect(container.title(ofKind: .header, inSection: 1) == "Section 1")
    #expect(container.title(ofKind: .footer, inSection: 0) == nil)
    #expect(container.title(ofKind: .footer, inSection: 2) == "The end")
    #expect(container.title(ofKind: .header, inSection: 3) == nil)
    #expect(container.sectionIndexTitles == ["A", "B", "C"])
    // A tap on "C" scrolls to its section; "B"'s section is empty, so the
    // next one; an index out of range does nothing.
    container.scrollToSection(forSectionIndexTitleAt: 2)
    #expect(container.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    container.viewport.offset = 0
    container.scrollToSection(forSectionIndexTitleAt: 1)
    #expect(container.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    container.scrollToSection(forSectionIndexTitleAt: 7)
    #expect(container.visibleItemPaths.first == ItemPath(item: 0, section: 2))
    // A last section without items has nothing to scroll to.
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([3])
    dataSource.apply(snapshot, completion: nil)
    dataSource.sectionTitles.indexTitle = { ["A", "B", "C", "D"][$0] }
    container.viewport.offset = 0
    container.scrollToSection(forSectionIndexTitleAt: 3)
    #expect(container.viewport.offset == 0)
  }

  @Test func aListWithoutADataSourceHasNoTitles() {
    let list = HeadlessList()
    #expect(list.sectionIndexTitles.isEmpty && list.title(ofKind: .footer, inSection: 0) == nil)
    list.scrollToSection(forSectionIndexTitleAt: 0)
    #expect(list.viewport.offset == 0)
  }
}
