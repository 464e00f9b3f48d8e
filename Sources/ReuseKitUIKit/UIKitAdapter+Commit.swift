#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// How a table or collection view shows a ``ContainerContent`` and
  /// commits a ``ContentUpdate``: every transition was checked by UIKit's
  /// rules before it got here, so each becomes one UIKit batch update, whose
  /// counts the adapter, UIKit's data source, reads from the transition's content.
  extension UIKitAdapter {
    // MARK: - Internal

    /// Shows `content` in place of everything through UIKit's
    /// `reloadData()`, keeping the first visible item that
    /// `mappingItemPaths` maps to a path of `content` in place on screen,
    /// then shows the content's selection, states and refresh.
    func performReload(_ content: ContainerContent, mappingItemPaths: (ItemPath) -> ItemPath?) {
      guard let view = listView else { return }
      state.content = content
      state.cellPaths = []
      connect()
      holdingReadingPosition(mappingItemPaths) { view.reloadData() }
      reloadCellStates()
      showStateView()
      showRefresh()
      announceVisibleRegionSoon()
    }

    /// Commits `update`'s transitions in order, each as one UIKit batch
    /// update animated as the update says, while the first visible item that
    /// survives them keeps its place; then shows the content's selection,
    /// states and refresh, and runs `completion` once every batch's animations ended.
    ///
    /// A view that shows nothing of the data source yet (its first content)
    /// or other counts than the update starts from (another data source
    /// showed them) reloads with the content the update ends with. An update
    /// the view already shows, a person's drop, only changes the content.
    func performCommit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
      guard let view = listView else {
        // Nothing is left to animate: the view is gone.
        completion?()
        return
      }
      commitTransitions(update, in: view, completion: completion)
      showStateView()
      showRefresh()
      announceVisibleRegionSoon()
    }

    /// Scrolls to `target`, landing exactly. A view with no height yet (not
    /// laid out in a window, as in `viewDidLoad`) cannot place an item on
    /// screen: the scroll waits for its first report of the visible region
    /// with a height (``announceVisibleRegion()``), and a later scroll
    /// replaces it.
    func performScroll(to target: ScrollTarget, animated: Bool) {
      guard let view = listView?.scrollView else { return }
      guard view.bounds.height > 0 else {
        state.scrollAwaitingHeight = target
        return
      }
      state.scrollAwaitingHeight = nil
      switch target {
      case .item(let path, let position): scrollToItem(at: path, at: position, animated: animated)
      case .itemOffset(let path, let fraction):
        scrollToItem(at: path, at: .top, animated: false)
        settle(on: .itemShare(path, share: fraction), animated: animated)
      case .bottom: scrollToBottom(animated: animated)
      case .top:
        let top = CGPoint(x: view.contentOffset.x, y: -view.adjustedContentInset.top)
        view.setContentOffset(top, animated: animated)
      }
    }

    // MARK: - Private

    /// What ``performCommit(_:completion:)`` does before it shows the state view
    /// and reports the region.
    private func commitTransitions(
      _ update: ContentUpdate, in view: UIKitListView, completion: (@MainActor () -> Void)?
    ) {
      guard let last = update.transitions.last else {
        if let completion { state.whenAnimationsEnd(completion) }
        return
      }
      guard state.isConnected, update.transitions[0].from.sectionCounts == state.content.sectionCounts else {
        performReload(last.to) { _ in nil }
        if let completion { state.whenAnimationsEnd(completion) }
        return
      }
      guard !update.isShownAlready else {
        state.content = last.to
        completion?()
        return
      }
      // A collection view carries out a pending `reloadData()` at its next
      // layout; laid out first, it does not read the new counts as the
      // counts before the batch (rdar 28167779).
      if view.scrollView.window != nil { view.scrollView.layoutIfNeeded() }
      let previous = state.updateAnimation
      state.updateAnimation = update.animation
      defer { state.updateAnimation = previous }
      let commitAll = {
        self.keepingReadingPosition { for transition in update.transitions { self.show(transition, in: view) } }
      }
      if update.animation.isAnimated { commitAll() } else { UIView.performWithoutAnimation(commitAll) }
      reloadCellStates()
      if let completion { state.whenAnimationsEnd(completion) }
    }

    /// Shows one transition: a refresh changes the content and configures
    /// the headers of its sections again; any other is one UIKit batch
    /// update, inside which the content becomes the transition's, so that
    /// UIKit reads the counts after it.
    private func show(_ transition: ContentTransition, in view: UIKitListView) {
      let state = self.state
      if !transition.isRefresh {
        let split = splitByViewType(transition, in: view)
        holdingReadingPosition(movesAway: transition.batchUpdate.movesAway, transition.finalPath(of:)) {
          state.cellPaths = Set(
            state.cellPaths.compactMap { transition.finalPath(of: ItemPath($0)).map(IndexPath.init) })
          state.batchesAnimating += 1
          view.performBatchUpdates({
            view.issue(
              transition.batchUpdate, reloading: split.replaced, reconfiguring: split.kept,
              animation: state.updateAnimation)
            state.content = transition.to
            state.preparedConfigurations = split.prepared
            state.reconfiguringPaths = Set(split.kept.compactMap { transition.finalPath(of: $0).map(IndexPath.init) })
          }) { _ in state.batchDidFinishAnimating() }
        }
      } else {
        state.content = transition.to
      }
      if !transition.reconfiguredSections.isEmpty {
        reconfigureSupplementaryViews(inSections: transition.reconfiguredSections, revealing: transition.revealedEdge)
      }
    }
  }
#endif
