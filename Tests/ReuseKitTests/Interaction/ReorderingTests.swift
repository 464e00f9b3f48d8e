import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Reordering by a person: a drag moves the cell as a checked batch update,
/// the data source takes the move into its own snapshot, the app hears a
/// transaction, and a drop during an apply is rebased, never lost.
@MainActor
@Suite struct ReorderingTests {
  typealias Fixtures = InteractionFixtures

  @Test func aDragMovesTheItemWithinAndAcrossSections() {
    let (list, dataSource) = Fixtures.makeList(movable: { _ in true })
    var transactions: [ReorderingTransaction<Int, Model>] = []
    dataSource.editing.didReorder = { transactions.append($0) }
    let batches = dataSource.batchUpdateCount
    #expect(list.interaction.moveItem(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 5, section: 0)))
    #expect(Fixtures.ids(dataSource.snapshot())[0] == [0, 1, 3, 4, 5, 2, 6, 7, 8, 9])
    #expect(list.interaction.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 1)))
    let expected = [[1, 3, 4, 5, 2, 6, 7, 8, 9], [100, 101, 102, 0, 103, 104, 105, 106, 107, 108, 109]]
    #expect(Fixtures.ids(dataSource.snapshot()) == expected)
    // The container moved its cells itself, as UIKit does: the data source
    // performed no batch for them, and every cell shows the item at its path.
    #expect(dataSource.batchUpdateCount == batches && dataSource.reloadCount == 0)
    for (path, id) in Fixtures.shownIDs(list) { #expect(expected[path.section][path.item] == id) }
    // The transactions tell the app what moved, and their differences replay.
    #expect(transactions.map(\.item.id) == [2, 0])
    for transaction in transactions {
      let replayed = transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
      #expect(replayed == transaction.finalSnapshot.itemIdentifiers)
    }
    #expect(transactions.last.map { Fixtures.ids($0.finalSnapshot) } == expected)
    // Applying the app's own copy of the result changes nothing.
    dataSource.apply(Fixtures.snapshot(expected), completion: nil)
    #expect(dataSource.batchUpdateCount == batches)
  }

  @Test func onlyItemsTheAppAllowsMoveAndOnlyFromTheScreen() {
    // No item says it moves: nothing moves.
    let (unmovable, _) = Fixtures.makeList(height: 50)
    #expect(!unmovable.interaction.moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0)))
    let (list, dataSource) = Fixtures.makeList(height: 50, movable: { $0.id != 1 })
    let before = dataSource.snapshot()
    #expect(!list.interaction.moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0)))
    // Off screen, no finger reaches it.
    #expect(!list.interaction.moveItem(from: ItemPath(item: 8, section: 0), to: ItemPath(item: 0, section: 0)))
    #expect(Fixtures.ids(dataSource.snapshot()) == Fixtures.ids(before))
    // A drop where it was picked up changes nothing.
    #expect(list.interaction.moveItem(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 2, section: 0)))
    #expect(Fixtures.ids(dataSource.snapshot()) == Fixtures.ids(before))
  }

  @Test func aSelectedItemStaysSelectedWhereItIsDropped() {
    let (list, dataSource) = Fixtures.makeList(movable: { _ in true })
    dataSource.selection.selectItem(withID: 3)
    list.interaction.moveItem(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 1, section: 1))
    #expect(dataSource.selection.selectedIDs == [3])
    #expect(list.cell(at: ItemPath(item: 1, section: 1), as: StateView.self)?.view.state.isSelected == true)
  }

  @Test func aDropDuringABackgroundApplyIsRebasedOntoTheLatestSnapshot() async {
    let (list, dataSource) = Fixtures.makeList(movable: { _ in true })
    // A change on its way: 50 is appended, 7 deleted, and a later apply waits.
    let first = Fixtures.snapshot([Array(0..<10).filter { $0 != 7 } + [50], Array(100..<110)])
    let second = Fixtures.snapshot([Array(0..<10).filter { $0 != 7 } + [50, 51], Array(100..<110)])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      dataSource.apply(first, diffing: .background, completion: nil)
      dataSource.apply(second, diffing: .background) { done.resume() }
      #expect(dataSource.isApplying)
      // The person drags 2 to after 104, on the screen that still shows 7.
      #expect(list.interaction.moveItem(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 5, section: 1)))
    }
    let expected = [[0, 1, 3, 4, 5, 6, 8, 9, 50, 51], [100, 101, 102, 103, 104, 2, 105, 106, 107, 108, 109]]
    #expect(Fixtures.ids(dataSource.snapshot()) == expected)
    for (path, id) in Fixtures.shownIDs(list) { #expect(expected[path.section][path.item] == id) }
  }

  @Test func aDropRebasesByTheItemBeforeItOrAfterItOrItsSection() {
    let moved = Fixtures.snapshot([[1, 9, 2], [5], [8]])
    let item = Model(id: 9)
    // The item before it.
    #expect(
      Fixtures.ids(Fixtures.snapshot([[9, 0, 1, 2], [5]]).rebased(moving: item, like: moved)) == [[0, 1, 9, 2], [5]])
    // Without the item before it, the item after it.
    #expect(Fixtures.ids(Fixtures.snapshot([[9, 2], [5]]).rebased(moving: item, like: moved)) == [[9, 2], [5]])
    #expect(Fixtures.ids(Fixtures.snapshot([[2], [9, 5]]).rebased(moving: item, like: moved)) == [[9, 2], [5]])
    // Alone in its section, to that section's end.
    let alone = Fixtures.snapshot([[1], [9], [8]])
    #expect(Fixtures.ids(Fixtures.snapshot([[9, 1], [5]]).rebased(moving: item, like: alone)) == [[1], [5, 9]])
    // Nothing to go by, or the item gone: unchanged.
    #expect(Fixtures.ids(Fixtures.snapshot([[9, 2]]).rebased(moving: item, like: alone)) == [[9, 2]])
    #expect(Fixtures.ids(Fixtures.snapshot([[1], [5]]).rebased(moving: item, like: moved)) == [[1], [5]])
  }
}
