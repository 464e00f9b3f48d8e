#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What `UITableView` and `UICollectionView` share as containers: the
  /// members of ``ReusableViewContainer`` are written once, in the
  /// extensions of this protocol, over the few calls in which the two
  /// classes differ. `UITableView` and `UICollectionView` conform to it in
  /// internal extensions, so its members are internal to ReuseKitUIKit;
  /// apps reach ReuseKit through ``TableViewReuse`` and
  /// ``CollectionViewReuse``, and what the adapter keeps of a view lives in
  /// its reuse object.
  ///
  /// The primitives carry `UICollectionView`'s names, so a collection view
  /// serves most of them with UIKit's own methods; a table view maps them to
  /// its row methods.
  @MainActor
  protocol UIKitContainer: UIScrollView, UIKitInteractionPrimitives {
    /// The container's cell class, `UITableViewCell` or `UICollectionViewCell`.
    associatedtype Cell: UIView

    /// The name the container's messages start with, such as `"UITableView"`.
    static var containerName: String { get }

    /// Whether batch-update errors say "row" or "item", as UIKit's do.
    static var wording: BatchUpdateWording { get }

    /// UIKit's `backgroundView`: sized to the view's bounds, behind every
    /// cell, not scrolling.
    var backgroundView: UIView? { get set }

    /// UIKit's `hasUncommittedUpdates`: a person's reorder or drop is under way.
    var hasUncommittedUpdates: Bool { get }

    /// The paths of the visible items, in the order UIKit gives them.
    var indexPathsForVisibleItems: [IndexPath] { get }

    /// What the adapter keeps for the view: the state of its reuse object.
    var reuseState: UIKitContainerState { get }

    /// Makes the view's reuse object its `dataSource` and `prefetchDataSource`.
    func connectToReuse()

    /// Registers `viewType` for cells, hosted by the container's hosting cell.
    func register<View: ConfigurableView & UIView>(_ viewType: View.Type)

    /// The number of items in `section`, as UIKit counts them now.
    func numberOfItems(inSection section: Int) -> Int

    /// The number of sections, as UIKit counts them now.
    var numberOfSections: Int { get }

    /// UIKit's `reloadData()`.
    func reloadData()

    /// Dequeues the cell hosting a `viewType` at `indexPath`, lets `setUp`
    /// prepare the view, and configures it with `viewModel`.
    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> Cell

    /// UIKit's `performBatchUpdates(_:completion:)`.
    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)

    /// Issues `update`'s changes to UIKit, inside a batch update, with the
    /// view's own calls: the reconfigured items whose view type changed
    /// (`reloading`) are reloaded and the others (`reconfiguring`)
    /// reconfigured, keeping their cells, all at their paths before the batch.
    func issue(_ update: BatchUpdate, reloading: [ItemPath], reconfiguring: [ItemPath])

    /// The reuse identifier of the visible cell at `indexPath`, or `nil`.
    func reuseIdentifierOfVisibleCell(at indexPath: IndexPath) -> String?

    /// The header or footer of `section` on screen, or `nil`.
    func visibleSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> UIView?

    /// Configures `existing`, the header or footer of `section`, with
    /// `configuration` in place; `false` when it hosts another view type.
    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool

    /// Has UIKit measure the headers and footers again.
    func invalidateSupplementarySizes()

    /// The frame of the item at `indexPath` as UIKit lays it out now, or
    /// `nil` when there is no such item: `rectForRow(at:)` or
    /// `layoutAttributesForItem(at:)`.
    func frameOfItem(at indexPath: IndexPath) -> CGRect?
  }

  extension UIKitContainer {
    // MARK: - Internal

    /// Registers `viewType`, which must be a `UIView`, for cells ahead of its
    /// first use; the container registers a view type the first time a
    /// ``ViewConfiguration`` shows it. Stops with a message when `viewType`
    /// is not a `UIView`.
    func register<View: ConfigurableView>(_ viewType: View.Type) {
      registerHostable(HostableViewType.require(viewType, in: Self.containerName))
    }

    /// Makes the view's reuse object, which answers from its content, its
    /// `dataSource` and `prefetchDataSource`, once.
    func connectBridges() {
      guard !reuseState.isConnected else { return }
      reuseState.isConnected = true
      connectToReuse()
    }

    /// The paths of the visible items, in ascending order.
    var visibleItemPaths: [ItemPath] {
      indexPathsForVisibleItems.map(ItemPath.init).sorted()
    }

    /// The cell that shows the item at `indexPath` of the view's content: a
    /// hosting cell of its view type, registered on first use, dequeued,
    /// configured and told the item's state; `nil` when the content has no
    /// configuration there. The cell provider runs once, or not at
    /// all when the configuration was read ahead for this request. Stops
    /// with a message when the view type is not a `UIView`.
    func cell(at indexPath: IndexPath) -> Cell? {
      guard let configuration = reuseState.configuration(forCellAt: indexPath) else { return nil }
      // While UIKit reconfigures the item, it hands back the item's own cell.
      let existing = reuseState.reconfiguringPaths.remove(indexPath).flatMap { _ in visibleCell(at: indexPath) }
      let cell = configuration.accept(UIKitCellMaker(container: self, indexPath: indexPath))
      reuseState.cellPaths.insert(indexPath)
      showCellState(of: cell, at: indexPath, force: cell !== existing)
      return cell
    }

    /// Registers `viewType` unless the container has it already.
    func registerOnFirstUse<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      guard !reuseState.isRegistered(viewType, as: .cell) else { return }
      register(viewType)
    }

    /// Shows nothing from now on: the data source behind the content is
    /// gone. Reloads once, after the current layout pass.
    func showNothingSoon() {
      let state = reuseState
      // Emptied already: the reload is scheduled.
      guard state.content.numberOfSections > 0 else { return }
      state.content = ContainerContent()
      AdapterEnvironment.schedule { [weak self] in self?.reloadData() }
    }

    // MARK: - Private

    private func registerHostable<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      registerOnFirstUse(viewType)
    }
  }
#endif
