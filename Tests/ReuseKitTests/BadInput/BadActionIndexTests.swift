import ReuseKit
import ReuseKitTestSupport
import Testing

/// A test that asks a headless list for an action that the open swipe
/// actions or menu do not have stops with a message that names the call,
/// what it asked for and what is open.
@Suite struct BadActionIndexTests {
  @Test func aSwipeActionOutOfRangeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let list = BadActionIndexTests.list()
        list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)
        list.interaction.performSwipeAction(at: 3)
      }
    }
    let message = standardError(of: result)
    #expect(
      message.contains("HeadlessList interaction.performSwipeAction(at:): no action at 3 of the actions open on item"))
    #expect(message.contains("[\"Flag\"]"))
  }

  @Test func aMenuActionThatIsNotThereStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let list = BadActionIndexTests.list()
        list.interaction.openContextMenu(itemAt: ItemPath(item: 0, section: 0))
        list.interaction.performContextMenuAction(at: [0, 2])
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("interaction.performContextMenuAction(at:): the open menu of item"))
    #expect(message.contains("has no action at [0, 2]"))
  }

  /// A list of one item with one swipe action and a menu of one action.
  @MainActor
  static func list() -> HeadlessList {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    let dataSource = DiffableDataSource<Int, Model>(list) { model in
      .view(ModelView.self, model)
        .swipeActions([SwipeAction(title: "Flag") { done in done(true) }])
        .contextMenu(ContextMenu([.action(MenuAction(title: "Share") {})]))
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1)])
    dataSource.apply(snapshot, completion: nil)
    retained.append(dataSource)
    return list
  }

  /// Keeps the data sources of the lists above alive for the test.
  @MainActor static var retained: [AnyObject] = []
}
