/// The effect of a batch update on a layout: where every section and item
/// after the update comes from.
///
/// An item that comes from an old position keeps its measured height; a new
/// item starts at the default height and is measured when it becomes visible.
/// A reloaded item is a new one. A section that comes from an old section
/// keeps its header and footer heights.
///
/// Every old path named must exist before the update, and appear at most once.
///
/// <!-- compile: prelude list-layout -->
/// ```swift
/// // One section; a row inserted at the top, the old rows 0 and 1 follow it.
/// let update = LayoutUpdate(sections: [
///   .init(source: 0, items: [.new, .old(ItemPath(item: 0, section: 0)), .old(ItemPath(item: 1, section: 0))])
/// ])
/// let pin = layout.apply(update, pinning: viewport)
/// viewport.offset = layout.offset(for: pin, in: viewport)
/// ```
package struct LayoutUpdate: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates an update from the description of every final section.
  ///
  /// - Parameters:
  ///   - sections: Every final section, in order, with where its items come from.
  ///   - movedItems: Items before the update that the update moves; scroll
  ///     anchoring keeps a visible item that stays in order in place rather
  ///     than following one that moves away.
  package init(sections: [Section], movedItems: Set<ItemPath> = []) {
    self.sections = sections
    self.movedItems = movedItems
  }

  // MARK: - Public

  /// Where one item after the update comes from.
  package enum ItemSource: Hashable, Sendable {
    /// The item at this path before the update; its height comes along.
    case old(ItemPath)
    /// A new or reloaded item.
    case new
  }

  /// Where one section after the update and its items come from.
  package struct Section: Hashable, Sendable {
    /// Creates the description of a final section.
    package init(source: Int?, items: [ItemSource]) {
      self.source = source
      self.items = items
    }

    /// The index of the section before the update whose header and footer
    /// heights it keeps, or `nil` for a new section.
    package var source: Int?
    /// The source of every item of the section, in final order.
    package var items: [ItemSource]
  }

  /// The final sections, in order.
  package var sections: [Section]

  /// Items before the update that it moves; they never anchor the scroll position.
  package var movedItems: Set<ItemPath>
}
