import ReuseKit
import ReuseKitUIKit
import UIKit

/// A hosted view 44 points tall that shows an item's id and records every
/// state its cell hands it.
final class StateView: UIView, ConfigurableView {
  let label = UILabel(frame: .zero)
  private(set) var states: [CellState] = []

  init() {
    super.init(frame: .zero)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  func configure(with viewModel: String) { label.text = viewModel }

  func preferredHeight(forWidth width: Double) -> Double? { 44 }

  func update(for state: CellState) { states.append(state) }
}

/// An app's own table and collection view delegate that passes what UIKit
/// tells it to `reuse`, one line each, and logs the calls.
final class ForwardingDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var calls: [String] = []

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.reuse.headerView(inSection: section)
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    tableView.reuse.shouldHighlightRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    tableView.reuse.didHighlightRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    tableView.reuse.didUnhighlightRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(pathName(indexPath))")
    tableView.reuse.didSelectRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(pathName(indexPath))")
    tableView.reuse.didDeselectRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    tableView.reuse.willDisplay(cell, forRowAt: indexPath)
  }
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    tableView.reuse.didEndDisplaying(cell, forRowAt: indexPath)
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    tableView.reuse.willBeginEditingRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    tableView.reuse.didEndEditingRow(at: indexPath)
  }
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    tableView.reuse.editingStyle(forRowAt: indexPath)
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    tableView.reuse.willDisplayHeaderView(view, forSection: section)
  }
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
    tableView.reuse.didEndDisplayingHeaderView(view, forSection: section)
  }
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    tableView.reuse.footerView(inSection: section)
  }
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    tableView.reuse.willDisplayFooterView(view, forSection: section)
  }
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
    tableView.reuse.didEndDisplayingFooterView(view, forSection: section)
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    collectionView.reuse.shouldHighlightItem(at: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    collectionView.reuse.didHighlightItem(at: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    collectionView.reuse.didUnhighlightItem(at: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(pathName(indexPath))")
    collectionView.reuse.didSelectItem(at: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(pathName(indexPath))")
    collectionView.reuse.didDeselectItem(at: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    collectionView.reuse.willDisplay(cell, forItemAt: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    collectionView.reuse.didEndDisplaying(cell, forItemAt: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionView.reuse.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionView.reuse.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
  }
}

/// The data source of the interaction tests: sections of ``Topic`` and
/// items of ``Line``, each shown by a ``StateView`` with its id.
typealias LineSource = DiffableDataSource<Topic, Line>

/// A snapshot with one section per element of `sections`, holding lines
/// of those ids; section `i` is `Topic(id: i, title: "S<i>")`.
func sectioned(_ sections: [[Int]]) -> Snapshot<Topic, Line> {
  var snapshot = Snapshot<Topic, Line>()
  for (index, ids) in sections.enumerated() {
    let topic = Topic(id: index, title: "S\(index)")
    snapshot.appendSections([topic])
    snapshot.appendItems(ids.map { Line(id: $0, length: 10) }, toSection: topic)
  }
  return snapshot
}

/// A table in a window, driven by a data source, with an app delegate
/// that forwards to `reuse`; every part is kept alive.
@MainActor
func makeReuseTable(
  _ sections: [[Int]], multiple: Bool = false, height: CGFloat = 440, behaviour: LineBehaviour = LineBehaviour()
) -> (UITableView, LineSource, ForwardingDelegate) {
  let table = UITableView(frame: .zero, style: .plain)
  table.allowsMultipleSelection = multiple
  let delegate = ForwardingDelegate()
  table.delegate = delegate
  let dataSource = show(sections, multiple: multiple, in: table, height: height, behaviour: behaviour) {
    LineSource(table, cellProvider: $0)
  }
  keptAlive.append(delegate)
  return (table, dataSource, delegate)
}

/// A collection view of full-width 44-point rows in a window, driven by a
/// data source, with an app delegate that forwards to `reuse`.
@MainActor
func makeReuseGrid(
  _ sections: [[Int]], multiple: Bool = false, height: CGFloat = 440, behaviour: LineBehaviour = LineBehaviour()
) -> (UICollectionView, LineSource, ForwardingDelegate) {
  let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
  grid.allowsMultipleSelection = multiple
  let delegate = ForwardingDelegate()
  grid.delegate = delegate
  let dataSource = show(sections, multiple: multiple, in: grid, height: height, behaviour: behaviour) {
    LineSource(grid, cellProvider: $0)
  }
  keptAlive.append(delegate)
  return (grid, dataSource, delegate)
}

/// Which lines a person may delete and move: none, unless told otherwise.
struct LineBehaviour {
  var deletable: (Line) -> Bool = { _ in false }
  var movable: (Line) -> Bool = { _ in false }

  /// Every line may be deleted and moved.
  static var everything: Self { Self(deletable: { _ in true }, movable: { _ in true }) }
}

/// Puts `view` in a window, makes a data source for it with `makeSource`
/// whose cells are ``StateView``s that `behaviour` lets be deleted and
/// moved, and applies `sections`.
@MainActor
private func show(
  _ sections: [[Int]], multiple: Bool, in view: UIView, height: CGFloat, behaviour: LineBehaviour,
  makeSource: (@escaping LineSource.CellProvider) -> LineSource
) -> LineSource {
  useModelRunLoop()
  let window = window(showing: view, size: CGSize(width: 390, height: height))
  let dataSource = makeSource {
    .view(StateView.self, "\($0.id)").deletable(behaviour.deletable($0)).movable(behaviour.movable($0))
  }
  dataSource.selection.allowsMultipleSelection = multiple
  keptAlive += [dataSource, window]
  dataSource.apply(sectioned(sections), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  return dataSource
}

/// The index paths the data source's selection maps to in what it shows.
@MainActor
func modelSelectedPaths(_ dataSource: LineSource) -> Set<IndexPath> {
  Set(dataSource.selection.selectedIDs.compactMap { dataSource.itemPath(forID: $0) }.map(IndexPath.init))
}

/// The ids of the lines at `paths` in what the data source shows.
@MainActor
func ids(at paths: [IndexPath]?, in dataSource: LineSource) -> Set<Int> {
  Set((paths ?? []).compactMap { dataSource.itemIdentifier(for: ItemPath($0))?.id })
}

/// Fails unless the view's selected paths are the data source's selection.
@MainActor
func expectSelectionInStep(_ selected: [IndexPath]?, _ dataSource: LineSource, _ step: String) throws {
  let shown = Set(selected ?? [])
  let wanted = modelSelectedPaths(dataSource)
  try expect(shown == wanted, "\(step): the view selects \(shown.sorted()), the data source \(wanted.sorted())")
}

/// Fails unless the table's rows are the data source's snapshot: the same
/// counts, and each visible cell showing the id of its row's item.
@MainActor
func expectRowsInStep(_ table: UITableView, _ dataSource: LineSource, _ step: String) throws {
  let snapshot = dataSource.snapshot()
  let counts = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).count }
  let rows = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
  try expect(rows == counts, "\(step): the table has rows \(rows), the snapshot \(counts)")
  for path in table.indexPathsForVisibleRows ?? [] {
    let shown = (table.cellForRow(at: path) as? TableViewCell<StateView>)?.view.label.text
    let item = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[path.section])[path.row]
    try expect(shown == "\(item.id)", "\(step): row \(pathName(path)) shows \(shown ?? "nothing"), not \(item.id)")
  }
}

/// The last state the hosted view of the visible row or item at `path` was told.
@MainActor
func lastState(_ cell: UIView?) -> CellState? {
  ((cell as? TableViewCell<StateView>)?.view ?? (cell as? CollectionViewCell<StateView>)?.view)?.states.last
}
