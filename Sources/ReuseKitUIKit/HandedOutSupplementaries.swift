#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The header or footer of a section that a view holds, on screen or
  /// prepared off screen.
  enum HeldSupplementary {
    /// The view holds it: it shows it (later, for one prepared ahead of
    /// display) without asking for it again, so the adapter configures it
    /// in place.
    case held(UIView)
    /// The view holds none: it asks for one when the section comes near.
    case notHeld
    /// The adapter cannot tell (a table, or content without section
    /// identities): only a reload of the section is sure to update it.
    case unknown
  }

  /// The headers and footers a collection view adapter handed its view,
  /// each with its kind and its section's identity, so that an apply can
  /// find one the view prepared off screen: UIKit's
  /// `supplementaryView(forElementKind:at:)` may name visible views only,
  /// and keeps a surviving section's views through a batch update without
  /// asking for them again.
  @MainActor
  final class HandedOutSupplementaries {
    // MARK: - Internal

    /// Notes that `view` shows the `kind` of the section identified by
    /// `section`; forgets views that are gone.
    func record(_ view: UIView, ofKind kind: ElementKind, section: AnyHashable?) {
      entries = entries.filter { $0.value.view != nil }
      guard let section else {
        entries[ObjectIdentifier(view)] = nil
        return
      }
      entries[ObjectIdentifier(view)] = Entry(view: view, kind: kind, section: section)
    }

    /// The view of `kind` for the section identified by `section` that is
    /// still in `collectionView` (a recycled view leaves it), if any.
    func view(ofKind kind: ElementKind, section: AnyHashable?, in collectionView: UICollectionView)
      -> HeldSupplementary
    {
      guard let section else { return .unknown }
      let found = entries.values.first {
        $0.kind == kind && $0.section == section && $0.view?.superview === collectionView
      }
      return found?.view.map(HeldSupplementary.held) ?? .notHeld
    }

    // MARK: - Private

    private struct Entry {
      weak var view: UIView?
      let kind: ElementKind
      let section: AnyHashable
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
  }
#endif
