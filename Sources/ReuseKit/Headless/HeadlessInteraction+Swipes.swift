/// A side of the screen, whatever the layout direction: where a swipe's
/// actions appear (``HeadlessInteraction/swipe(itemAt:edge:)``), not the
/// way the finger moves.
public enum ScreenEdge: Sendable, Equatable {
  case left, right
}

/// The swipe actions open on one item, held by the item's identity, so that
/// an apply that moves the item keeps them on it, and one that deletes it
/// closes them. The actions themselves are read from the content shown, so
/// that an apply that changes the item shows its new actions.
struct OpenSwipe {
  /// The identity of the item the actions were opened on.
  let itemIdentity: AnyHashable
  /// The item's edge they show at.
  let edge: SwipeActionsConfiguration.Edge
  /// Which opening this is: a handler's completion closes only the actions
  /// it was performed from, once.
  let session: Int
}

/// The swipe actions open on an item of a headless container.
@MainActor
public struct OpenSwipeActions {
  /// The path of their item in the content shown now.
  public let itemPath: ItemPath
  /// The item's edge they show at.
  public let edge: SwipeActionsConfiguration.Edge
  /// The actions, from the edge inwards.
  public let configuration: SwipeActionsConfiguration
}

extension HeadlessInteraction {
  // MARK: - Public

  /// Swipes the item so that the actions at `edge` of the screen slide into
  /// view, closing any actions or menu open on another item: the item's trailing
  /// actions at the right edge and its leading ones at the left, swapped
  /// while the container lays out right to left
  /// (``HeadlessContainer/isRightToLeft``).
  ///
  /// - Returns: The actions shown, or `nil` when the item has no cell on
  ///   screen or no actions at that edge
  ///   (``ViewConfiguration/swipeActionsConfiguration(for:)``).
  @discardableResult
  public func swipe(itemAt itemPath: ItemPath, edge: ScreenEdge) -> SwipeActionsConfiguration? {
    closeSwipeActions()
    dismissContextMenu()
    guard container.views.cells[itemPath] != nil, let identity = container.content.itemIdentity(at: itemPath)
    else { return nil }
    let itemEdge: SwipeActionsConfiguration.Edge = (edge == .right) != container.isRightToLeft ? .trailing : .leading
    guard let configuration = container.content.configuration(at: itemPath)?.swipeActionsConfiguration(for: itemEdge)
    else {
      return nil
    }
    container.swipeSessions += 1
    container.openSwipe = OpenSwipe(itemIdentity: identity, edge: itemEdge, session: container.swipeSessions)
    setSwiped(true, itemAt: itemPath)
    return configuration
  }

  /// The actions open now, as the item's configuration in the content
  /// shown gives them, with the item's path there: after an apply that
  /// moved or changed the item, its new path and its new actions. `nil`
  /// when none are open, or once their item's cell stopped showing them
  /// (an apply deleted or reloaded the item, or it left the screen), or its
  /// configuration has no actions at that edge any more.
  public var openedSwipeActions: OpenSwipeActions? {
    guard let open = container.openSwipe, let path = visiblePath(of: open.itemIdentity),
      container.views.cells[path]?.state.isSwiped == true,
      let configuration = container.content.configuration(at: path)?.swipeActionsConfiguration(for: open.edge)
    else { return nil }
    return OpenSwipeActions(itemPath: path, edge: open.edge, configuration: configuration)
  }

  /// Taps the open action at `index`, from the edge inwards, for the item
  /// the actions were opened on, wherever an apply has moved it: a delete
  /// action deletes it through the data source's editing path, and any
  /// other runs its handler, after which the actions close when the
  /// handler calls its completion (whether it says it performed the action
  /// or not), unless they were closed or opened again by then. Does nothing
  /// when no actions are open, or their item is gone.
  ///
  /// - Returns: Whether an action ran.
  /// - Precondition: `index` is an index of the open actions; otherwise this
  ///   stops with a message naming it and their count.
  @discardableResult
  public func performSwipeAction(at index: Int) -> Bool {
    guard let shown = openedSwipeActions, let open = container.openSwipe else {
      container.openSwipe = nil
      return false
    }
    let (path, configuration) = (shown.itemPath, shown.configuration)
    guard configuration.actions.indices.contains(index) else {
      fatalError(
        "\(HeadlessContainer<Arrangement>.name) interaction.performSwipeAction(at:): no action at \(index) of the "
          + "actions open on item \(path): \(configuration.actions.map { $0.title ?? $0.systemImage ?? "untitled" })")
    }
    let action = configuration.actions[index]
    if action.deletesItem { closeSwipeActions() }
    container.content.perform(action, onItemAt: path) { [weak container] _ in
      // The actions close once the handler is done, wherever their item is
      // by then, unless they were closed or opened again meanwhile; a
      // second call finds them closed.
      guard let container, container.openSwipe?.session == open.session else { return }
      container.interaction.closeSwipeActions()
    }
    return true
  }

  /// Swipes the item all the way across from `edge`: the first action runs
  /// when the item's actions there allow a full swipe; otherwise the
  /// actions stay open, as UIKit leaves them.
  ///
  /// - Returns: Whether an action ran.
  @discardableResult
  public func fullySwipe(itemAt itemPath: ItemPath, edge: ScreenEdge) -> Bool {
    guard let configuration = swipe(itemAt: itemPath, edge: edge), configuration.performsFirstActionWithFullSwipe
    else { return false }
    return performSwipeAction(at: 0)
  }

  /// Closes the open actions, if any.
  public func closeSwipeActions() {
    guard let open = container.openSwipe else { return }
    container.openSwipe = nil
    if let path = visiblePath(of: open.itemIdentity) { setSwiped(false, itemAt: path) }
  }
}
