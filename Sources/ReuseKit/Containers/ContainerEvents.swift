/// What a container tells its data source about a person's actions and
/// about what it shows, beyond counts and views: moves, deletions, titles,
/// display and prefetching. Each closure takes the paths of the data the
/// container shows now.
///
/// ``DiffableDataSource`` fills it in, holding itself weakly; the defaults
/// allow nothing and ignore every event, as a hand-written data source
/// that says nothing would.
@MainActor
package struct ContainerEvents {
  // MARK: - Lifecycle

  package init() {}

  // MARK: - Package

  /// Whether a person may drag the item.
  package var canMoveItem: @MainActor (ItemPath) -> Bool = { _ in false }
  /// A person dragged an item from the first path to the second, which is
  /// its path after the move; the container already shows it there.
  package var moveItem: @MainActor (ItemPath, ItemPath) -> Void = { _, _ in }
  /// A person asked to expand or collapse the item, a parent in an outline.
  package var toggleExpansion: @MainActor (ItemPath) -> Void = { _ in }
  /// Whether a person may delete the item with a swipe.
  package var canEditItem: @MainActor (ItemPath) -> Bool = { _ in false }
  /// A person confirmed the deletion of the item with a swipe.
  package var deleteItem: @MainActor (ItemPath) -> Void = { _ in }

  /// The plain title of a section's header or footer, by kind and section index.
  package var title: @MainActor (ElementKind, Int) -> String? = { _, _ in nil }
  /// The titles of a table's section index, each with the section it
  /// scrolls to.
  package var sectionIndexTitles: @MainActor () -> [(title: String, section: Int)] = { [] }

  /// Cells (by identity) stopped showing their items, and cells started
  /// showing the items at the paths: the changes of one pass, reported
  /// together, so that an item whose cell went and came back is seen to
  /// stay. A cell ends when it scrolls away, when its item is deleted or
  /// reloaded, or when the container reloads.
  package var displayChanges: @MainActor ([ObjectIdentifier], [(ItemPath, ObjectIdentifier)]) -> Void = { _, _ in }
  /// Header and footer views stopped showing their sections, and views
  /// started showing the header or footer of sections (by kind and index).
  package var supplementaryDisplayChanges:
    @MainActor ([ObjectIdentifier], [(ElementKind, Int, ObjectIdentifier)]) -> Void = { _, _ in }

  /// A person deselected the item: UIKit's `didDeselect` on a UIKit container.
  package var deselectItem: @MainActor (ItemPath) -> Void = { _ in }
  /// The paths of the selected items in the data the container shows now,
  /// for a container that keeps a selection of its own in step (UIKit's).
  package var selectedItemPaths: @MainActor () -> [ItemPath] = { [] }
  /// Whether the source lets several items be selected at once.
  package var allowsMultipleSelection: @MainActor () -> Bool = { false }

  /// The items a container will soon show: prefetch their data.
  package var prefetchItems: @MainActor ([ItemPath]) -> Void = { _ in }
  /// Items a container no longer expects to show soon.
  package var cancelPrefetchingItems: @MainActor ([ItemPath]) -> Void = { _ in }
  /// Whether the source listens for prefetching: a headless container
  /// works out no prefetch range while it does not.
  package var wantsPrefetching: @MainActor () -> Bool = { false }
  /// The items a headless container expects to show soon now, all of
  /// them: the source prefetches the new ones and cancels the ones left out.
  package var prefetchRange: @MainActor ([ItemPath]) -> Void = { _ in }
}
