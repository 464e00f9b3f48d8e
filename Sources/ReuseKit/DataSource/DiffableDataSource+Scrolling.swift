extension DiffableDataSource {
  // MARK: - Public

  /// Scrolling by item identity: to an item, and to the bottom. Whether
  /// the view sticks to the bottom, as a chat does, is the container's
  /// own setting: ``HeadlessContainer/sticksToBottom``, and
  /// `tableView.reuse.sticksToBottom` on iOS.
  ///
  /// <!-- compile: prelude message-list -->
  /// ```swift
  /// dataSource.scrolling.scrollToItem(withID: message.id, at: .center)
  /// ```
  public var scrolling: Scrolling { Scrolling(events: events) }

  /// Scrolls a data source's container by item identity; get one from
  /// ``DiffableDataSource/scrolling``.
  @MainActor
  public struct Scrolling {
    // MARK: - Public

    /// Scrolls so that the item whose identity is `id` is at `position`,
    /// landing exactly in one call even when the rows on the way have only
    /// their estimated heights. An item of an apply still under way is
    /// scrolled to once that apply is on screen.
    ///
    /// - Returns: `false`, and logs a notice that names `id`, when no item
    ///   of the snapshot the data source is heading to has that identity.
    @discardableResult
    public func scrollToItem(
      withID id: Item.DiffIdentifier, at position: ScrollPosition, animated: Bool = true
    ) -> Bool {
      guard events.holdsItem(withID: id, noticeFrom: "scrollToItem(withID:)", outcome: "not scrolled") else {
        return false
      }
      events.send(.scrollToItem(id, position, animated: animated))
      return true
    }

    /// Scrolls to the end of the content, landing exactly; after an apply
    /// still under way, once it is on screen.
    public func scrollToBottom(animated: Bool = true) {
      events.send(.scrollToBottom(animated: animated))
    }

    // MARK: - Internal

    /// Where the scrolls go, to the data source; once it is gone, nowhere.
    let events: ContentEventSink<Section, Item>
  }

  // MARK: - Internal

  /// Runs `body` now when no apply is under way, and otherwise once the
  /// snapshot the data source is heading to is on screen.
  func whenApplied(_ body: @escaping @MainActor () -> Void) {
    if !queue.whenApplied(body) { body() }
  }

  /// Scrolls to the item whose identity is `id` once the apply under way
  /// is on screen; not at all if a later apply deleted it by then.
  func scroll(toItemWithID id: Item.DiffIdentifier, at position: ScrollPosition, animated: Bool) {
    whenApplied { [weak self] in
      guard let self, let path = currentPath(forID: id) else { return }
      container.scroll(to: .item(path, position), animated: animated)
    }
  }
}
