#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The leading item of each carousel of a collection view, by its
  /// section's identity: what the adapter scrolls back to where UIKit resets
  /// an orthogonal section's offset, on `reloadData()` and batch updates.
  ///
  /// Compositional layout has no public setter for an orthogonal section's
  /// offset, and reports it only to a section's
  /// `visibleItemsInvalidationHandler`, for sections on screen. So the
  /// positions are read there, and put back with `scrollToItem(at:at:animated:)`
  /// at `.left`: the same leading item, at the view's leading edge; how far
  /// into that item the carousel was scrolled is lost.
  @MainActor
  final class CarouselPositions {
    // MARK: - Internal

    /// Notes, from a section's invalidation handler, that the carousel of
    /// `identity` shows `item` first.
    func observe(_ item: Int, inSectionOf identity: AnyHashable) {
      observed[identity] = item
      if held == nil { leadingItems[identity] = item }
    }

    /// Runs `body`, in which `collectionView` shows new content through
    /// UIKit calls that may reset its orthogonal sections, then scrolls each
    /// carousel (as `isCarousel` says) of `content` that UIKit does not show at the leading item it
    /// showed before back to that item, keeping the vertical offset.
    ///
    /// - Complexity: O(s) for s sections, plus a layout pass.
    func keeping(
      in collectionView: UICollectionView, content: () -> ContainerContent, isCarousel: (ContainerContent, Int) -> Bool,
      _ body: () -> Void
    ) {
      guard held == nil, !leadingItems.isEmpty else { return body() }
      let saved = leadingItems
      held = saved
      observed = [:]
      defer { held = nil }
      body()
      collectionView.layoutIfNeeded()
      let shown = content()
      for section in 0..<shown.numberOfSections {
        guard let identity = shown.sectionIdentity(inSection: section), let item = saved[identity],
          observed[identity] != item, isCarousel(shown, section)
        else { continue }
        let count = shown.numberOfItems(inSection: section)
        guard count > 0 else { continue }
        let offset = collectionView.contentOffset
        collectionView.scrollToItem(
          at: IndexPath(item: min(item, count - 1), section: section), at: .left, animated: false)
        if collectionView.contentOffset.y != offset.y { collectionView.contentOffset = offset }
      }
      leadingItems = saved
    }

    // MARK: - Private

    /// The leading item of each carousel, by section identity.
    private var leadingItems: [AnyHashable: Int] = [:]
    /// While new content is shown: what the handlers report meanwhile.
    private var observed: [AnyHashable: Int] = [:]
    /// While new content is shown: the leading items from before.
    private var held: [AnyHashable: Int]?
  }
#endif
