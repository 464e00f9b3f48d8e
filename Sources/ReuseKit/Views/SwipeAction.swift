/// A button a person reveals by swiping an item sideways, as
/// `UIContextualAction` and SwiftUI's `swipeActions` show: a title, an
/// image or both, on a colour, and what it does.
///
/// An item's actions travel with its configuration
/// (``ViewConfiguration/swipeActions(edge:allowsFullSwipe:_:)``), so an
/// action always acts on the item it was made for: a handler captures the
/// item, and ``delete(title:systemImage:)`` deletes that item by identity. An action
/// performed after an apply moved the item acts on it where it is now; after
/// an apply deleted it, the action does nothing.
///
/// <!-- compile: prelude todos -->
/// ```swift
/// let todos = DiffableDataSource<String, Todo>(list) { todo in
///   .view(TodoView.self, todo).swipeActions(edge: .trailing, [
///     .delete(),
///     SwipeAction(title: "Flag", systemImage: "flag", tint: .orange) { done in done(true) },
///   ])
/// }
/// ```
@MainActor
public struct SwipeAction {
  // MARK: - Lifecycle

  /// An action shown as `title`, `systemImage` (a system image's name) or
  /// both, on `tint` (the style's colour when `nil`), that runs `handler`
  /// when a person taps it or swipes fully. The handler calls its argument
  /// once it is done, with whether it did what the action says, as
  /// `UIContextualAction`'s handler does; the actions then close, if they are
  /// still the ones it was performed from.
  public init(
    title: String? = nil, style: Style = .normal, systemImage: String? = nil, tint: Tint? = nil,
    handler: @escaping @MainActor (_ completion: @escaping @MainActor (_ didPerform: Bool) -> Void) -> Void
  ) {
    self.init(title: title, style: style, systemImage: systemImage, tint: tint, effect: .handler(handler))
  }

  /// A destructive action that deletes its item through the data source's
  /// editing path: the data source applies a snapshot without the item,
  /// then tells ``DiffableDataSource/Editing/didDeleteItem``. The item need
  /// not be ``ViewConfiguration/deletable(_:)``, which governs the editing
  /// mode's delete control and the Delete a swipe shows by default.
  public static func delete(title: String = "Delete", systemImage: String? = nil) -> Self {
    Self(title: title, style: .destructive, systemImage: systemImage, tint: nil, effect: .delete)
  }

  // MARK: - Public

  /// How an action looks and what it warns of.
  public enum Style: Sendable, Equatable {
    /// An action shown as an ordinary button, grey unless tinted.
    case normal
    /// An action that removes or destroys, red unless tinted.
    case destructive
  }

  /// The colour of an action's button: one of the system's colours, which
  /// follow the appearance, or an exact colour.
  public enum Tint: Sendable, Equatable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// Red, green, blue and opacity, each from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double = 1)
  }

  /// The text of the button, if any.
  public let title: String?

  /// Whether the action is destructive.
  public let style: Style

  /// The name of the system image the button shows, if any.
  public let systemImage: String?

  /// The colour of the button; `nil` takes the style's.
  public let tint: Tint?

  /// Whether the action deletes its item through the data source's editing
  /// path (``delete(title:systemImage:)``).
  public var deletesItem: Bool {
    if case .delete = effect { return true }
    return false
  }

  // MARK: - Internal

  /// What performing the action does.
  enum Effect {
    /// Runs the app's handler.
    case handler(@MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void)
    /// Deletes the item by identity, as a swipe to delete does.
    case delete
  }

  let effect: Effect

  // MARK: - Private

  private init(title: String?, style: Style, systemImage: String?, tint: Tint?, effect: Effect) {
    self.title = title
    self.style = style
    self.systemImage = systemImage
    self.tint = tint
    self.effect = effect
  }
}

/// The actions of one edge of an item, as `UISwipeActionsConfiguration`
/// holds them: in order from the edge inwards, the first of which a full
/// swipe can perform.
@MainActor
public struct SwipeActionsConfiguration {
  /// The edge of an item, in the layout direction: the leading edge is the
  /// left one from left to right, and the right one from right to left.
  public enum Edge: Sendable, Equatable {
    case leading, trailing
  }

  /// The actions, from the edge inwards.
  public let actions: [SwipeAction]

  /// Whether swiping the item all the way across performs the first action.
  public let performsFirstActionWithFullSwipe: Bool
}
