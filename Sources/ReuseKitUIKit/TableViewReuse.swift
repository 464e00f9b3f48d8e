#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UITableView {
    /// ReuseKit's side of the table view: the ``ReusableViewContainer`` a
    /// ``DiffableDataSource`` drives, and registration and dequeue by view
    /// type for a data source of your own. One per table view.
    ///
    /// <!-- compile: prelude uikit-messages -->
    /// ```swift
    /// let dataSource = DiffableDataSource<String, Message>(tableView) { .view(MessageView.self, $0) }
    /// tableView.reuse.registerHeaderFooter(TitleView.self)
    /// ```
    public var reuse: TableViewReuse { ReuseTable.reuse(of: self) { TableViewReuse(self) } }
  }

  /// The ``ReusableViewContainer`` of a `UITableView`: `tableView.reuse`.
  ///
  /// Item paths map to index paths of the same section and row, and batch
  /// updates animate rows and sections with the apply's ``UpdateAnimation``
  /// (`.automatic` by default). Once a ``DiffableDataSource`` shows content
  /// in it, the table's `dataSource` is this object, which answers from that content; headers,
  /// footers and everything else the table asks its delegate stay with the
  /// `delegate`. It holds its table view weakly, and keeps what the adapter
  /// knows of it.
  @MainActor
  public final class TableViewReuse: NSObject, ReusableViewContainer {
    // MARK: - Lifecycle

    init(_ tableView: UITableView) {
      self.tableView = tableView
      super.init()
    }

    // MARK: - Public

    /// The table view, or `nil` once it is gone.
    public private(set) weak var tableView: UITableView?

    /// Registers `viewType` for cells, hosted by ``TableViewCell``; optional
    /// before a ``DiffableDataSource`` shows it. Registering twice is harmless.
    public func register<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      guard let tableView else { return }
      register(viewType, in: tableView)
    }

    /// Dequeues the cell hosting a `viewType` for the row at `indexPath`, for
    /// a `UITableViewDataSource` of your own.
    ///
    /// Call it from `tableView(_:cellForRowAt:)` only. Stops with a message
    /// that names the type and lists the registered types when `viewType` was
    /// never registered.
    public func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type, for indexPath: IndexPath
    ) -> TableViewCell<View> {
      guard let tableView else {
        fatalError("UITableView: dequeue(\(ReuseIdentifier(viewType))) after the table view is gone")
      }
      return dequeue(viewType, for: indexPath, in: tableView)
    }

    /// Registers `viewType` for section headers and footers, hosted by
    /// ``TableViewHeaderFooterView``. Registering twice is harmless.
    public func registerHeaderFooter<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      guard let tableView else { return }
      registerHeaderFooter(viewType, in: tableView)
    }

    /// Dequeues a header or footer hosting a `viewType`, from the delegate's
    /// `tableView(_:viewForHeaderInSection:)` or
    /// `tableView(_:viewForFooterInSection:)`. Stops with a message that names
    /// the type when `viewType` was never registered for headers and footers.
    public func dequeueHeaderFooter<View: ConfigurableView & UIView>(
      _ viewType: View.Type
    ) -> TableViewHeaderFooterView<View> {
      guard let tableView else {
        fatalError("UITableView: dequeueHeaderFooter(\(ReuseIdentifier(viewType))) after the table view is gone")
      }
      return dequeueHeaderFooter(viewType, in: tableView)
    }

    /// The section header the data source's supplementary view provider
    /// shows for `section`, dequeued, registered on first use and configured,
    /// or `nil` for none. Return it from your delegate's
    /// `tableView(_:viewForHeaderInSection:)`: the delegate stays yours.
    ///
    /// <!-- compile: prelude uikit-messages, inside ListController -->
    /// ```swift
    /// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    ///   tableView.reuse.headerView(inSection: section)
    /// }
    /// ```
    public func headerView(inSection section: Int) -> UIView? {
      supplementaryView(ofKind: .header, inSection: section, using: TableHeaderFooterHost(reuse: self))
    }

    /// The section footer the data source's supplementary view provider
    /// shows for `section`, or `nil`; return it from your delegate's
    /// `tableView(_:viewForFooterInSection:)`.
    public func footerView(inSection section: Int) -> UIView? {
      supplementaryView(ofKind: .footer, inSection: section, using: TableHeaderFooterHost(reuse: self))
    }

    /// The height of the header of `section`: `automaticDimension` when the
    /// data source shows a view there that takes its own height (the retry
    /// view of a failed load at the top), whatever the table's
    /// `sectionHeaderHeight`, which it is otherwise. Return it from your
    /// delegate's `tableView(_:heightForHeaderInSection:)`.
    public func headerHeight(inSection section: Int) -> CGFloat {
      guard let tableView else { return 0 }
      let ownHeight = state.content.supplementaryTakesItsOwnHeight(ofKind: .header, inSection: section)
      return ownHeight ? UITableView.automaticDimension : tableView.sectionHeaderHeight
    }

    /// The height of the footer of `section`: `automaticDimension` when the
    /// data source shows a view there that takes its own height (the retry
    /// view of a failed load at the bottom), whatever the table's
    /// `sectionFooterHeight`, which it is otherwise. Return it from your
    /// delegate's `tableView(_:heightForFooterInSection:)`.
    ///
    /// <!-- compile: prelude uikit-messages, inside ListController -->
    /// ```swift
    /// func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    ///   tableView.reuse.footerHeight(inSection: section)
    /// }
    /// ```
    public func footerHeight(inSection section: Int) -> CGFloat {
      guard let tableView else { return 0 }
      let ownHeight = state.content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: section)
      return ownHeight ? UITableView.automaticDimension : tableView.sectionFooterHeight
    }

    // MARK: - Public: ReusableViewContainer

    /// Whether the table view is in a window.
    public var isVisible: Bool { tableView?.window != nil }

    /// The paths of the visible rows, in ascending order.
    public var visibleItemPaths: [ItemPath] { sortedVisibleItemPaths }

    /// Shows `content` through UIKit's `reloadData()`, keeping the first
    /// visible row that `mappingItemPaths` maps to a path of `content` in
    /// place on screen.
    /// A section whose data source chose a layout other than a list stops
    /// with a message that names it: a table shows only lists.
    public func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
      Self.checkOnlyLists(content)
      performReload(content, mappingItemPaths: mappingItemPaths)
    }

    /// Commits `update`'s transitions, each as one `performBatchUpdates`, and
    /// runs `completion` after their animations; a section laid out other
    /// than as a list stops, as in ``reloadContent(_:mappingItemPaths:)``.
    public func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
      for transition in update.transitions { Self.checkOnlyLists(transition.to) }
      performCommit(update, completion: completion)
    }

    /// Scrolls to `target`, landing exactly: the rows on the way are measured.
    public func scroll(to target: ScrollTarget, animated: Bool = true) {
      performScroll(to: target, animated: animated)
    }

    /// Whether the table keeps the end of its content in view while it shows
    /// it, through batch updates, reloads and late cell sizes. `false` by default.
    public var sticksToBottom: Bool {
      get { state.sticksToBottom }
      set { state.sticksToBottom = newValue }
    }

    // MARK: - Internal

    /// What the adapter keeps for the table view.
    let state = UIKitContainerState()

    // MARK: - Private

    /// Stops with a message that names the section, unless every section
    /// of `content` whose data source chose a layout is laid out as a
    /// list: a table shows nothing else.
    ///
    /// - Complexity: O(s) for s sections.
    private static func checkOnlyLists(_ content: ContainerContent) {
      for section in 0..<content.numberOfSections {
        guard let layout = content.sectionLayout(inSection: section) else { continue }
        content.checkIsList(layout, inSection: section, in: "UITableView")
      }
    }
  }
#endif
