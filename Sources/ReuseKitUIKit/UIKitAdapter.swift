#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What ``TableViewReuse`` and ``CollectionViewReuse`` share: each is the
  /// adapter of one view, its data source, and the ``ReusableViewContainer``
  /// a ``DiffableDataSource`` drives; the members of that protocol are
  /// written once, in the extensions of this one, over the view's calls
  /// (``UIKitListView``) and the few things only the adapter of each class
  /// can do: dequeue its cells and configure its own headers and footers.
  @MainActor
  protocol UIKitAdapter: AnyObject {
    /// The view's cell class, `UITableViewCell` or `UICollectionViewCell`.
    associatedtype Cell: UIView

    /// The name the adapter's messages start with, such as `"UITableView"`.
    static var containerName: String { get }

    /// The view, or `nil` once it is gone.
    var listView: UIKitListView? { get }

    /// What the adapter keeps for its view.
    var state: UIKitContainerState { get }

    /// Makes the adapter its view's `dataSource` and `prefetchDataSource`.
    func connectToView()

    /// Dequeues the cell hosting a `viewType` at `indexPath`, registered on
    /// first use, lets `setUp` prepare the view, and configures it with
    /// `viewModel`; `nil` once the view is gone.
    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> Cell?

    /// Configures `existing`, the header or footer of `section`, with
    /// `configuration` in place; `false` when it hosts another view type.
    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool

    /// The header or footer of `section` when the view does not show it on
    /// screen.
    func offScreenSupplementary(ofKind kind: ElementKind, inSection section: Int) -> HeldSupplementary

    /// Has the view measure again the headers and footers `elements` (each
    /// a kind and a section) after they were configured again in place.
    func invalidateSupplementarySizes(_ elements: [(kind: ElementKind, section: Int)])

    /// Gives `cell`, which shows the item at `indexPath`, what its section's
    /// layout and its item's configuration ask of the cell itself, such as
    /// a list cell's accessories and background.
    func decorate(_ cell: Cell, at indexPath: IndexPath)
  }

  extension UIKitAdapter {
    // MARK: - Internal

    /// Makes the adapter, which answers from its content, its view's
    /// `dataSource` and `prefetchDataSource`, once.
    func connect() {
      guard !state.isConnected else { return }
      state.isConnected = true
      connectToView()
      guard let view = listView?.scrollView else { return }
      WidthChangeDetector.install(in: view) { [weak self] in self?.holdReadingPositionThroughWidthChange() }
    }

    /// The paths of the visible items, in ascending order.
    var sortedVisibleItemPaths: [ItemPath] {
      (listView?.indexPathsForVisibleItems ?? []).map(ItemPath.init).sorted()
    }

    /// The cell that shows the item at `indexPath` of the view's content: a
    /// hosting cell of its view type, registered on first use, dequeued,
    /// configured and told the item's state; `nil` when the content has no
    /// configuration there, or once the view is gone. The cell provider runs once, or not at
    /// all when the configuration was read ahead for this request. Stops
    /// with a message when the view type is not a `UIView`.
    func cell(at indexPath: IndexPath) -> Cell? {
      guard let configuration = state.configuration(forCellAt: indexPath) else { return nil }
      // While UIKit reconfigures the item, it hands back the item's own cell.
      let existing = state.reconfiguringPaths.remove(indexPath).flatMap { _ in listView?.visibleCell(at: indexPath) }
      guard let cell = configuration.accept(UIKitCellMaker(adapter: self, indexPath: indexPath)) else { return nil }
      decorate(cell, at: indexPath)
      state.cellPaths.insert(indexPath)
      // A new row on screen: the layout the adapter keeps is renewed after
      // this pass, though the app's delegate need not forward its scrolls.
      announceVisibleRegionSoon()
      showCellState(of: cell, at: indexPath, force: cell !== existing)
      return cell
    }

    /// Shows nothing from now on: the data source behind the content is
    /// gone. Reloads once, after the current layout pass.
    func showNothingSoon() {
      // Emptied already: the reload is scheduled.
      guard state.content.numberOfSections > 0 else { return }
      state.content = ContainerContent()
      // The data source's refresh, cancelled with it, leaves no control behind.
      showRefresh()
      AdapterEnvironment.schedule { [weak self] in self?.listView?.reloadData() }
    }

    /// Tells the hosted view of `cell`, which shows the item at `indexPath`,
    /// the item's state: always when `force`, as when the cell starts
    /// showing the item, so that no state of its previous item is left but
    /// UIKit's highlight; otherwise (as when UIKit reconfigures the item's
    /// own cell) only when it changed, keeping what a person did to it.
    func showCellState(of cell: UIView, at indexPath: IndexPath, force: Bool) {
      guard let cell = cell as? CellStateShowing, var shown = contentState(at: indexPath) else { return }
      if force {
        shown.isHighlighted = cell.isHighlightedByUIKit
      } else {
        shown = state.content.state(at: ItemPath(indexPath), keepingWhatThePersonDidIn: cell.shownState)
      }
      cell.show(shown, force: force)
    }

    // MARK: - Private

    /// The state the content keeps for the item at `indexPath`, or `nil`
    /// when the content has no such item.
    private func contentState(at indexPath: IndexPath) -> CellState? {
      let content = state.content
      let path = ItemPath(indexPath)
      return content.contains(path) ? content.state(at: path) : nil
    }
  }

  /// Turns a ``ViewConfiguration`` into a cell of a UIKit adapter's view:
  /// opens the view type as a `UIView` type, and dequeues its hosting cell.
  @MainActor
  struct UIKitCellMaker<Adapter: UIKitAdapter>: ViewConfigurationVisitor {
    typealias Result = Adapter.Cell?

    let adapter: Adapter
    let indexPath: IndexPath

    func visit<View: ConfigurableView>(
      _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
    ) -> Adapter.Cell? {
      let hostable = HostableViewType.require(viewType, in: Adapter.containerName)
      return dequeue(hostable)

      // `Hosted` is `View`, opened as a `UIView` type; the casts cannot fail.
      func dequeue<Hosted: ConfigurableView & UIView>(_ hosted: Hosted.Type) -> Adapter.Cell? {
        var hostedSetUp: (@MainActor (Hosted) -> Void)?
        if let setUp {
          hostedSetUp = { (view: Hosted) in setUp(HostableViewType.cast(view, to: View.self)) }
        }
        let model = HostableViewType.cast(viewModel, to: Hosted.ViewModel.self)
        return adapter.dequeueCell(hosted, for: indexPath, configuredWith: model, setUp: hostedSetUp)
      }
    }
  }
#endif
