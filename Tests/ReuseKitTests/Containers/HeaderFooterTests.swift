import ReuseKit
import ReuseKitTestSupport
import Testing

/// A section of the header tests: an identity and a title its header shows.
struct Day: Identifiable, Equatable, Diffable, Sendable {
  var id: Int
  var title: String
}

/// Headers and footers on headless containers: registered and dequeued by
/// type, self-sizing, sized late, anchored, pinned, updated in place without
/// touching the section's rows, and carried through section inserts, deletes
/// and moves.
@MainActor
@Suite struct HeaderFooterTests {
  /// A self-sizing list of `days` sections of `rows` model rows each, with a
  /// `LabelView` header showing each day's title and no footer.
  static func makeList(
    days: Int, rows: Int, height: Double = 200, arrangement: ListArrangement? = nil
  ) -> (HeadlessList, DiffableDataSource<Day, Model>) {
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: height),
      arrangement: arrangement ?? ListArrangement(itemHeight: .fixed(20), headerHeight: 10))
    let dataSource = DiffableDataSource<Day, Model>(list) { .view(ModelView.self, $0) }
    dataSource.supplementaryViewProvider = { kind, day in kind == .header ? .view(LabelView.self, day.title) : nil }
    dataSource.apply(snapshot(days: days, rows: rows), completion: nil)
    return (list, dataSource)
  }

  static func snapshot(days: Int, rows: Int, title: (Int) -> String = { "day \($0)" }) -> Snapshot<Day, Model> {
    var snapshot = Snapshot<Day, Model>()
    for day in 0..<days {
      snapshot.appendSections([Day(id: day, title: title(day))])
      snapshot.appendItems((0..<rows).map { Model(id: day * 1_000 + $0) }, toSection: Day(id: day, title: title(day)))
    }
    return snapshot
  }

  static func header(_ list: HeadlessList, _ section: Int) -> HostingCell<LabelView>? {
    list.supplementaryView(ofKind: .header, inSection: section, as: LabelView.self)
  }

  @Test func headersAreDequeuedByTypeFromTheirOwnPoolsAndReused() {
    let (list, dataSource) = Self.makeList(days: 40, rows: 3)
    defer { withExtendedLifetime(dataSource) {} }
    #expect(Self.header(list, 0)?.view.text == "day 0")
    #expect(list.frameOfSupplementaryView(ofKind: .header, inSection: 0)?.height == 20)
    #expect(list.supplementaryView(ofKind: .footer, inSection: 0, as: LabelView.self) == nil)
    #expect(list.layout.footerFrame(inSection: 0).height == 0)
    let created = list.createdCount
    for step in 1...60 { list.viewport.offset = Double(step * 50) }
    // Scrolling through 40 sections reused the few header views.
    #expect(list.createdCount - created <= 4)
    #expect(list.reusedCount > 60)
    #expect(
      list.visibleSupplementaryViewModels(ofKind: .header, of: LabelView.self).allSatisfy { $0.hasPrefix("day ") })
    // Headers and cells come from pools of their own kinds.
    #expect(list.visibleViewModels(of: LabelView.self).isEmpty)
  }

  @Test func aHeaderSizesItselfAndAViewWithoutAnAnswerTakesTheArrangementsHeight() {
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 300), arrangement: ListArrangement(itemHeight: .fixed(20), headerHeight: 7)
    )
    let dataSource = DiffableDataSource<Day, Model>(list) { .view(ModelView.self, $0) }
    dataSource.supplementaryViewProvider = { kind, day in
      switch (kind, day.id) {
      case (.header, 0): .view(LabelView.self, String(repeating: "x", count: 35))
      case (.header, _): .view(ModelView.self, Model(id: day.id))
      case (_, 0): .view(LabelView.self, "end")
      default: nil
      }
    }
    dataSource.apply(Self.snapshot(days: 2, rows: 2), completion: nil)
    // 35 characters at 10 a line: four lines of 20 points.
    #expect(list.layout.headerFrame(inSection: 0).height == 80)
    #expect(list.layout.footerFrame(inSection: 0).height == 20)
    #expect(list.layout.headerFrame(inSection: 1).height == 7)
    #expect(list.layout.footerFrame(inSection: 1).height == 0)
    #expect(list.layout.frame(of: ItemPath(item: 0, section: 1)).minY == 80 + 40 + 20 + 7)
  }

  @Test func aHeaderThatLearnsItsHeightLateKeepsTheReadingPosition() {
    let (list, dataSource) = Self.makeList(days: 10, rows: 10)
    list.viewport.offset = 1_000
    let anchor = list.visibleItemPaths[0]
    let top = list.layout.frame(of: anchor).minY - list.viewport.offset
    // A header above the viewport that is still shown would be rare; take
    // the first section's header, scroll it into view, and grow it.
    list.viewport.offset = 0
    let header = Self.header(list, 0)
    header?.view.fixedHeight = 90
    header?.sizeInvalidationHandler?()
    #expect(list.layout.headerFrame(inSection: 0).height == 90)
    #expect(list.layout.frame(of: ItemPath(item: 0, section: 0)).minY == 90)
    list.viewport.offset = 1_070
    #expect(list.layout.frame(of: anchor).minY - list.viewport.offset == top)
    _ = dataSource
  }

  @Test func aHeaderThatGrowsDuringThePassIsMeasuredOnceThePassEnds() {
    var growDuringThePass: (() -> Void)?
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 200),
      arrangement: ListArrangement(itemHeight: .fixed(20), headerHeight: 10))
    let dataSource = DiffableDataSource<Day, Model>(list) { model in
      // The cell provider runs inside the container's pass.
      growDuringThePass?()
      growDuringThePass = nil
      return .view(ModelView.self, model)
    }
    dataSource.supplementaryViewProvider = { kind, day in kind == .header ? .view(LabelView.self, day.title) : nil }
    dataSource.apply(Self.snapshot(days: 2, rows: 3), completion: nil)
    let header = Self.header(list, 0)
    #expect(list.layout.headerFrame(inSection: 0).height == 20)
    growDuringThePass = {
      header?.view.fixedHeight = 90
      header?.sizeInvalidationHandler?()
      #expect(list.layout.headerFrame(inSection: 0).height == 20, "the report waits for the end of the pass")
    }
    var snapshot = Self.snapshot(days: 2, rows: 3)
    snapshot.appendItems([Model(id: 500)], toSection: Day(id: 0, title: "day 0"))
    dataSource.apply(snapshot, completion: nil)
    #expect(growDuringThePass == nil)
    #expect(list.layout.headerFrame(inSection: 0).height == 90)
    #expect(list.frameOfSupplementaryView(ofKind: .header, inSection: 0)?.height == 90)
  }

  @Test func pinnedHeadersStayAtTheTopWhileTheirSectionIsUnderIt() {
    let (list, dataSource) = Self.makeList(days: 5, rows: 10)
    defer { withExtendedLifetime(dataSource) {} }
    list.pinsSectionHeaders = true
    // Section 1 runs from 220 (its header) to 440. Its header, measured
    // when it is pinned, grows from 10 to 20 points above the viewport,
    // which keeps its first row in place.
    list.viewport.offset = 300
    #expect(list.viewport.offset == 310)
    #expect(list.frameOfSupplementaryView(ofKind: .header, inSection: 1)?.minY == 310)
    #expect(Self.header(list, 1)?.view.text == "day 1")
    // Near the section's end, the next header pushes it up.
    list.viewport.offset = 430
    #expect(list.frameOfSupplementaryView(ofKind: .header, inSection: 1)?.minY == 420)
    list.pinsSectionHeaders = false
    list.viewport.offset = 300
    #expect(list.frameOfSupplementaryView(ofKind: .header, inSection: 1) == nil)
  }

  @Test func aSectionWhoseModelChangesUpdatesItsHeaderInPlaceAndKeepsItsRows() {
    let (list, dataSource) = Self.makeList(days: 3, rows: 4, height: 400)
    let header = Self.header(list, 1)
    let headerConfigured = header?.view.configureCount ?? 0
    let cells = list.visibleItemPaths.map { list.cell(at: $0, as: ModelView.self) }
    let configured = cells.map { $0?.view.configureCount }
    let created = list.createdCount
    dataSource.apply(
      Self.snapshot(days: 3, rows: 4) { $0 == 1 ? "renamed, and long enough to wrap" : "day \($0)" }, completion: nil)
    #expect(Self.header(list, 1) === header)
    #expect(header?.view.text == "renamed, and long enough to wrap")
    #expect(header?.view.configureCount == headerConfigured + 1, "configured once, in place")
    #expect(list.layout.headerFrame(inSection: 1).height == 80)
    // The rows were not touched: the same cells, configured no more often.
    let identities = { (cells: [HostingCell<ModelView>?]) in cells.map { $0.map(ObjectIdentifier.init) } }
    #expect(identities(list.visibleItemPaths.map { list.cell(at: $0, as: ModelView.self) }) == identities(cells))
    #expect(list.visibleItemPaths.map { list.cell(at: $0, as: ModelView.self)?.view.configureCount } == configured)
    #expect(list.createdCount == created)
    #expect(dataSource.reloadCount == 0)
  }

  @Test func aHeaderWhoseViewTypeChangesGetsAViewOfTheNewType() {
    let (list, dataSource) = Self.makeList(days: 2, rows: 2)
    #expect(dataSource.supplementaryViewProvider?(.header, Day(id: 7, title: "seven")) != nil)
    dataSource.supplementaryViewProvider = { kind, day in
      kind == .header ? .view(ModelView.self, Model(id: day.id)) : nil
    }
    #expect(Self.header(list, 0) == nil)
    #expect(list.supplementaryView(ofKind: .header, inSection: 0, as: ModelView.self)?.view.model == Model(id: 0))
    dataSource.supplementaryViewProvider = { _, _ in nil }
    #expect(list.supplementaryView(ofKind: .header, inSection: 0, as: ModelView.self) == nil)
    #expect(list.layout.headerFrame(inSection: 0).height == 0)
  }

  @Test func sectionInsertsDeletesAndMovesCarryTheirHeaders() {
    let (list, dataSource) = Self.makeList(days: 3, rows: 1, height: 400)
    let headers = (0..<3).map { Self.header(list, $0) }
    var next = dataSource.snapshot()
    next.insertSections([Day(id: 9, title: "day 9")], beforeSection: Day(id: 0, title: "day 0"))
    next.appendItems([Model(id: 9_000)], toSection: Day(id: 9, title: "day 9"))
    next.deleteSections([Day(id: 1, title: "day 1")])
    next.moveSection(Day(id: 2, title: "day 2"), beforeSection: Day(id: 0, title: "day 0"))
    dataSource.apply(next, completion: nil)
    #expect(list.visibleSupplementaryViewModels(ofKind: .header, of: LabelView.self) == ["day 9", "day 2", "day 0"])
    #expect(Self.header(list, 1) === headers[2])
    #expect(Self.header(list, 2) === headers[0])
    // The deleted section's header went back to its pool, for the new one.
    #expect(Self.header(list, 0) === headers[1])
  }
}
