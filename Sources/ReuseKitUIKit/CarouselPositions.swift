#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The leading item of each carousel of a collection view, by its
  /// section's identity: what the adapter scrolls back to after UIKit shows
  /// new content. A `reloadData()` resets an orthogonal section's offset;
  /// Apple does not say whether a batch update does, or keeps the offset as
  /// a number that may now point at other items: either way the carousel
  /// shows its item again.
  ///
  /// Compositional layout has no public setter for an orthogonal section's
  /// offset, and reports it only to a section's
  /// `visibleItemsInvalidationHandler`, for sections on screen. So the
  /// positions are read there from the offset alone (the visible items
  /// include the section's header and footer, whose index path is item 0),
  /// and put back with `scrollToItem(at:at:animated:)` at `.left`, which
  /// puts an item "at the left edge of the collection view's bounds": not
  /// the item ``LeadingItem`` chooses, which would sit under the section's
  /// leading inset (and the safe area's, in landscape under a notch) and
  /// hand the lead to the next item, but the one as many whole strides
  /// before it as that inset spans, so that the chosen item leads within a
  /// stride of the inset; how far into that item the carousel was scrolled
  /// is lost.
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
    /// carousel of `content` (a section for which `geometry` gives one) that
    /// UIKit does not show at the item that should lead back to that item,
    /// keeping the vertical offset.
    ///
    /// - Complexity: O(s + k) for s sections and the k items of the
    ///   carousels, plus a layout pass.
    func keeping(
      in collectionView: UICollectionView, content: () -> ContainerContent,
      geometry: (ContainerContent, Int) -> SectionGeometry?, _ body: () -> Void
    ) {
      guard held == nil, !leadingItems.isEmpty else { return body() }
      let saved = leadingItems
      let before = content()
      held = saved
      observed = [:]
      defer { held = nil }
      body()
      collectionView.layoutIfNeeded()
      let shown = content()
      var oldSections: [AnyHashable: Int] = [:]
      for section in 0..<before.numberOfSections {
        if let identity = before.sectionIdentity(inSection: section) { oldSections[identity] = section }
      }
      var kept = saved
      for section in 0..<shown.numberOfSections {
        guard let identity = shown.sectionIdentity(inSection: section), let leading = saved[identity],
          let oldSection = oldSections[identity], let carousel = geometry(shown, section)
        else { continue }
        guard
          let item = LeadingItem.index(
            following: leading, inSection: oldSection, of: before, inSection: section, of: shown)
        else {
          kept[identity] = nil
          continue
        }
        kept[identity] = item
        guard observed[identity] != item else { continue }
        let offset = collectionView.contentOffset
        let target = IndexPath(item: Self.itemAtLeftEdge(toLead: item, of: carousel), section: section)
        collectionView.scrollToItem(at: target, at: .left, animated: false)
        if collectionView.contentOffset.y != offset.y { collectionView.contentOffset = offset }
      }
      leadingItems = kept
    }

    // MARK: - Private

    /// The item to put at the view's left edge so that `item` leads: as
    /// many strides before it as fit in the leading inset and one spacing,
    /// which puts `item` at most a spacing past the inset and less than its
    /// width before it, the first whose trailing edge is past the inset.
    ///
    /// - Complexity: O(1).
    private static func itemAtLeftEdge(toLead item: Int, of carousel: SectionGeometry) -> Int {
      guard carousel.stride > 0 else { return item }
      let before = ((carousel.metrics.leading + carousel.metrics.spacing) / carousel.stride).rounded(.down)
      return max(0, item - Int(min(before, Double(item))))
    }

    /// The leading item of each carousel, by section identity.
    private var leadingItems: [AnyHashable: Int] = [:]
    /// While new content is shown: what the handlers report meanwhile.
    private var observed: [AnyHashable: Int] = [:]
    /// While new content is shown: the leading items from before.
    private var held: [AnyHashable: Int]?
  }
#endif
