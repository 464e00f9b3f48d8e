/// The menu a person opens on an item by touching and holding it, as
/// `UIMenu` and SwiftUI's `contextMenu` show it: a title, and elements that
/// are actions, submenus and inline groups.
///
/// An item's menu travels with its configuration
/// (``ViewConfiguration/contextMenu(_:preview:)``), so an action always
/// acts on the item it was made for, by identity, whatever an apply did
/// while the menu was open.
///
/// <!-- compile: prelude todos -->
/// ```swift
/// let menus = DiffableDataSource<String, Todo>(list) { todo in
///   .view(TodoView.self, todo).contextMenu(
///     ContextMenu([
///       .action(MenuAction(title: "Share", systemImage: "square.and.arrow.up") {}),
///       .submenu(ContextMenu(title: "Move to", [.action(MenuAction(title: "Work") {})])),
///       .inline(ContextMenu([.action(.delete())])),
///     ]))
/// }
/// ```
@MainActor
public struct ContextMenu {
  /// A menu titled `title` (none when empty) of `children`, in order.
  public init(title: String = "", _ children: [Element]) {
    self.title = title
    self.children = children
  }

  /// One element of a menu.
  public enum Element {
    /// An action.
    case action(MenuAction)
    /// A submenu, opened from its title.
    case submenu(ContextMenu)
    /// A group shown in place, between separators, as `UIMenu`'s
    /// `displayInline` option shows it.
    case inline(ContextMenu)
  }

  /// The title; empty for none.
  public let title: String

  /// The elements, in order.
  public let children: [Element]

  /// The action at `indexes`: each index picks a child, and every index but
  /// the last picks a submenu or an inline group; `nil` when there is none.
  public func action(at indexes: [Int]) -> MenuAction? {
    guard let first = indexes.first, children.indices.contains(first) else { return nil }
    switch children[first] {
    case .action(let action): return indexes.count == 1 ? action : nil
    case .submenu(let menu), .inline(let menu): return menu.action(at: Array(indexes.dropFirst()))
    }
  }
}

/// One action of a ``ContextMenu``, as `UIAction` shows it: a title, an
/// optional system image, attributes, and what it does.
@MainActor
public struct MenuAction {
  // MARK: - Lifecycle

  /// An action titled `title`, with the system image `systemImage`, that runs
  /// `handler` when a person chooses it; `isOn` shows it checked.
  public init(
    title: String, systemImage: String? = nil, attributes: Attributes = [], isOn: Bool = false,
    handler: @escaping @MainActor () -> Void
  ) {
    self.init(title: title, systemImage: systemImage, attributes: attributes, isOn: isOn, effect: .handler(handler))
  }

  /// A destructive action that deletes its item through the data source's
  /// editing path, as ``SwipeAction/delete(title:systemImage:)`` does.
  public static func delete(title: String = "Delete", systemImage: String? = "trash") -> Self {
    Self(title: title, systemImage: systemImage, attributes: .destructive, isOn: false, effect: .delete)
  }

  // MARK: - Public

  /// How an action is shown and whether it can be chosen, as
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates attributes from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown in red: it removes or destroys.
    public static let destructive = Attributes(rawValue: 1 << 0)
    /// Shown dimmed, and cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 1)
    /// Not shown, and cannot be chosen.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// The title.
  public let title: String

  /// The name of the system image shown beside the title, if any.
  public let systemImage: String?

  /// How the action is shown and whether it can be chosen.
  public let attributes: Attributes

  /// Whether the action is shown checked.
  public let isOn: Bool

  /// Whether the action deletes its item through the data source's editing
  /// path (``delete(title:systemImage:)``).
  public var deletesItem: Bool {
    if case .delete = effect { return true }
    return false
  }

  // MARK: - Internal

  /// What choosing the action does.
  enum Effect {
    /// Runs the app's handler.
    case handler(@MainActor () -> Void)
    /// Deletes the item by identity.
    case delete
  }

  let effect: Effect

  // MARK: - Private

  private init(title: String, systemImage: String?, attributes: Attributes, isOn: Bool, effect: Effect) {
    self.title = title
    self.systemImage = systemImage
    self.attributes = attributes
    self.isOn = isOn
    self.effect = effect
  }
}

/// An item's context menu and its preview, as `UIContextMenuConfiguration`
/// pairs them: the preview is made only when the menu opens.
@MainActor
public struct ContextMenuConfiguration {
  /// The menu.
  public let menu: ContextMenu

  /// Makes the view shown above the menu; `nil` shows the item's own view.
  public let previewProvider: (@MainActor () -> ViewConfiguration)?
}
