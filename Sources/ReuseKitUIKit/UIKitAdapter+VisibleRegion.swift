#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What a table or collection view reports of what it shows, as a
  /// headless container reports it after every pass
  /// (``ContainerEvent/visibleRegionChanged(_:)``): the visible area, the
  /// content's height and the item at the top of the visible area,
  /// measured on the frames UIKit lays out. A data source's paging reads
  /// how near each end is from it, and its reading position the anchor.
  ///
  /// UIKit tells the app's delegate of every change of the offset
  /// (`scrollViewDidScroll(_:)`, passed on through `reuse.didScroll()`),
  /// possibly before it laid out the rows the new offset shows; the adapter
  /// also reports after a commit, a reload, a settled scroll and a row
  /// shown or gone. The reports of one run-loop turn make one, after a
  /// layout.
  extension UIKitAdapter {
    // MARK: - Internal

    /// Reports the region once the current run-loop turn ends, once however
    /// often it is asked; nothing while no data source shows content.
    func announceVisibleRegionSoon() {
      guard state.isConnected, !state.announcesRegion else { return }
      state.announcesRegion = true
      AdapterEnvironment.schedule { [weak self] in self?.announceVisibleRegion() }
    }

    /// Lays the view out, carries out a scroll that waited for a height,
    /// and reports the region it shows now.
    func announceVisibleRegion() {
      state.announcesRegion = false
      guard state.isConnected, let view = listView?.scrollView else { return }
      view.layoutIfNeeded()
      if let target = state.scrollAwaitingHeight, view.bounds.height > 0 { performScroll(to: target, animated: false) }
      recordShownLayout(of: view)
      state.viewportOffset = readingViewport(of: view).offset
      state.content.send(.visibleRegionChanged(visibleRegion(of: view)))
    }

    /// The view's offset changed: notes where the visible area is now, and
    /// reports the region once the turn ends.
    func viewDidScroll() {
      if let view = listView?.scrollView { state.viewportOffset = readingViewport(of: view).offset }
      announceVisibleRegionSoon()
    }

    /// The region the view shows as laid out now: the visible area below
    /// the top inset and above the bottom one, the content's height, and
    /// the first visible item whose frame ends below that area's top.
    ///
    /// - Complexity: O(v), for v visible items.
    func visibleRegion(of view: UIScrollView) -> VisibleRegion {
      let viewport = readingViewport(of: view)
      return VisibleRegion(
        viewport: Viewport(width: Double(view.bounds.width), height: viewport.height, offset: viewport.offset),
        contentHeight: Double(view.contentSize.height), visibleItems: sortedVisibleItemPaths, frame: frame(of:))
    }

    /// The visible area below the top inset and above the bottom inset, in
    /// ReuseKit's terms: its distance from the top of the content, and its height.
    func readingViewport(of view: UIScrollView) -> (offset: Double, height: Double) {
      let inset = view.adjustedContentInset
      return (Double(view.contentOffset.y + inset.top), Double(view.bounds.height - inset.top - inset.bottom))
    }

    /// Keeps the frames of the items that have cells, visible or prepared,
    /// at the width they are laid out at now.
    ///
    /// - Complexity: O(c), for c cells.
    func recordShownLayout(of view: UIScrollView) {
      guard let listView else { return }
      let viewport = readingViewport(of: view)
      var frames: [ItemPath: LayoutRect] = [:]
      for path in pathsWithCells(in: listView) { frames[ItemPath(path)] = frame(of: ItemPath(path)) }
      state.shownLayout = ShownLayout(
        viewport: Viewport(width: Double(view.bounds.width), height: viewport.height, offset: viewport.offset),
        contentHeight: Double(view.contentSize.height), frames: frames)
    }

    /// The paths of the items that have cells now, visible or prepared
    /// ahead of display, in order; the paths of cells that are gone are
    /// forgotten.
    func pathsWithCells(in view: UIKitListView) -> [IndexPath] {
      let paths = state.cellPaths.union(view.indexPathsForVisibleItems).sorted()
      let kept = paths.filter { view.visibleCell(at: $0) != nil }
      state.cellPaths = Set(kept)
      return kept
    }

    /// The frame of the item at `path` as UIKit lays it out now.
    func frame(of path: ItemPath) -> LayoutRect? {
      listView?.frameOfItem(at: IndexPath(path)).map { frame in
        LayoutRect(
          x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
      }
    }
  }
#endif
