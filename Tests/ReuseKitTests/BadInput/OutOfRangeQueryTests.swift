import ReuseKit
import ReuseKitTestSupport
import Testing

/// An index path or section out of range in every public query. A query that
/// can answer "nothing there" returns `nil`, as UIKit's `cellForItem(at:)`
/// and `itemIdentifier(for:)` do; a query that must return a number or a
/// frame stops with a message that names the index and the range, as
/// `UICollectionView.numberOfItems(inSection:)` raises.
@MainActor
@Suite struct OutOfRangeQueryTests {
  nonisolated static let outside = [
    ItemPath(item: 3, section: 0), ItemPath(item: 0, section: 2), ItemPath(item: -1, section: 0),
    ItemPath(item: 0, section: -1),
  ]

  /// A list showing one section of three items, through a data source.
  static func showing(movable: Bool = false) -> (HeadlessList, DiffableDataSource<Int, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    list.register(ModelView.self)
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      .view(ModelView.self, item).deletable(movable).movable(movable)
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1), Model(id: 2), Model(id: 3)])
    dataSource.apply(snapshot, completion: nil)
    return (list, dataSource)
  }

  @Test(arguments: outside)
  func optionalQueriesAnswerNil(path: ItemPath) {
    let (list, dataSource) = Self.showing()
    #expect(list.cellForItem(at: path) == nil)
    #expect(dataSource.itemIdentifier(for: path) == nil)
    #expect(dataSource.snapshot().itemIdentifier(at: path) == nil)
    #expect(dataSource.sectionIdentifier(for: path.section) == nil || path.section == 0)
    #expect(list.visibleViewModels(of: ModelView.self) == [Model(id: 1), Model(id: 2), Model(id: 3)])
  }

  @Test func sectionIdentifierOutOfRangeIsNil() {
    let (_, dataSource) = Self.showing()
    #expect(dataSource.sectionIdentifier(for: 1) == nil)
    #expect(dataSource.sectionIdentifier(for: -1) == nil)
    #expect(dataSource.sectionIdentifier(for: 0) == 0)
  }

  /// The queries that stop, by name; each runs in its own process.
  nonisolated static let trappingQueries: [(name: String, message: String)] = [
    (
      "container.numberOfItems(inSection:)",
      "HeadlessList.numberOfItems(inSection:): section 1 is out of range: there is 1 section"
    ),
    (
      "container.numberOfItems(inSection: -1)",
      "HeadlessList.numberOfItems(inSection:): section -1 is out of range: there is 1 section"
    ),
    (
      "layout.numberOfItems(inSection:)",
      "FlowLayout.numberOfItems(inSection:): section 1 is out of range: there is 1 section"
    ),
    (
      "layout.frame(of:)",
      "FlowLayout.frame(of:): item {length = 2, path = 0 - 3} is out of range: section 0 holds 3 items"
    ),
    (
      "layout.frame(of:) in a missing section",
      "FlowLayout.frame(of:): item {length = 2, path = 2 - 0} is out of range: there is 1 section"
    ),
    ("layout.headerFrame(inSection:)", "section 1 is out of range: there is 1 section"),
    ("layout.footerFrame(inSection:)", "section -1 is out of range: there is 1 section"),
    ("layout.isMeasured(_:)", "item {length = 2, path = 0 - -1} is out of range: section 0 holds 3 items"),
    ("layout.setHeight(_:for:)", "item {length = 2, path = 0 - 3} is out of range: section 0 holds 3 items"),
    ("layout.invalidateHeight(of:)", "item {length = 2, path = 0 - 3} is out of range: section 0 holds 3 items"),
    ("layout.reportHeight(_:for:)", "item {length = 2, path = 0 - 3} is out of range: section 0 holds 3 items"),
    (
      "container.frameOfItem(at:)",
      "HeadlessList.frameOfItem(at:): item {length = 2, path = 0 - 99} is out of range: section 0 holds 3 items"
    ),
    (
      "container.isMeasured(itemAt:)",
      "HeadlessList.isMeasured(itemAt:): item {length = 2, path = 1 - 0} is out of range: there is 1 section"
    ),
    (
      "container.reportHeight(_:forItemAt:)",
      "HeadlessList.reportHeight(_:forItemAt:): item {length = 2, path = 0 - 3} is out of range: section 0 holds 3 items"
    ),
    (
      "container.reportHeight(_:forItemAt:) of a bad height",
      "HeadlessList.reportHeight(_:forItemAt:): a height must be finite and not negative, not -1.0"
    ),
  ]

  @Test(arguments: trappingQueries)
  func numericQueriesStopWithTheRange(name: String, message: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
      recordCoverageWhenTrapping()
      await MainActor.run {
        let (list, _) = OutOfRangeQueryTests.showing()
        var layout = list.layout
        switch name {
        case "container.numberOfItems(inSection:)": _ = list.numberOfItems(inSection: 1)
        case "container.numberOfItems(inSection: -1)": _ = list.numberOfItems(inSection: -1)
        case "layout.numberOfItems(inSection:)": _ = layout.numberOfItems(inSection: 1)
        case "layout.frame(of:)": _ = layout.frame(of: ItemPath(item: 3, section: 0))
        case "layout.frame(of:) in a missing section": _ = layout.frame(of: ItemPath(item: 0, section: 2))
        case "layout.headerFrame(inSection:)": _ = layout.headerFrame(inSection: 1)
        case "layout.footerFrame(inSection:)": _ = layout.footerFrame(inSection: -1)
        case "layout.isMeasured(_:)": _ = layout.isMeasured(ItemPath(item: -1, section: 0))
        case "layout.setHeight(_:for:)": layout.setHeight(10, for: ItemPath(item: 3, section: 0))
        case "layout.invalidateHeight(of:)": layout.invalidateHeight(of: ItemPath(item: 3, section: 0))
        case "layout.reportHeight(_:for:)": layout.reportHeight(10, for: ItemPath(item: 3, section: 0))
        case "container.frameOfItem(at:)": _ = list.frameOfItem(at: ItemPath(item: 99, section: 0))
        case "container.isMeasured(itemAt:)": _ = list.isMeasured(itemAt: ItemPath(item: 0, section: 1))
        case "container.reportHeight(_:forItemAt:)": list.reportHeight(10, forItemAt: ItemPath(item: 3, section: 0))
        case "container.reportHeight(_:forItemAt:) of a bad height":
          list.reportHeight(-1, forItemAt: ItemPath(item: 0, section: 0))
        default: return  // An unknown name exits cleanly, which fails the expectation.
        }
      }
    }
    #expect(standardError(of: result).contains(message), "\(name)")
  }
}
