/// What a container reports of a person's actions and of what it shows,
/// in the paths of the ``ContainerContent`` it shows; it hands each to
/// ``ContainerContent/send(_:)``.
public enum ContainerEvent {
  /// A person selected the item: a tap on a headless container, UIKit's
  /// `didSelect` on a UIKit one.
  case didSelectItem(ItemPath)
  /// A person deselected the item: UIKit's `didDeselect`.
  case didDeselectItem(ItemPath)
  /// A person dragged the item at `from` to `to`, its path after the move.
  /// On UIKit the view already shows it there; a data source answers with
  /// an update marked ``ContentUpdate/isShownAlready``.
  case didMoveItem(from: ItemPath, to: ItemPath)
  /// A person confirmed the deletion of the item with a swipe.
  case didDeleteItem(ItemPath)
  /// A person asked to expand or collapse the item, a parent in an outline.
  case didToggleExpansion(ItemPath)
  /// Cells and header or footer views stopped showing what they showed
  /// (`ended`), cells started showing the items at paths (`displayed`), and
  /// header and footer views started showing the header or footer of
  /// sections (`displayedSupplementaryViews`): the changes of one pass, so
  /// that an item whose cell went and came back within it is seen to stay.
  /// Views are named by identity.
  case displayChanged(
    ended: [ObjectIdentifier], displayed: [(path: ItemPath, view: ObjectIdentifier)],
    displayedSupplementaryViews: [(key: SupplementaryKey, view: ObjectIdentifier)] = [])
  /// The container will soon show the items: prefetch their data.
  case prefetch([ItemPath])
  /// The container no longer expects to show the items soon.
  case cancelPrefetching([ItemPath])
  /// The container finished a pass (an update, a scroll, a resize, late
  /// sizes) and shows this region of its content.
  case visibleRegionChanged(VisibleRegion)
  /// A person pulled the list down from its top to refresh it: UIKit's
  /// `UIRefreshControl` sent `valueChanged`. A data source whose
  /// ``DiffableDataSource/Refreshing/action`` is set refreshes, unless a
  /// refresh runs already.
  case didPullToRefresh
  /// The container left the screen (a UIKit view left its window): a
  /// refresh under way is cancelled, as nobody is there to see it end.
  case didLeaveScreen
}

/// A header or footer: its kind and the index of its section.
public struct SupplementaryKey: Hashable, Sendable {
  /// A header or a footer.
  public let kind: ElementKind
  /// The index of its section.
  public let section: Int

  /// The `kind` of view of `section`.
  public init(_ kind: ElementKind, section: Int) {
    self.kind = kind
    self.section = section
  }
}
