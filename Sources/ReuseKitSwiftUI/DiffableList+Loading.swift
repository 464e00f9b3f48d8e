#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  @available(iOS 16.0, *)
  extension DiffableList where Section: Sendable, Item: Sendable {
    /// Loads more as a person nears `edges` of the list: the next page of a
    /// feed at the bottom, older messages at the top, or both, through the
    /// data source's ``DiffableDataSource/paging``.
    ///
    /// - `loader` runs off the main actor, once per edge at a time, when the
    ///   visible area comes within `threshold` screens of an edge; an empty
    ///   list loads its first page at once.
    /// - The list shows the items it is given with the pages it loaded merged
    ///   in at their edges, in the order they loaded, each with
    ///   ``Snapshot/mergeItems(_:intoSection:at:keeping:)``: a repeated
    ///   identity keeps the copy `duplicates` says. An update whose items
    ///   already hold a page's items (an app that keeps them too) shows them
    ///   where the app puts them. The pages stay until the list leaves the
    ///   screen; give the list a new identity (`.id(_:)`) to start again, as
    ///   for a new search. A page's item a person deletes goes from them.
    /// - A load that fails shows ``retryView(_:)``'s view at its edge, and,
    ///   while the list has no item, the state view of the failure
    ///   (``stateView(_:)-2nwot``); a cancelled load is no failure.
    public func onLoadMore(
      at edges: Set<ContentEdge> = [.bottom], threshold: Double = 1, keeping duplicates: DuplicateRetention = .first,
      perform loader: @escaping DiffableDataSource<Section, Item>.Paging.Loader
    ) -> Self {
      with { $0.paging = PagingOption(edges: edges, threshold: threshold, duplicates: duplicates, loader: loader) }
    }
  }

  @available(iOS 16.0, *)
  extension DiffableList {
    /// Shows the view `content` gives at an edge whose load failed, in the
    /// header of the first section (top) or the footer of the last
    /// (bottom), at the view's own height, until the edge loads again:
    /// `content` is given the edge, the error, and the ``RetryLoadAction``
    /// that loads again, for a button to call. It shows for the loads of
    /// ``onLoadMore(at:threshold:keeping:perform:)``; a list with a retry
    /// view lays its rows out in the compositional layout, whose sections
    /// make room for a view of its own height.
    public func retryView(
      _ content: @escaping @MainActor (ContentEdge, any Error, RetryLoadAction) -> ViewConfiguration
    ) -> Self {
      with { $0.retryView = content }
    }

    /// Shows the view `content` gives in place of the items while the list
    /// has none, for its phase: empty, its first page loading
    /// (``onLoadMore(at:threshold:keeping:perform:)``), or that load
    /// failed; `nil` shows none. It fills the list, behind everything.
    public func stateView(_ content: @escaping @MainActor (ContentPhase) -> ViewConfiguration?) -> Self {
      with { $0.stateView = { phase, _ in content(phase) } }
    }

    /// Shows the view `content` gives in place of the items while the list
    /// has none, for its phase, as ``stateView(_:)-4rlop`` does; `content`
    /// is also given the ``RetryLoadAction`` that loads again after a failed
    /// first load, for a "Try Again" button to call.
    public func stateView(
      _ content: @escaping @MainActor (ContentPhase, RetryLoadAction) -> ViewConfiguration?
    ) -> Self {
      with { $0.stateView = content }
    }
  }
#endif
