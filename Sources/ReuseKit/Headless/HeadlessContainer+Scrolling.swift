extension HeadlessContainer {
  // MARK: - Public

  /// Scrolls so that the item at `itemPath` is at `position`, exactly, in
  /// one call: the item is measured first, then the rows that come into
  /// view, and the viewport is placed again after each round. A headless
  /// container does not animate, so `animated` changes nothing.
  ///
  /// Called during the container's own pass, the scroll waits for its end.
  /// Stops with a message that names the path when there is no such item.
  public func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool = false) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.scrollToItem(at: itemPath, at: position, animated: animated) })
    }
    guard layout.engine.contains(itemPath) else {
      let section = itemPath.section
      let items =
        (0..<numberOfSections).contains(section)
        ? ", and \(layout.numberOfItems(inSection: section)) items in section \(section)" : ""
      fatalError("\(Self.name): cannot scroll to item \(itemPath): there are \(numberOfSections) sections\(items)")
    }
    let old = shownViewport
    inPass(.measuring) { refreshViewport(pinnedTo: .aligned(itemPath, position)) }
    updatePrefetchRange(scrolledFrom: old)
  }

  /// Scrolls to the end of the content, exactly: the rows revealed at the
  /// end are measured, and the viewport placed again, until it rests there.
  public func scrollToBottom(animated: Bool = false) {
    guard !pass.isBusy else { return pass.postpone(.run { [weak self] in self?.scrollToBottom(animated: animated) }) }
    let old = shownViewport
    inPass(.measuring) { refreshViewport(pinnedTo: .bottom) }
    updatePrefetchRange(scrolledFrom: old)
  }
}
