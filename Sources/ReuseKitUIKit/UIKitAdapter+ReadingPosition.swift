#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The reading position of a table or collection view, kept as a headless
  /// container keeps it: the core's ``ViewportPin`` decides where the view
  /// must rest, here measured against the frames UIKit reports. UIKit keeps
  /// the numeric offset through batch updates, reloads and size changes, so
  /// rows measured above the first visible one would push it; the adapter
  /// puts it back, and lays out again until the offset holds.
  extension UIKitAdapter {
    // MARK: - Internal

    /// Scrolls so that the item at `itemPath` is at `position`, exactly: the
    /// view is laid out, and the offset placed again, until it holds. With
    /// `animated`, UIKit animates from where the view was to where it rests.
    /// Stops with a message that names the call, the path and the counts
    /// when there is no such item.
    func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool) {
      guard listView?.frameOfItem(at: IndexPath(itemPath)) != nil else {
        fatalError(
          "\(Self.containerName).scroll(to:animated:): cannot scroll to item \(itemPath): "
            + ContainerContent.describe(state.content.sectionCounts, at: itemPath))
      }
      settle(on: .aligned(itemPath, position), animated: animated)
    }

    /// Scrolls to the end of the content, exactly.
    func scrollToBottom(animated: Bool) { settle(on: .bottom, animated: animated) }

    /// Runs `body`, a change that may move rows, and then puts back the
    /// first visible item that `destination` maps to its path after the
    /// change, at the same place on screen; the end of the content instead
    /// when the view sticks to the bottom and showed the end; `edgePin`, when
    /// given, in place of both. While UIKit
    /// animates the change, an offset set now would jump under the
    /// animation: the item is put back once the animations end.
    ///
    /// A change made while an earlier one animates (a late size, the next
    /// apply) keeps what the earlier one will put back, followed through
    /// this change: the view shows the middle of an animation, whose offset
    /// UIKit kept and whose rows are already where they end, not what was read.
    func holdingReadingPosition(
      movesAway: (ItemPath) -> Bool = { _ in false }, _ destination: (ItemPath) -> ItemPath?,
      pinning edgePin: ViewportPin? = nil, _ body: () -> Void
    ) {
      guard let view = listView?.scrollView else { return body() }
      let outer = state.readingHold
      var hold = outer ?? currentReadingHold(of: view)
      let offset = readingViewport(of: view).offset
      let awaited = state.pinAfterAnimations
      body()
      let pin = hold.follow(movesAway: movesAway, destination: destination)
      if outer != nil { state.readingHold = hold }
      let target =
        edgePin ?? awaited?.following(movesAway: movesAway, destination: destination) ?? pin ?? .offset(offset)
      guard state.batchesAnimating > 0, view.window != nil, UIView.areAnimationsEnabled else {
        return settle(on: target)
      }
      state.pinAfterAnimations = target
      state.whenAnimationsEnd { [weak self] in
        guard let self, let pin = self.state.pinAfterAnimations else { return }
        self.settle(on: pin)
      }
    }

    /// Runs `body`, in which the adapter commits the batch updates of one
    /// apply: the first item visible before them that survives them all
    /// keeps its place on screen.
    func keepingReadingPosition(_ body: () -> Void) {
      guard state.readingHold == nil, let view = listView?.scrollView else { return body() }
      state.readingHold = currentReadingHold(of: view)
      defer { state.readingHold = nil }
      body()
    }

    /// The view's adjusted insets changed: it entered a window under a
    /// navigation bar, or a bar or the safe area changed. UIKit keeps the
    /// numeric offset (unless it rested at the top), so the visible area
    /// would start a bar's height higher or lower in the content, and rows
    /// measured as they come into view under the bar would push it: the
    /// first item the visible area showed when the adapter last saw it
    /// keeps its place below the area's new top, as the same share of its
    /// height. When the width changed too, as in a rotation, the rows are
    /// not laid out at it yet: the item is held once they are
    /// (``holdReadingPositionThroughWidthChange()``). The height a
    /// refreshing control adds above the content holds nothing.
    func viewDidChangeAdjustedInsets() {
      guard let view = listView?.scrollView, !isRefreshControlInsetChange(of: view),
        let kept = state.viewportOffset
      else { return }
      if let shown = state.shownLayout {
        let pin = shown.region(atOffset: kept).reflowPin(sticksToBottom: state.sticksToBottom)
        guard Double(view.bounds.width) == shown.viewport.width else { return state.pinForNewWidth = pin }
        return settle(on: pin)
      }
      var hold = currentReadingHold(of: view, at: kept)
      settle(on: hold.follow(movesAway: { _ in false }, destination: { $0 }) ?? .offset(kept))
    }

    /// Shows again what the view showed before UIKit laid it out at a new
    /// width, as on a rotation. UIKit keeps the numeric offset, so rows that
    /// wrap to other heights above the reading position would move it. The
    /// offset, read against the frames of the last layout the adapter kept
    /// (``ShownLayout``), names the item that was at the top and the share
    /// of it above the top (``VisibleRegion/reflowPin(sticksToBottom:)``);
    /// while batch updates animate, it is shown again once they end. When
    /// the insets changed with the width, the item they held is shown.
    func holdReadingPositionThroughWidthChange() {
      guard let shown = state.shownLayout, let view = listView?.scrollView else { return }
      defer { state.pinForNewWidth = nil }
      let pin =
        state.pinForNewWidth
        ?? shown.region(atOffset: readingViewport(of: view).offset).reflowPin(sticksToBottom: state.sticksToBottom)
      state.whenAnimationsEnd { [weak self] in self?.settle(on: pin) }
    }

    /// Lays the view out and moves its offset where `pin` says, until the
    /// offset holds: each layout may measure rows that came into view.
    func settle(on pin: ViewportPin, animated: Bool = false) {
      guard let view = listView?.scrollView else { return }
      let start = view.contentOffset
      for _ in 0..<Self.maximumSettleRounds {
        view.layoutIfNeeded()
        let viewport = readingViewport(of: view)
        let target = pin.offset(
          current: viewport.offset, viewportHeight: viewport.height, contentHeight: Double(view.contentSize.height),
          frame: frame(of:))
        guard abs(target - viewport.offset) >= 0.25 else { break }
        view.contentOffset = CGPoint(x: view.contentOffset.x, y: CGFloat(target) - view.adjustedContentInset.top)
      }
      recordShownLayout(of: view)
      // Whatever an inset change held for a new width, or a change for the
      // end of the animations, is superseded.
      state.pinForNewWidth = nil
      state.pinAfterAnimations = nil
      announceVisibleRegionSoon()
      guard animated, view.contentOffset != start else { return }
      // Animate from where the view was to where it rests. Rows on the way
      // are measured during the animation and may move the item: once the
      // animation arrives, it is placed again, without animation.
      let end = view.contentOffset
      view.contentOffset = start
      view.setContentOffset(end, animated: true)
      settleOnArrival(at: end, on: pin, polls: Self.maximumArrivalPolls)
    }

    /// Places the offset where `pin` says once an animated scroll reached
    /// `end`; looks again every frame, up to `polls` times, and gives up
    /// when the offset went elsewhere (a person scrolled).
    private func settleOnArrival(at end: CGPoint, on pin: ViewportPin, polls: Int) {
      AdapterEnvironment.scheduleAfter(Self.frameInterval) { [weak self] in
        guard let self, let view = self.listView?.scrollView else { return }
        guard view.contentOffset == end else {
          if polls > 1 { self.settleOnArrival(at: end, on: pin, polls: polls - 1) }
          return
        }
        self.settle(on: pin)
      }
    }

    /// One frame at 60 Hz.
    private static var frameInterval: Double { 1.0 / 60 }

    /// About a second of frames: longer than UIKit's scroll animations.
    private static var maximumArrivalPolls: Int { 60 }

    /// The visible items, laid out now, with their distances above the top
    /// of the visible area, or above `offset` when given, and whether the
    /// end is in view for a view that sticks to the bottom.
    func currentReadingHold(of view: UIScrollView, at offset: Double? = nil) -> ReadingHold {
      view.layoutIfNeeded()
      let viewport = readingViewport(of: view)
      return ReadingHold(
        visibleItems: sortedVisibleItemPaths, frame: frame(of:),
        viewport: Viewport(
          width: Double(view.bounds.width), height: viewport.height, offset: offset ?? viewport.offset),
        contentHeight: Double(view.contentSize.height), sticksToBottom: state.sticksToBottom)
    }

    // MARK: - Private

    /// Enough rounds for any screen; each round measures the rows that came into view.
    private static var maximumSettleRounds: Int { 8 }
  }

  extension ViewportPin {
    /// This pin after a batch in which the items `movesAway` names (paths
    /// before it) move away and `destination` takes every other item to its
    /// path after it, or deletes it (`nil`): the same pin on the item's new
    /// path, or `nil` when the item moved away or is gone. The end and an
    /// offset name no item, and stay.
    fileprivate func following(
      movesAway: (ItemPath) -> Bool, destination: (ItemPath) -> ItemPath?
    ) -> ViewportPin? {
      func moved(_ path: ItemPath) -> ItemPath? { movesAway(path) ? nil : destination(path) }
      switch self {
      case .item(let path, let distance): return moved(path).map { .item($0, distance: distance) }
      case .itemShare(let path, let share): return moved(path).map { .itemShare($0, share: share) }
      case .aligned(let path, let position): return moved(path).map { .aligned($0, position) }
      case .bottom, .offset: return self
      }
    }
  }
#endif
