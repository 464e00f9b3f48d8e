#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A table view is a ``UIKitContainer``; its ``TableViewReuse`` is the
  /// ``ReusableViewContainer`` that a ``DiffableDataSource`` drives.
  ///
  /// Item paths map to index paths of the same section and row, and the
  /// batch updates animate rows and sections with the row animations of the
  /// apply under way (`.automatic` by default). Headers, footers and
  /// everything else the table asks its delegate stay with the `delegate`.
  extension UITableView: UIKitContainer {
    // MARK: - Internal

    /// The number of rows in `section`.
    func numberOfItems(inSection section: Int) -> Int {
      numberOfRows(inSection: section)
    }

    typealias Cell = UITableViewCell

    static var containerName: String { "UITableView" }

    static var wording: BatchUpdateWording { .list }

    var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleRows ?? [] }

    var reuseState: UIKitContainerState { reuse.state }

    func connectToReuse() {
      dataSource = reuse
      prefetchDataSource = reuse
    }

    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> UITableViewCell {
      let cell = dequeue(viewType, for: indexPath)
      setUp?(cell.view)
      return cell.configured(with: viewModel)
    }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
      performBatchUpdates(updates, completion: completion)
    }

    /// Issues the rows and sections of `update`, each kind with the row
    /// animation the update being committed asks for it.
    func issue(_ update: BatchUpdate, reloading: [ItemPath], reconfiguring: [ItemPath]) {
      let (deletions, insertions, reloads) =
        (rowAnimation(\.deletions), rowAnimation(\.insertions), rowAnimation(\.reloads))
      deleteSections(IndexSet(update.deletedSections), with: deletions)
      insertSections(IndexSet(update.insertedSections), with: insertions)
      for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
      reloadSections(IndexSet(update.reloadedSections), with: reloads)
      deleteRows(at: update.deletedItems.map(IndexPath.init), with: deletions)
      insertRows(at: update.insertedItems.map(IndexPath.init), with: insertions)
      for move in update.movedItems { moveRow(at: IndexPath(move.source), to: IndexPath(move.destination)) }
      reloadRows(at: (update.reloadedItems + reloading).map(IndexPath.init), with: reloads)
      if !reconfiguring.isEmpty { reconfigureRows(at: reconfiguring.map(IndexPath.init)) }
    }

    /// The row animation the update being committed asks for one kind of
    /// change, `.automatic` outside one.
    private func rowAnimation(_ kind: KeyPath<UpdateAnimation, ReuseKit.RowAnimation>) -> UITableView.RowAnimation {
      UITableView.RowAnimation(reuseState.updateAnimation[keyPath: kind])
    }

    func reuseIdentifierOfVisibleCell(at indexPath: IndexPath) -> String? { cellForRow(at: indexPath)?.reuseIdentifier }

    func visibleSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> UIView? {
      kind == .header ? headerView(forSection: section) : footerView(forSection: section)
    }

    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool {
      let host = TableHeaderFooterHost(tableView: self, existing: existing)
      return configuration.accept(UIKitSupplementaryMaker(host: host, containerName: Self.containerName)) != nil
    }

    func invalidateSupplementarySizes() { performBatchUpdates(nil, completion: nil) }

    func frameOfItem(at indexPath: IndexPath) -> CGRect? {
      guard indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) else {
        return nil
      }
      return rectForRow(at: indexPath)
    }
  }

  extension UITableView.RowAnimation {
    /// UIKit's row animation for ReuseKit's `animation`: the case of the same name.
    init(_ animation: ReuseKit.RowAnimation) {
      switch animation {
      case .automatic: self = .automatic
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .middle: self = .middle
      case .none: self = .none
      }
    }
  }
#endif
