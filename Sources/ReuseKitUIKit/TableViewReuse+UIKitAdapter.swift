#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What only a table's adapter does: registration and dequeue by view
  /// type, with the table's own calls, and being the table's data source.
  extension TableViewReuse: UIKitAdapter {
    // MARK: - Internal

    typealias Cell = UITableViewCell

    static var containerName: String { "UITableView" }

    var listView: UIKitListView? { tableView.map(UIKitListView.table) }

    func connectToView() {
      tableView?.dataSource = self
      tableView?.prefetchDataSource = self
    }

    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> UITableViewCell? {
      guard let tableView else { return nil }
      if !state.isRegistered(viewType, as: .cell) { register(viewType, in: tableView) }
      let cell = dequeue(viewType, for: indexPath, in: tableView)
      setUp?(cell.view)
      return cell.configured(with: viewModel)
    }

    /// A table asks for its headers and footers as they come into its
    /// bounds; the adapter keeps no record of those it handed out.
    func offScreenSupplementary(ofKind kind: ElementKind, inSection section: Int) -> HeldSupplementary {
      .unknown
    }

    /// An empty batch update: the table asks its visible rows, headers and
    /// footers for their heights again.
    func invalidateSupplementarySizes(_ elements: [(kind: ElementKind, section: Int)]) {
      listView?.invalidateSizes()
    }

    /// A table's rows show no list accessories: its own style decides.
    func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {}

    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool {
      let host = TableHeaderFooterHost(reuse: self, existing: existing)
      return configuration.accept(UIKitSupplementaryMaker(host: host, containerName: Self.containerName)) != nil
    }

    /// Registers `viewType` with `tableView` for cells, hosted by
    /// ``TableViewCell``, under its ``ReuseIdentifier``. Registering twice is
    /// harmless.
    func register<View: ConfigurableView & UIView>(_ viewType: View.Type, in tableView: UITableView) {
      tableView.register(TableViewCell<View>.self, forCellReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      state.recordRegistration(of: viewType, as: .cell)
    }

    /// Dequeues from `tableView` the cell hosting a `viewType` for the row at
    /// `indexPath`; stops with a message that names the type and lists the
    /// registered types when `viewType` was never registered.
    func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type, for indexPath: IndexPath, in tableView: UITableView
    ) -> TableViewCell<View> {
      state.dequeue(viewType, as: .cell, hostedBy: TableViewCell<View>.self, in: Self.containerName) { identifier in
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      }
    }

    /// Registers `viewType` with `tableView` for section headers and
    /// footers, hosted by ``TableViewHeaderFooterView``.
    func registerHeaderFooter<View: ConfigurableView & UIView>(_ viewType: View.Type, in tableView: UITableView) {
      tableView.register(
        TableViewHeaderFooterView<View>.self, forHeaderFooterViewReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      state.recordRegistration(of: viewType, as: UIKitContainerState.headerFooterKind)
    }

    /// Dequeues from `tableView` a header or footer hosting a `viewType`;
    /// stops with a message that names the type when `viewType` was never
    /// registered for headers and footers.
    func dequeueHeaderFooter<View: ConfigurableView & UIView>(
      _ viewType: View.Type, in tableView: UITableView
    ) -> TableViewHeaderFooterView<View> {
      state.dequeue(
        viewType, as: UIKitContainerState.headerFooterKind, hostedBy: TableViewHeaderFooterView<View>.self,
        in: Self.containerName
      ) { identifier in
        tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
      }
    }
  }
#endif
