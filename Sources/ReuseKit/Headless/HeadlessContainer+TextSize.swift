extension HeadlessContainer {
  // MARK: - Public

  /// Call this when the app's text size changes in a test, after whatever
  /// makes the views draw at the new size: the container measures every
  /// self-sizing item again, visible ones first, as for a width change, and
  /// keeps the reading position (the anchor keeps the share of its height
  /// above the viewport's top, or the end stays in view while
  /// ``sticksToBottom`` holds). A headless container never tells its views
  /// the text size; on iOS, UIKit re-measures by itself when the
  /// content size category changes. Waits for the end of a pass the
  /// container is in.
  public func contentSizeCategoryDidChange() {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.contentSizeCategoryDidChange() })
    }
    inPass(.measuring) {
      let pin = layout.reflowing(layout.pin(for: shownViewport, sticksToBottom: sticksToBottom))
      layout.invalidateMeasuredHeights()
      refreshViewport(pinnedTo: pin)
    }
  }
}
