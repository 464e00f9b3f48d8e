import ReuseKit
import ReuseKitTestSupport
import Testing

/// A headless view that records every state it is told.
@MainActor
final class StateView: ConfigurableView {
  private(set) var model: Model?
  private(set) var states: [CellState] = []
  var state: CellState { states.last ?? .normal }

  func configure(with viewModel: Model) { model = viewModel }
  func update(for state: CellState) { states.append(state) }
}

/// Selection by identity and the cell state that shows it: single and
/// multiple selection, kept across moves, reconfigures and reloads, dropped
/// with deleted items, and told to every view, with nothing left behind on
/// a reused view.
@MainActor
@Suite struct SelectionTests {
  static func makeList(_ count: Int = 30) -> (HeadlessList, DiffableDataSource<Int, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(StateView.self, $0) }
    dataSource.apply(snapshot((0..<count).map { Model(id: $0) }), completion: nil)
    return (list, dataSource)
  }

  static func snapshot(_ items: [Model]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  static func view(_ list: HeadlessList, _ id: Int, _ dataSource: DiffableDataSource<Int, Model>) -> StateView? {
    dataSource.itemPath(forID: id).flatMap { list.cell(at: $0, as: StateView.self)?.view }
  }

  @Test func singleSelectionSelectsOneItemAndTellsTheViews() {
    let (list, dataSource) = Self.makeList()
    #expect(dataSource.selection.selectItem(withID: 3))
    #expect(Self.view(list, 3, dataSource)?.state.isSelected == true)
    dataSource.selection.selectItem(withID: 5)
    #expect(dataSource.selection.selectedIDs == [5])
    #expect(Self.view(list, 3, dataSource)?.state.isSelected == false)
    #expect(Self.view(list, 5, dataSource)?.state.isSelected == true)
    // A tap selects too.
    list.interaction.tap(itemAt: ItemPath(item: 7, section: 0))
    #expect(dataSource.selection.selectedIDs == [7])
  }

  @Test func multipleSelectionTogglesOnTapAndKeepsSnapshotOrder() {
    let (list, dataSource) = Self.makeList()
    dataSource.selection.allowsMultipleSelection = true
    for item in [6, 2, 4, 2] { list.interaction.tap(itemAt: ItemPath(item: item, section: 0)) }
    #expect(dataSource.selection.selectedIDs == [4, 6])
    dataSource.selection.allowsSelection = false
    list.interaction.tap(itemAt: ItemPath(item: 1, section: 0))
    #expect(dataSource.selection.selectedIDs == [4, 6])
    dataSource.selection.deselectAll()
    #expect(dataSource.selection.selectedIDs.isEmpty)
    #expect(Self.view(list, 4, dataSource)?.state.isSelected == false)
  }

  @Test func theSelectionFollowsItsItemsAndLeavesWithDeletedOnes() {
    let (list, dataSource) = Self.makeList()
    dataSource.selection.allowsMultipleSelection = true
    for id in [1, 2, 3] { dataSource.selection.selectItem(withID: id) }
    // Moved, reconfigured, reloaded, deleted.
    var items = (0..<30).map { Model(id: $0) }
    items.swapAt(1, 8)
    items[2].value = 9
    items.remove(at: 3)
    dataSource.apply(Self.snapshot(items), completion: nil)
    #expect(dataSource.selection.selectedIDs == [1, 2])
    #expect(Self.view(list, 1, dataSource)?.state.isSelected == true)
    #expect(Self.view(list, 2, dataSource)?.state.isSelected == true)
    #expect(Self.view(list, 8, dataSource)?.state.isSelected == false)
    dataSource.applySnapshotUsingReloadData(Self.snapshot(items), completion: nil)
    #expect(dataSource.selection.selectedIDs == [1, 2])
    #expect(Self.view(list, 2, dataSource)?.state.isSelected == true)
  }

  @Test func aReusedViewShowsNoStateOfItsLastItem() {
    let (list, dataSource) = Self.makeList()
    dataSource.selection.selectItem(withID: 0)
    list.interaction.setSwiped(true, itemAt: ItemPath(item: 1, section: 0))
    list.interaction.focus(itemAt: ItemPath(item: 2, section: 0))
    let swiped = Self.view(list, 1, dataSource)
    #expect(swiped?.state.isSwiped == true)
    list.viewport.offset = 200
    for path in list.visibleItemPaths {
      let view = list.cell(at: path, as: StateView.self)?.view
      #expect(view?.state == .normal, "\(path): \(String(describing: view?.state))")
    }
    list.viewport.offset = 0
    #expect(Self.view(list, 0, dataSource)?.state.isSelected == true)
    #expect(Self.view(list, 1, dataSource)?.state.isSwiped == false, "a swipe ends when its cell goes")
  }

  @Test func focusMovesAndAHighlightEnds() {
    let (list, dataSource) = Self.makeList()
    list.interaction.focus(itemAt: ItemPath(item: 2, section: 0))
    list.interaction.focus(itemAt: ItemPath(item: 4, section: 0))
    #expect(Self.view(list, 2, dataSource)?.state.isFocused == false)
    #expect(Self.view(list, 4, dataSource)?.state.isFocused == true)
    list.interaction.setHighlighted(true, itemAt: ItemPath(item: 4, section: 0))
    #expect(Self.view(list, 4, dataSource)?.state == CellState(isHighlighted: true, isFocused: true))
    list.interaction.setHighlighted(false, itemAt: ItemPath(item: 4, section: 0))
    // An item off screen cannot be touched.
    list.interaction.tap(itemAt: ItemPath(item: 25, section: 0))
    #expect(dataSource.selection.selectedIDs.isEmpty)
  }

  @Test func aTapHighlightsThenSelectsAndShowsBothToTheView() {
    let (list, dataSource) = Self.makeList()
    list.interaction.tap(itemAt: ItemPath(item: 3, section: 0))
    let states = Self.view(list, 3, dataSource)?.states ?? []
    #expect(
      states.suffix(3) == [CellState(isHighlighted: true), CellState(), CellState(isSelected: true)],
      "finger down, finger up, then the selection: \(states)")
  }

  @Test func anItemThatMayNotBeSelectedTakesNoHighlightAndATapDoesNothing() {
    let (list, dataSource) = Self.makeList()
    dataSource.selection.canSelectItem = { $0.id != 3 }
    list.interaction.setHighlighted(true, itemAt: ItemPath(item: 3, section: 0))
    #expect(Self.view(list, 3, dataSource)?.state == CellState(isDisabled: true))
    list.interaction.tap(itemAt: ItemPath(item: 3, section: 0))
    #expect(Self.view(list, 3, dataSource)?.states.contains { $0.isHighlighted } == false)
    #expect(dataSource.selection.selectedIDs.isEmpty)
    dataSource.selection.allowsSelection = false
    list.interaction.setHighlighted(true, itemAt: ItemPath(item: 4, section: 0))
    #expect(Self.view(list, 4, dataSource)?.state.isHighlighted == false, "no highlight while a person selects nothing")
  }

  @Test func selectingAnUnknownIdentityIsLoggedAndChangesNothing() {
    let (_, dataSource) = Self.makeList()
    let log = LogCollector()
    dataSource.logger = log.logger
    dataSource.selection.selectItem(withID: 2)
    #expect(!dataSource.selection.selectItem(withID: 404))
    #expect(dataSource.selection.selectedIDs == [2])
    #expect(log.messages.count == 1 && log.messages[0].contains("404"))
    dataSource.selection.deselectItem(withID: 404)
    #expect(dataSource.selection.selectedIDs.contains(2))
  }

  @Test func anItemSelectedBeforeItsApplyLandsStaysSelected() async {
    let (list, dataSource) = Self.makeList()
    var next = dataSource.snapshot()
    next.appendItems([Model(id: 100)])
    dataSource.apply(next, diffing: .background, completion: nil)
    // Another apply waits behind it: the first one lands without item 101.
    next.appendItems([Model(id: 101)])
    dataSource.apply(next, diffing: .background, completion: nil)
    #expect(dataSource.selection.selectItem(withID: 101))
    await dataSource.apply(dataSource.snapshot())
    #expect(dataSource.selection.selectedIDs == [101])
    _ = list
  }
}
