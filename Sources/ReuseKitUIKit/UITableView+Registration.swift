#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UITableView {
    // MARK: - Internal: what TableViewReuse and CollectionViewReuse make public

    /// Registers `viewType` for cells, hosted by ``TableViewCell``, under its
    /// ``ReuseIdentifier``. Registering twice is harmless.
    func register<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      register(TableViewCell<View>.self, forCellReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      reuseState.recordRegistration(of: viewType, as: .cell)
    }

    /// Dequeues the cell hosting a `viewType` for the row at `indexPath`.
    ///
    /// Call it from `tableView(_:cellForRowAt:)` only. Stops with a message
    /// that names the type and lists the registered types when `viewType` was
    /// never registered.
    func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath
    ) -> TableViewCell<View> {
      reuseState.dequeue(
        viewType, as: .cell, hostedBy: TableViewCell<View>.self, in: Self.containerName
      ) { identifier in
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      }
    }

    /// Registers `viewType` for section headers and footers, hosted by
    /// ``TableViewHeaderFooterView``. Registering twice is harmless.
    func registerHeaderFooter<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      register(
        TableViewHeaderFooterView<View>.self, forHeaderFooterViewReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      reuseState.recordRegistration(of: viewType, as: UIKitContainerState.headerFooterKind)
    }

    /// Dequeues a header or footer hosting a `viewType`.
    ///
    /// Call it from the delegate's `tableView(_:viewForHeaderInSection:)` or
    /// `tableView(_:viewForFooterInSection:)`. Stops with a message that names
    /// the type when `viewType` was never registered for headers and footers.
    func dequeueHeaderFooter<View: ConfigurableView & UIView>(
      _ viewType: View.Type
    ) -> TableViewHeaderFooterView<View> {
      reuseState.dequeue(
        viewType, as: UIKitContainerState.headerFooterKind, hostedBy: TableViewHeaderFooterView<View>.self,
        in: Self.containerName
      ) { identifier in
        dequeueReusableHeaderFooterView(withIdentifier: identifier)
      }
    }
  }
#endif
