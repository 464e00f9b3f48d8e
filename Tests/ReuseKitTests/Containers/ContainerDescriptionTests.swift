import ReuseKit
import ReuseKitTestSupport
import Testing

/// A headless container describes what it shows, for a test's message and
/// the debugger: its sections, the visible headers, items and footers with
/// their frames and view models, and the state view.
@MainActor
@Suite struct ContainerDescriptionTests {
  @Test func aSmallListDescribesItsSectionsItemsHeadersAndFooters() async {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 100), rowHeight: 30)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(MessageView.self, $0) }
    dataSource.supplementaryViewProvider = { kind, section in
      kind == .header ? .view(LabelView.self, "Day \(section)") : nil
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([Model(id: 1), Model(id: 2, value: 7)], toSection: 0)
    snapshot.appendItems([Model(id: 3)], toSection: 1)
    await dataSource.apply(snapshot)
    #expect(
      String(reflecting: list) == """
        <HeadlessList> viewport 200×100 at 0, content 200×130, 2 sections (2, 1 items)
        section 0:
          header (0, 0, 200×20) LabelView "Day 0"
          item 0 (0, 20, 200×30) MessageView 1
          item 1 (0, 50, 200×30) MessageView 2:7
        section 1:
          header (0, 80, 200×20) LabelView "Day 1"
        """)
    #expect(list.description == "<HeadlessList>", "the short form, for error messages, stays")
  }

  @Test func anEmptyListDescribesItsStateView() async {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 100), rowHeight: 30)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(MessageView.self, $0) }
    dataSource.background.provider = { _ in .view(LabelView.self, "No messages") }
    await dataSource.apply(Snapshot())
    #expect(
      String(reflecting: list) == """
        <HeadlessList> viewport 200×100 at 0, content 200×0, no sections
        state view LabelView "No messages"
        """)
  }
}
