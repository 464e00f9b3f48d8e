extension HeadlessContainer {
  // MARK: - Internal

  /// Measures every self-sizing item again, as for a width change, keeping
  /// the reading position: the anchor keeps the share of its height above
  /// the viewport's top, or the end stays in view while ``sticksToBottom``
  /// holds. Waits for the end of a pass the container is in.
  func contentSizeCategoryDidChange() {
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
