import UIKit

/// "section.row" for an event log.
func pathName(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }

/// A table and collection view delegate that logs the calls UIKit makes.
final class RecordingDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var events: [String] = []
  /// Paths whose selection the delegate refuses.
  var refused: Set<IndexPath> = []
  /// Where the delegate retargets every drag, if anywhere.
  var retarget: IndexPath?
  /// The editing style of each row; `.delete` for the others.
  var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
  /// Whether highlight calls are logged too; paths the delegate keeps from highlighting.
  var logsHighlights = false
  var unhighlightable: Set<IndexPath> = []

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    logHighlight("shouldHighlight", indexPath)
    return !unhighlightable.contains(indexPath)
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    logHighlight("didHighlight", indexPath)
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    logHighlight("didUnhighlight", indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    logHighlight("shouldHighlight", indexPath)
    return !unhighlightable.contains(indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    logHighlight("didHighlight", indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    logHighlight("didUnhighlight", indexPath)
  }
  private func logHighlight(_ call: String, _ path: IndexPath) {
    if logsHighlights { events.append("\(call) \(pathName(path))") }
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    editingStyles[indexPath] ?? .delete
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willSelect \(pathName(indexPath))")
    return refused.contains(indexPath) ? nil : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(pathName(indexPath))")
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willDeselect \(pathName(indexPath))")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(pathName(indexPath))")
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    events.append("willDisplay \(pathName(indexPath))")
  }
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    events.append("didEnd \(pathName(indexPath)) \((cell as? LabelTableCell)?.label.text ?? "")")
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    events.append("willBeginEditing \(pathName(indexPath))")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    events.append("didEndEditing \(indexPath.map(pathName) ?? "nil")")
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    events.append("willDisplayHeader \(section)")
  }
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    retarget ?? proposedDestinationIndexPath
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    events.append("shouldSelect \(pathName(indexPath))")
    return !refused.contains(indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelect \(pathName(indexPath))")
  }
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    events.append("shouldDeselect \(pathName(indexPath))")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("didDeselect \(pathName(indexPath))")
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    events.append("willDisplay \(pathName(indexPath))")
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    events.append("didEnd \(pathName(indexPath)) \((cell as? LabelCollectionCell)?.label.text ?? "")")
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    events.append("willDisplayHeader \(indexPath.section)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    events.append("didEndHeader \(indexPath.section)")
  }
}

/// A plain section header for a collection view.
final class PlainHeader: UICollectionReusableView, UIKitModelReusableViewClass {
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { nil }
}

/// A data source of strings that supports editing, moving and titles, as
/// UIKit's documentation asks: it deletes a committed row itself and, on a
/// move, updates only its data (unless `forgetsMoves`).
final class EditableDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  var sections: [[String]]
  var notEditable: Set<IndexPath> = []
  var notMovable: Set<IndexPath> = []
  var forgetsMoves = false
  var indexTitles: [String]?
  var headerTitles: [Int: String] = [:]
  var footerTitles: [Int: String] = [:]
  /// The sections whose collection view headers the view asked for.
  var headerRequests: [Int] = []
  var events: [String] = []
  /// What the view showed at the destination when the data source heard of a move.
  var shownAtDestination: String?

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Label", for: indexPath)
    (cell as? LabelTableCell)?.label.text = sections[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !notEditable.contains(indexPath)
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    events.append("commit \(editingStyle == .delete ? "delete" : "other") \(pathName(indexPath))")
    guard editingStyle == .delete else { return }
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    !notMovable.contains(indexPath)
  }
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    events.append("move \(pathName(sourceIndexPath)) \(pathName(destinationIndexPath))")
    shownAtDestination = (tableView.cellForRow(at: destinationIndexPath) as? LabelTableCell)?.label.text
    move(sourceIndexPath, destinationIndexPath)
  }
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    events.append("sectionFor \(title) \(index)")
    return sections.count - 1 - index
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    (cell as? LabelCollectionCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    headerRequests.append(indexPath.section)
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    (view as? LabelHeaderView)?.label.text = headerTitles[indexPath.section]
    return view
  }
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    !notMovable.contains(indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    events.append("move \(pathName(sourceIndexPath)) \(pathName(destinationIndexPath))")
    shownAtDestination = (collectionView.cellForItem(at: destinationIndexPath) as? LabelCollectionCell)?.label.text
    move(sourceIndexPath, destinationIndexPath)
  }

  private func move(_ source: IndexPath, _ destination: IndexPath) {
    guard !forgetsMoves else { return }
    let item = sections[source.section].remove(at: source.item)
    sections[destination.section].insert(item, at: destination.item)
  }
}

/// A prefetch data source that logs what it is asked.
final class PrefetchRecorder: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
  var prefetched: [[Int]] = []
  var cancelled: [[Int]] = []

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths.map(\.row))
  }
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths.map(\.row))
  }
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths.map(\.item))
  }
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths.map(\.item))
  }
}

/// A table in a window with an editable data source and a recording delegate.
@MainActor
func makeEditableTable(_ sections: [[String]]) -> (UITableView, EditableDataSource, RecordingDelegate, UIWindow) {
  let table = UITableView(frame: .zero, style: .plain)
  // The tests count 44-point rows; the default, automaticDimension, has tests of its own.
  table.rowHeight = 44
  table.register(LabelTableCell.self, forCellReuseIdentifier: "Label")
  let dataSource = EditableDataSource(sections)
  let delegate = RecordingDelegate()
  keptAlive += [dataSource, delegate]
  table.dataSource = dataSource
  table.delegate = delegate
  let window = window(showing: table, size: CGSize(width: 390, height: 440))
  return (table, dataSource, delegate, window)
}

/// A grid of 100 × 100 items in a window with an editable data source and a recording delegate.
@MainActor
func makeEditableGrid(
  _ sections: [[String]], headerHeight: CGFloat = 0
) -> (UICollectionView, EditableDataSource, RecordingDelegate, UIWindow) {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.headerReferenceSize = CGSize(width: 390, height: headerHeight)
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  grid.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Label")
  grid.register(
    PlainHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  let dataSource = EditableDataSource(sections)
  let delegate = RecordingDelegate()
  keptAlive += [dataSource, delegate]
  grid.dataSource = dataSource
  grid.delegate = delegate
  let window = window(showing: grid)
  return (grid, dataSource, delegate, window)
}
