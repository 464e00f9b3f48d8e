#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UICollectionView {
    // MARK: - Internal: what TableViewReuse and CollectionViewReuse make public

    /// Registers `viewType` for cells, hosted by ``CollectionViewCell``, under
    /// its ``ReuseIdentifier``. Registering twice is harmless.
    func register<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      register(CollectionViewCell<View>.self, forCellWithReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      reuseState.recordRegistration(of: viewType, as: .cell)
    }

    /// Dequeues the cell hosting a `viewType` for the item at `indexPath`.
    ///
    /// Call it from `collectionView(_:cellForItemAt:)` only. Stops with a
    /// message that names the type and lists the registered types when
    /// `viewType` was never registered.
    func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath
    ) -> CollectionViewCell<View> {
      reuseState.dequeue(
        viewType, as: .cell, hostedBy: CollectionViewCell<View>.self, in: Self.containerName
      ) { identifier in
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      }
    }

    /// Registers `viewType` for supplementary views of `kind`, such as
    /// ``ElementKind/header``, hosted by ``CollectionReusableView``.
    func registerSupplementary<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      ofKind kind: ElementKind
    ) {
      register(
        CollectionReusableView<View>.self,
        forSupplementaryViewOfKind: kind.rawValue,
        withReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      reuseState.recordRegistration(of: viewType, as: kind)
    }

    /// Dequeues a supplementary view of `kind` hosting a `viewType`.
    ///
    /// Call it from `collectionView(_:viewForSupplementaryElementOfKind:at:)`
    /// only. Stops with a message that names the type when `viewType` was never
    /// registered for `kind`.
    func dequeueSupplementary<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      ofKind kind: ElementKind,
      for indexPath: IndexPath
    ) -> CollectionReusableView<View> {
      reuseState.dequeue(
        viewType, as: kind, hostedBy: CollectionReusableView<View>.self, in: Self.containerName
      ) { identifier in
        dequeueReusableSupplementaryView(ofKind: kind.rawValue, withReuseIdentifier: identifier, for: indexPath)
      }
    }
  }
#endif
