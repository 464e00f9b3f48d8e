#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UITableView {
    /// ReuseKit's side of the table view: the ``ListContainer`` a
    /// ``DiffableDataSource`` drives, and registration and dequeue by view
    /// type for a data source of your own. One per table view.
    ///
    /// ```swift
    /// let dataSource = DiffableDataSource<String, Message>(tableView) { .view(MessageView.self, $0) }
    /// tableView.reuse.registerHeaderFooter(TitleView.self)
    /// ```
    public var reuse: TableViewReuse { AdapterState.of(self).reuse { TableViewReuse(self) } }
  }

  /// The ``ListContainer`` of a `UITableView`: `tableView.reuse`.
  ///
  /// Item paths map to index paths of the same section and row, and batch
  /// updates animate rows and sections with the apply's ``UpdateAnimation``
  /// (`.automatic` by default). While a data
  /// provider is set, headers, footers and everything else the table asks its
  /// delegate stay with the `delegate`. It holds its table view weakly.
  @MainActor
  public final class TableViewReuse: ListContainer, UIKitReuse {
    // MARK: - Lifecycle

    init(_ tableView: UITableView) { self.tableView = tableView }

    // MARK: - Public

    /// The table view, or `nil` once it is gone.
    public private(set) weak var tableView: UITableView?

    /// Registers `viewType` for cells, hosted by ``TableViewCell``; optional
    /// before a ``DiffableDataSource`` shows it. Registering twice is harmless.
    public func register<View: ConfigurableView & UIView>(_ viewType: View.Type) { base?.register(viewType) }

    /// Dequeues the cell hosting a `viewType` for the row at `indexPath`, for
    /// a `UITableViewDataSource` of your own.
    ///
    /// Call it from `tableView(_:cellForRowAt:)` only. Stops with a message
    /// that names the type and lists the registered types when `viewType` was
    /// never registered.
    public func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type, for indexPath: IndexPath
    ) -> TableViewCell<View> {
      guard let base else {
        fatalError("UITableView: dequeue(\(ReuseIdentifier(viewType))) after the table view is gone")
      }
      return base.dequeue(viewType, for: indexPath)
    }

    /// Registers `viewType` for section headers and footers, hosted by
    /// ``TableViewHeaderFooterView``. Registering twice is harmless.
    public func registerHeaderFooter<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      base?.registerHeaderFooter(viewType)
    }

    /// Dequeues a header or footer hosting a `viewType`, from the delegate's
    /// `tableView(_:viewForHeaderInSection:)` or
    /// `tableView(_:viewForFooterInSection:)`. Stops with a message that names
    /// the type when `viewType` was never registered for headers and footers.
    public func dequeueHeaderFooter<View: ConfigurableView & UIView>(
      _ viewType: View.Type
    ) -> TableViewHeaderFooterView<View> {
      guard let base else {
        fatalError("UITableView: dequeueHeaderFooter(\(ReuseIdentifier(viewType))) after the table view is gone")
      }
      return base.dequeueHeaderFooter(viewType)
    }

    /// The section header the data source's supplementary view provider
    /// shows for `section`, dequeued, registered on first use and configured,
    /// or `nil` for none. Return it from your delegate's
    /// `tableView(_:viewForHeaderInSection:)`: the delegate stays yours.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    ///   tableView.reuse.headerView(inSection: section)
    /// }
    /// ```
    public func headerView(inSection section: Int) -> UIView? {
      guard let base else { return nil }
      return base.supplementaryView(
        ofKind: .header, inSection: section, using: TableHeaderFooterHost(tableView: base))
    }

    /// The section footer the data source's supplementary view provider
    /// shows for `section`, or `nil`; return it from your delegate's
    /// `tableView(_:viewForFooterInSection:)`.
    public func footerView(inSection section: Int) -> UIView? {
      guard let base else { return nil }
      return base.supplementaryView(
        ofKind: .footer, inSection: section, using: TableHeaderFooterHost(tableView: base))
    }

    // MARK: - Internal

    var base: UITableView? { tableView }
  }
#endif
