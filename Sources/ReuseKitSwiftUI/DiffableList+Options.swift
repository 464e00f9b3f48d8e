#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  @available(iOS 16.0, *)
  extension DiffableList {
    /// Binds the selection to `selection`, several items at once: a tap
    /// toggles an item, and setting the binding selects those items.
    public func selection(_ selection: Binding<Set<Item.DiffIdentifier>>) -> Self {
      with { $0.selection = .multiple(selection) }
    }

    /// Binds the selection to `selection`, one item at a time.
    public func selection(_ selection: Binding<Item.DiffIdentifier?>) -> Self {
      with { $0.selection = .single(selection) }
    }

    /// Binds the first visible item to `scrollPosition`: it follows the
    /// scrolling, and setting it scrolls that item to the top, exactly,
    /// through rows that only have estimated heights; the end of the
    /// content may keep it lower. Setting it to the item it names already
    /// is no change to SwiftUI, and leaves the list where it is, even when
    /// that item is partly scrolled away.
    public func scrollPosition(_ scrollPosition: Binding<Item.DiffIdentifier?>) -> Self {
      with { $0.scrollPosition = scrollPosition }
    }

    /// Binds the reading position, the item at the top and the share of its
    /// height scrolled above it (``DiffableDataSource/Scrolling/readingPosition``),
    /// to `readingPosition`: it follows the scrolling, and setting it
    /// restores that position exactly (``DiffableDataSource/Scrolling/restore(_:)``),
    /// so that a position kept with `Codable` puts a new list back where the
    /// old one was. A position whose item and neighbours the snapshot does
    /// not hold is ignored and logged.
    public func readingPosition(
      _ readingPosition: Binding<ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>?>
    ) -> Self {
      with { $0.readingPosition = readingPosition }
    }

    /// Keeps the end of the content in view while it is shown there, as a
    /// chat does: appended items, late sizes and width changes keep it at the bottom.
    public func sticksToBottom(_ sticksToBottom: Bool = true) -> Self { with { $0.sticksToBottom = sticksToBottom } }

    /// Lets a person delete an item by a swipe; `action` hears of each
    /// deleted item, already gone from the list, and should remove it from
    /// the items the list is given.
    public func onDelete(perform action: @escaping @MainActor (Item) -> Void) -> Self {
      with { $0.onDelete = action }
    }

    /// Lets a person drag items; `action` hears of each drop, whose final
    /// snapshot the list already shows, and should reorder the items the
    /// list is given the same way.
    public func onMove(perform action: @escaping @MainActor (ReorderingTransaction<Section, Item>) -> Void) -> Self {
      with { $0.onMove = action }
    }

    /// Shows a header of `height` points above each section, with the view
    /// `content` names, or none for a section it returns `nil` for.
    public func sectionHeaders(
      height: CGFloat, _ content: @escaping @MainActor (Section) -> ViewConfiguration?
    ) -> Self {
      with { $0.headers = SupplementaryOption(height: height, content: content) }
    }

    /// Shows a footer of `height` points below each section, with the view
    /// `content` names, or none for a section it returns `nil` for.
    public func sectionFooters(
      height: CGFloat, _ content: @escaping @MainActor (Section) -> ViewConfiguration?
    ) -> Self {
      with { $0.footers = SupplementaryOption(height: height, content: content) }
    }

    /// Reports recovered failures and notices, such as a binding that
    /// names an unknown identity, to `logger`; ``ReuseKitLogger/standard`` by default.
    public func logger(_ logger: ReuseKitLogger) -> Self { with { $0.logger = logger } }

    /// The list with `change` made to its options.
    func with(_ change: (inout ListOptions<Section, Item>) -> Void) -> Self {
      var list = self
      change(&list.options)
      return list
    }
  }
#endif
