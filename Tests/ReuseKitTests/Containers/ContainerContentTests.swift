import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// What a container reads of the content it shows: a hand-written source
/// answers only configurations and leaves the rest to the defaults, an
/// empty content shows nothing, and a path outside the content stops with
/// a message that names it and the counts.
@MainActor
@Suite struct ContainerContentTests {
  @Test func contentReadsItsItemsOnlyWhenAsked() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let source = StringsDataSource(sections: [["a", "b"], ["c"]], container: list)
    list.dataSource = source
    list.reloadData()
    let content = list.content
    let path = ItemPath(item: 1, section: 0)
    #expect(content.sectionCounts == [2, 1] && content.numberOfSections == 2)
    #expect(content.numberOfItems(inSection: 1) == 1)
    #expect(content.contains(path) && !content.contains(ItemPath(item: 2, section: 0)))
    #expect(!content.contains(ItemPath(item: 0, section: 2)))
    #expect(content.configuration(at: path)?.reuseIdentifier == ReuseIdentifier(LabelView.self))
    // Everything a hand-written source leaves out takes its default.
    #expect(content.state(at: path) == .normal && !content.showsSupplementaryViews)
    #expect(content.supplementaryConfiguration(ofKind: .header, inSection: 0) == nil)
    #expect(content.supplementaryConfiguration(ofKind: .header, inSection: 5) == nil)
    #expect(content.title(ofKind: .footer, inSection: 1) == nil && content.title(ofKind: .header, inSection: 9) == nil)
    #expect(content.sectionIndexTitles.isEmpty && content.selectedItemPaths.isEmpty)
    #expect(!content.allowsMultipleSelection && !content.wantsPrefetching)
    #expect(!content.isMovable(at: path) && !content.isDeletable(at: path))
    #expect(!content.isMovable(at: ItemPath(item: 7, section: 0)) && !content.entersEditingMode(at: path))
    #expect(!content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: 1))
    content.send(.didSelectItem(path))  // Nobody listens: nothing happens.
    #expect(list.visibleViewModels(of: LabelView.self) == ["a", "b", "c"])
  }

  /// Only a failed edge's retry view takes its own height, whatever the
  /// container's header and footer heights; the app's views do not.
  @Test func aRetryViewTakesItsOwnHeight() async {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(MessageView.self, $0).deletable() }
    dataSource.supplementaryViewProvider = { _, _ in .view(LabelView.self, "app") }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([Model(id: 1)], toSection: 0)
    snapshot.appendItems([Model(id: 2)], toSection: 1)
    await dataSource.apply(snapshot)
    #expect(list.content.entersEditingMode(at: ItemPath(item: 0, section: 1)))
    #expect(!list.content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: 1), "the app's footer")
    struct Outage: Error {}
    dataSource.paging.retryViewProvider = { edge, _ in .view(LabelView.self, "retry \(edge)") }
    dataSource.paging.loader = { _ in throw Outage() }
    dataSource.paging.edges = [.bottom]
    await dataSource.appliesFinished()
    #expect(dataSource.paging.state(of: .bottom).isFailed)
    #expect(list.content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: 1), "the retry view")
    #expect(!list.content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: 0))
    #expect(!list.content.supplementaryTakesItsOwnHeight(ofKind: .header, inSection: 1))
    #expect(!list.content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: 2), "no such section")
  }

  @Test func anEmptyContentShowsNothing() {
    let content = ContainerContent()
    #expect(content.sectionCounts.isEmpty && content.sectionIndexTitles.isEmpty)
    #expect(!content.showsSupplementaryViews && content.selectedItemPaths.isEmpty)
    #expect(content.supplementaryConfiguration(ofKind: .header, inSection: 0) == nil)
    content.send(.prefetch([]))
  }

  @Test(arguments: [
    ("numberOfItems", "ContainerContent.numberOfItems(inSection:): section 3 is out of range: there are 2 sections"),
    (
      "configuration",
      "ContainerContent.configuration(at:): item {length = 2, path = 0 - 2} is out of range: "
        + "section 0 holds 2 items"
    ),
    ("state", "ContainerContent.state(at:): item {length = 2, path = 4 - 0} is out of range: there are 2 sections"),
    ("one section", "ContainerContent.state(at:): item {length = 2, path = 1 - 0} is out of range: there is 1 section"),
  ])
  func aPathOutsideTheContentStopsAndNamesIt(call: String, message: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [call = call as String] in
      recordCoverageWhenTrapping()
      await MainActor.run {
        let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
        let source = StringsDataSource(
          sections: call == "one section" ? [["a"]] : [["a", "b"], ["c"]], container: list)
        list.dataSource = source
        list.reloadData()
        switch call {
        case "numberOfItems": _ = list.content.numberOfItems(inSection: 3)
        case "configuration": _ = list.content.configuration(at: ItemPath(item: 2, section: 0))
        case "state": _ = list.content.state(at: ItemPath(item: 0, section: 4))
        default: _ = list.content.state(at: ItemPath(item: 0, section: 1))
        }
      }
    }
    #expect(standardError(of: result).contains(message), "\(standardError(of: result))")
  }
}
