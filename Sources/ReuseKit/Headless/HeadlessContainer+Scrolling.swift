extension HeadlessContainer {
  // MARK: - Public

  /// Scrolls to `target`, exactly, in one call: to an item, which is
  /// measured first, then the rows that come into view, the viewport placed
  /// again after each round; or to the end of the content, measuring the
  /// rows revealed there until the viewport rests; or to its start. A headless container
  /// does not animate, so `animated` changes nothing.
  ///
  /// Called during the container's own pass, the scroll waits for its end.
  ///
  /// - Precondition: An item target is an item of the container; otherwise
  ///   this stops with a message that names the path and the counts.
  public func scroll(to target: ScrollTarget, animated: Bool = true) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.scroll(to: target, animated: animated) })
    }
    let old = shownViewport
    switch target {
    case .item(let itemPath, let position):
      checkScrollTarget(itemPath)
      inPass(.measuring) { refreshViewport(pinnedTo: .aligned(itemPath, position)) }
    case .itemOffset(let itemPath, let fraction):
      checkScrollTarget(itemPath)
      inPass(.measuring) { refreshViewport(pinnedTo: .itemShare(itemPath, share: fraction)) }
    case .bottom:
      inPass(.measuring) { refreshViewport(pinnedTo: .bottom) }
    case .top:
      inPass(.measuring) { refreshViewport(pinnedTo: .offset(0)) }
    }
    updatePrefetchRange(scrolledFrom: old)
  }

  // MARK: - Private

  private func checkScrollTarget(_ itemPath: ItemPath) {
    guard layout.engine.contains(itemPath) else {
      fatalError(
        "\(Self.name).scroll(to:animated:): cannot scroll to item \(itemPath): "
          + ContainerContent.describe(content.sectionCounts, at: itemPath))
    }
  }
}
