/// What a container shows for one item: a view type and the view model to
/// configure it with. A cell provider returns one; the container dequeues a
/// view of that type (registering the type on first use), configures it, and
/// shows it.
///
/// <!-- compile: prelude messages -->
/// ```swift
/// let dataSource = DiffableDataSource<String, Message>(list) { message in
///   .view(MessageView.self, message)
/// }
/// ```
///
/// Because the container knows each item's view type, an item whose content
/// changes is configured again in place while its view type stays, and
/// dequeued again when the type changes.
///
/// What a person may do with the item travels with it, as SwiftUI's
/// modifiers carry it: ``deletable(_:)``, ``movable(_:)``,
/// ``swipeActions(edge:allowsFullSwipe:_:)``, ``contextMenu(_:preview:)`` and
/// ``accessories(_:)``.
@MainActor
public struct ViewConfiguration {
  // MARK: - Public

  /// Shows `viewModel` in a view of type `viewType`, after `setUp`, if
  /// given, has given the view what it needs besides its model, such as a
  /// loader it reports to. `setUp` runs each time the view is configured,
  /// before ``ConfigurableView/configure(with:)``.
  public static func view<View: ConfigurableView>(
    _ viewType: View.Type, _ viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)? = nil
  ) -> Self {
    Self(content: HostedViewModel<View>(viewModel: viewModel, setUp: setUp))
  }

  /// The identifier of the view type, by which a container keeps its pools.
  public var reuseIdentifier: ReuseIdentifier { content.reuseIdentifier }

  /// Calls `visitor` with the view type and the view model, typed: how a
  /// container of your own makes the view.
  ///
  /// <!-- compile: prelude configuration -->
  /// ```swift
  /// struct Maker: ViewConfigurationVisitor {
  ///   typealias Result = AnyObject
  ///   func visit<View: ConfigurableView>(
  ///     _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
  ///   ) -> AnyObject {
  ///     let view = View()
  ///     setUp?(view)
  ///     view.configure(with: viewModel)
  ///     return view
  ///   }
  /// }
  /// let view = configuration.accept(Maker())
  /// ```
  public func accept<Visitor: ViewConfigurationVisitor>(_ visitor: Visitor) -> Visitor.Result {
    content.accept(visitor)
  }

  // MARK: - Private

  private let content: any HostedViewModelProtocol

  // MARK: - Behaviour

  /// Whether a person may delete the item: with a swipe, or with the
  /// delete control of the editing mode. `false` unless ``deletable(_:)``
  /// says so.
  public private(set) var isDeletable = false

  /// Whether a person may drag the item to another place. `false` unless
  /// ``movable(_:)`` says so.
  public private(set) var isMovable = false

  /// This configuration, with its item deletable or not.
  ///
  /// <!-- compile: prelude todos -->
  /// ```swift
  /// let todos = DiffableDataSource<String, Todo>(list) { todo in
  ///   .view(TodoView.self, todo).deletable(!todo.isPinned).movable()
  /// }
  /// ```
  public func deletable(_ isDeletable: Bool = true) -> Self {
    var copy = self
    copy.isDeletable = isDeletable
    return copy
  }

  /// This configuration, with its item movable or not.
  public func movable(_ isMovable: Bool = true) -> Self {
    var copy = self
    copy.isMovable = isMovable
    return copy
  }

  /// The system accessories the item's row shows in Apple's lists, in
  /// order; none unless ``accessories(_:)`` gives them.
  public private(set) var accessories: [CellAccessory] = []

  /// This configuration, with `accessories` on its row in a list section of
  /// a collection view.
  public func accessories(_ accessories: [CellAccessory]) -> Self {
    var copy = self
    copy.accessories = accessories
    return copy
  }

  /// The actions given for the item's leading and trailing edges;
  /// ``swipeActionsConfiguration(for:)`` says what a swipe shows.
  private var leadingSwipeActions, trailingSwipeActions: SwipeActionsConfiguration?

  /// This configuration, with `actions` revealed by a swipe at `edge`, from
  /// the edge inwards; a full swipe performs the first when
  /// `allowsFullSwipe`. An empty list shows no actions at that edge.
  public func swipeActions(
    edge: SwipeActionsConfiguration.Edge = .trailing, allowsFullSwipe: Bool = true, _ actions: [SwipeAction]
  ) -> Self {
    var copy = self
    let configuration = SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: allowsFullSwipe)
    switch edge {
    case .leading: copy.leadingSwipeActions = configuration
    case .trailing: copy.trailingSwipeActions = configuration
    }
    return copy
  }

  /// What a swipe at `edge` shows: the actions given for it, or, at the
  /// trailing edge of a ``deletable(_:)`` item without actions of its own,
  /// Delete alone, as a table shows it. `nil` when a swipe shows nothing.
  public func swipeActionsConfiguration(for edge: SwipeActionsConfiguration.Edge) -> SwipeActionsConfiguration? {
    let given = edge == .leading ? leadingSwipeActions : trailingSwipeActions
    if let given { return given.actions.isEmpty ? nil : given }
    guard edge == .trailing, isDeletable else { return nil }
    return SwipeActionsConfiguration(actions: [.delete()], performsFirstActionWithFullSwipe: true)
  }
  /// The menu a touch and hold on the item opens, with its preview; `nil`
  /// for none.
  public private(set) var contextMenuConfiguration: ContextMenuConfiguration?

  /// This configuration, with `menu` opened by a touch and hold on the
  /// item, above the view `preview` makes when the menu opens (the item's
  /// own view when `nil`).
  public func contextMenu(_ menu: ContextMenu, preview: (@MainActor () -> ViewConfiguration)? = nil) -> Self {
    var copy = self
    copy.contextMenuConfiguration = ContextMenuConfiguration(menu: menu, previewProvider: preview)
    return copy
  }

}

/// Code that turns a ``ViewConfiguration`` into a view: a headless container,
/// a UIKit adapter or a container of your own, which each dequeue their own
/// kind of view.
@MainActor
public protocol ViewConfigurationVisitor {
  /// What the visitor makes.
  associatedtype Result

  /// Makes a view of `viewType`, lets `setUp` prepare it, and configures it with `viewModel`.
  func visit<View: ConfigurableView>(
    _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
  ) -> Result
}

/// A view model seen without its view type: what a ``ViewConfiguration``
/// holds. A value, so that a content holding configurations (a retry view,
/// a state view) holds no object but the app's own.
@MainActor
private protocol HostedViewModelProtocol {
  var reuseIdentifier: ReuseIdentifier { get }

  func accept<Visitor: ViewConfigurationVisitor>(_ visitor: Visitor) -> Visitor.Result
}

/// A view model for a `View`, and how to set the view up.
@MainActor
private struct HostedViewModel<View: ConfigurableView>: HostedViewModelProtocol {
  init(viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?) {
    self.viewModel = viewModel
    self.setUp = setUp
  }

  let viewModel: View.ViewModel
  let setUp: (@MainActor (View) -> Void)?

  var reuseIdentifier: ReuseIdentifier { ReuseIdentifier(View.self) }

  func accept<Visitor: ViewConfigurationVisitor>(_ visitor: Visitor) -> Visitor.Result {
    visitor.visit(View.self, viewModel: viewModel, setUp: setUp)
  }
}
