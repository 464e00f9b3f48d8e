/// A person's move, taken into the data on screen and into every snapshot
/// the data source is heading to.
extension DiffableDataSource {
  /// Takes the move of the item at `source` to `destination` (its path
  /// after the move), which the container already shows: the data on
  /// screen changes without a batch update. An apply still waiting or
  /// running is rebased by identity, and a diff already under way is
  /// discarded and done again, so that neither undoes the move nor loses it.
  func takeMove(from source: ItemPath, to destination: ItemPath) -> ReorderingTransaction<Section, Item> {
    let initial = current
    let item = initial.sections[source.section].items[source.item]
    var moved = initial
    moved.moveItem(at: source, to: destination)
    current = moved
    data = moved.sections
    queue.takeMove(of: item, like: moved)
    return ReorderingTransaction(from: source, in: initial, to: destination, in: moved)
  }
}
