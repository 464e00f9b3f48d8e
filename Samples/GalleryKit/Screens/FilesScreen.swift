import ReuseKit

/// A file tree shown as an outline (``SectionSnapshot``) in a
/// ``HeadlessList``: `n`/`p` move the focus, Enter expands or collapses the
/// focused folder (an insert or a delete of its visible rows), and `r`
/// renames, moves and deletes nodes in one apply, each row showing its
/// level and expansion through its cell state.
@MainActor
final class FilesScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .fixed(1)))
    dataSource = DiffableDataSource(list) { node in .view(FileRowView.self, node) }
    dataSource.sectionSnapshotHandlers.shouldExpand = { $0.isFolder }
    // The top folders open.
    dataSource.apply(
      tree.sectionSnapshot(expanded: Set(tree.roots)), to: Self.section, animation: .none, completion: nil)
    focus(step: 0)
  }

  // MARK: - Internal

  let list: HeadlessList

  /// The outline the screen shows.
  var outline: SectionSnapshot<FileNode> { dataSource.snapshot(for: Self.section) }

  var name: String { "Files" }

  var subtitle: String { "SectionSnapshot outline · n/p focus · Enter expand/collapse · r rename, move, delete" }

  var stats: ContainerStats { ContainerStats(list) }

  func resize(width: Int, height: Int) { list.resize(width: width, height: height) }

  func scroll(by lines: Double) { list.scroll(by: lines) }

  /// Renames, moves and deletes nodes of the tree, and applies the new
  /// outline with the same folders expanded.
  func randomChange() {
    let outline = self.outline
    let expanded = Set(outline.items.filter(outline.isExpanded).map(\.id))
    let batch = tree.applyRandomBatch(using: &environment.random)
    let before = dataSource.batchUpdateCount
    dataSource.apply(tree.sectionSnapshot(expanded: expanded), to: Self.section, completion: nil)
    let stages = dataSource.batchUpdateCount - before
    environment.log.append(
      "\(environment.timestamp) renamed \(batch.renamed.joined(separator: ", ")); moved "
        + "\(batch.moved.joined(separator: ", ")); deleted \(batch.deleted.joined(separator: ", ")): "
        + "\(stages) batch\(stages == 1 ? "" : "es"), \(dataSource.reloadCount) reloads")
    focus(step: 0)
  }

  /// `n`/`p` move the focus; Enter expands or collapses the focused folder.
  @discardableResult
  func handle(character: Character) -> Bool {
    switch character {
    case "n": focus(step: 1)
    case "p": focus(step: -1)
    case "\n":
      guard let path = focused, let node = dataSource.itemIdentifier(for: path) else { return true }
      let before = list.numberOfItems(inSection: 0)
      list.interaction.toggleExpansion(itemAt: path)
      let change = list.numberOfItems(inSection: 0) - before
      let verb = change > 0 ? "expanded: \(change) rows inserted" : "collapsed: \(-change) rows deleted"
      environment.log.append("\(environment.timestamp) \(node.name) \(node.isFolder ? verb : "is a file")")
    default: return false
    }
    return true
  }

  func layoutIfNeeded() { list.layoutIfNeeded() }

  func render() -> [String] { ContainerRenderer.render(list) }

  // MARK: - Private

  private static let section = "files"

  private let environment: GalleryEnvironment
  private let dataSource: DiffableDataSource<String, FileNode>
  private var tree = FileTree()
  /// The focused node, by identity.
  private var focusedID: Int?

  private var focused: ItemPath? { focusedID.flatMap { dataSource.itemPath(forID: $0) } }

  /// Moves the focus `step` rows on, scrolling it into view; a focused node
  /// that went away gives the focus to the first row.
  private func focus(step: Int) {
    let rows = dataSource.snapshot().itemIdentifiers
    guard !rows.isEmpty else { return }
    let index = rows.firstIndex { $0.id == focusedID } ?? 0
    let node = rows[min(max(0, index + step), rows.count - 1)]
    guard let path = dataSource.itemPath(forID: node.id) else { return }
    focusedID = node.id
    if !list.visibleItemPaths.contains(path) { list.scroll(to: .item(path, .center)) }
    list.interaction.focus(itemAt: path)
  }
}
