#if canImport(SwiftUI) && canImport(UIKit)
  import Dispatch
  import ReuseKit
  import SwiftUI
  import UIKit

  /// Where a ``DiffableList`` writes back to its bindings: after the update
  /// or the layout pass that changed the view, never during it, as SwiftUI
  /// requires. The main queue by default; tests run it on their run loop.
  @MainActor
  enum ListScheduling {
    static var schedule: (@escaping @MainActor () -> Void) -> Void = { work in
      DispatchQueue.main.async { work() }
    }
  }

  /// Keeps a ``DiffableList``'s selection, scroll and reading positions and its
  /// bindings the same: an update brings the view to the bindings, and what
  /// the view does (a tap, a scroll, an apply that drops a selected item)
  /// goes back to them, deferred. Until then the view is ahead of the
  /// bindings, so an update takes only the values the app wrote.
  @available(iOS 16.0, *)
  @MainActor
  final class ListBindings<Section: Diffable, Item: Diffable> {
    typealias Position = ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>

    /// What the view shows now, as the bindings name it.
    struct Shown {
      var selection: Set<Item.DiffIdentifier> = []
      var firstVisibleID: Item.DiffIdentifier?
      var reading: Position?
    }

    // MARK: - Internal

    /// Brings the view that `dataSource` drives to the bindings of `options`.
    func update(
      from options: ListOptions<Section, Item>, of dataSource: DiffableDataSource<Section, Item>, animated: Bool
    ) {
      selection = options.selection
      scrollPosition = options.scrollPosition
      readingPosition = options.readingPosition
      // Only a value the app wrote reaches the view: a binding lags behind
      // what a person did, or what a change of the content did, until the
      // write back.
      let wanted = wantedSelection
      let selection = dataSource.selection
      if let wanted, wanted != boundSelection, wanted != selection.selectedIDs {
        for id in selection.selectedIDs.subtracting(wanted) { selection.deselectItem(withID: id) }
        // An identity the snapshot does not hold is logged and not selected.
        for id in wanted.subtracting(selection.selectedIDs) { selection.selectItem(withID: id) }
      }
      boundSelection = wanted
      let position = scrollPosition?.wrappedValue
      if let wanted = position, wanted != boundPosition, wanted != shown.firstVisibleID {
        dataSource.scrolling.scrollToItem(withID: wanted, at: .top, animated: animated)
      }
      boundPosition = position
      let reading = readingPosition?.wrappedValue
      if let wanted = reading, wanted != boundReading, wanted != shown.reading { restore(wanted, in: dataSource) }
      boundReading = reading
    }

    /// The view shows `shown` now: the bindings hear of it after the
    /// current update.
    func viewDidChange(showing shown: Shown) {
      guard !isTornDown else { return }
      self.shown = shown
      guard !isWritePending, bindingsDiffer else { return }
      isWritePending = true
      ListScheduling.schedule { [weak self] in self?.writeBack() }
    }

    func tearDown() {
      isTornDown = true
      selection = .none
      scrollPosition = nil
      readingPosition = nil
    }

    // MARK: - Private

    private var selection = ListOptions<Section, Item>.Selection.none
    private var scrollPosition: Binding<Item.DiffIdentifier?>?
    private var readingPosition: Binding<Position?>?
    /// What the view showed when it last changed.
    private var shown = Shown()
    /// The values the bindings last held, as read or written here.
    private var boundSelection: Set<Item.DiffIdentifier>?
    private var boundPosition: Item.DiffIdentifier?
    private var boundReading: Position?
    private var isWritePending = false
    private var isTornDown = false

    /// The selection the binding names, as a set; `nil` without a binding.
    private var wantedSelection: Set<Item.DiffIdentifier>? {
      switch selection {
      case .none: nil
      case .single(let binding): binding.wrappedValue.map { [$0] } ?? []
      case .multiple(let binding): binding.wrappedValue
      }
    }

    private var bindingsDiffer: Bool {
      if let wanted = wantedSelection, wanted != shown.selection { return true }
      if let scrollPosition, scrollPosition.wrappedValue != shown.firstVisibleID { return true }
      if let readingPosition, readingPosition.wrappedValue != shown.reading { return true }
      return false
    }

    private func writeBack() {
      isWritePending = false
      guard !isTornDown else { return }
      let selected = shown.selection
      if wantedSelection != nil { boundSelection = selected }
      switch selection {
      case .none: break
      case .single(let binding):
        if binding.wrappedValue.map({ [$0] }) ?? [] != selected { binding.wrappedValue = selected.first }
      case .multiple(let binding): if binding.wrappedValue != selected { binding.wrappedValue = selected }
      }
      if let scrollPosition, scrollPosition.wrappedValue != shown.firstVisibleID {
        boundPosition = shown.firstVisibleID
        scrollPosition.wrappedValue = shown.firstVisibleID
      }
      if let readingPosition, readingPosition.wrappedValue != shown.reading {
        boundReading = shown.reading
        readingPosition.wrappedValue = shown.reading
      }
    }

    /// Restores `position` when the snapshot holds its item or one of its
    /// neighbours; otherwise logs it, and the write back sets the binding
    /// to what is on screen.
    private func restore(_ position: Position, in dataSource: DiffableDataSource<Section, Item>) {
      let snapshot = dataSource.snapshot()
      guard ([position.itemID] + position.neighbourIDs).contains(where: { snapshot.itemPath(forID: $0) != nil }) else {
        dataSource.logger(
          .notice(
            "DiffableList: the reading position names the item \(position.itemID), which the snapshot does not hold; "
              + "not restored"))
        return
      }
      dataSource.scrolling.restore(position)
    }
  }
#endif
