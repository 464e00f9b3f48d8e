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
    showMove(moved, from: source, to: destination)
    queue.takeMove(of: item, like: moved)
    return ReorderingTransaction(from: source, in: initial, to: destination, in: moved)
  }

  /// Hands the container the content after a person's move from `source`
  /// to `destination`, which its view already shows.
  private func showMove(_ moved: Snapshot<Section, Item>, from source: ItemPath, to destination: ItemPath) {
    let to = content(of: moved)
    let transition: ContentTransition
    do {
      transition = try self.transition(
        from: shown.containerContent, to: to.containerContent,
        BatchUpdate(movedItems: [Move(from: source, to: destination)]))
    } catch {
      fatalError("\(container): the move of \(source) to \(destination) was rejected: \(error)")
    }
    shown = to
    container.commit(ContentUpdate([transition], animation: .none, isShownAlready: true), completion: nil)
  }
}
