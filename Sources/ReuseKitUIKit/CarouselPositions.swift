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
  /// at `.left`: the same leading item, by its identity, at the view's
  /// leading edge; how far into that item the carousel was scrolled is lost.
  /// When the item is gone, the carousel goes back to its index.
  @MainActor
  final class CarouselPositions {
    // MARK: - Internal

    /// A carousel's leading item: its index, and its identity when the
    /// content knows it.
    struct Leading: Equatable {
      var index: Int
      var identity: AnyHashable?
    }

    /// Notes, from a section's invalidation handler, that the carousel of
    /// `identity` shows `item` first.
    func observe(_ item: Leading, inSectionOf identity: AnyHashable) {
      observed[identity] = item.index
      if held == nil { leadingItems[identity] = item }
    }

    /// Runs `body`, in which `collectionView` shows new content through
    /// UIKit calls that may reset its orthogonal sections, then scrolls each
    /// carousel (as `isCarousel` says) of `content` that UIKit does not show
    /// at the leading item it showed before back to that item, keeping the
    /// vertical offset.
    ///
    /// - Complexity: O(s + k) for s sections and the k items of the
    ///   carousels, plus a layout pass.
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
      var kept = saved
      for section in 0..<shown.numberOfSections {
        guard let identity = shown.sectionIdentity(inSection: section), let leading = saved[identity],
          isCarousel(shown, section), shown.numberOfItems(inSection: section) > 0
        else { continue }
        let item = Self.index(of: leading, inSection: section, of: shown)
        kept[identity] = Leading(index: item, identity: shown.itemIdentity(at: ItemPath(item: item, section: section)))
        guard observed[identity] != item else { continue }
        let offset = collectionView.contentOffset
        collectionView.scrollToItem(at: IndexPath(item: item, section: section), at: .left, animated: false)
        if collectionView.contentOffset.y != offset.y { collectionView.contentOffset = offset }
      }
      leadingItems = kept
    }

    // MARK: - Private

    /// The leading item of each carousel, by section identity.
    private var leadingItems: [AnyHashable: Leading] = [:]
    /// While new content is shown: what the handlers report meanwhile.
    private var observed: [AnyHashable: Int] = [:]
    /// While new content is shown: the leading items from before.
    private var held: [AnyHashable: Leading]?

    /// Where `leading` is in `section` of `content`: the item of its
    /// identity, or, when that item is gone, its index within the section.
    ///
    /// - Complexity: O(k) for the section's k items.
    private static func index(of leading: Leading, inSection section: Int, of content: ContainerContent) -> Int {
      let count = content.numberOfItems(inSection: section)
      if let identity = leading.identity,
        let found = (0..<count).first(where: {
          content.itemIdentity(at: ItemPath(item: $0, section: section)) == identity
        })
      {
        return found
      }
      return min(leading.index, count - 1)
    }
  }
#endif
