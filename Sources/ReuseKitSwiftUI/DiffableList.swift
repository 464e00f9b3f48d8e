#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  /// A SwiftUI list or grid backed by a `UICollectionView` and a
  /// ``DiffableDataSource``: each update shows the snapshot it is given,
  /// diffed against the one on screen, with the data source's validated,
  /// identity-keyed batch updates and reading position.
  ///
  /// <!-- compile: prelude swiftui-row -->
  /// ```swift
  /// struct Inbox: View {
  ///   let messages: [Message]
  ///   @State private var selection: Message.ID?
  ///   var body: some View {
  ///     DiffableList(messages) { .swiftUI($0) { MessageRow(message: $0) } }
  ///       .selection($selection)
  ///   }
  /// }
  /// ```
  ///
  /// SwiftUI's rules hold: an update whose snapshot shows what is already on
  /// screen applies nothing, however often SwiftUI calls `updateUIView`;
  /// an animated transaction animates the change and one without an
  /// animation, or with animations disabled, does not; what a person does
  /// (a tap, a scroll) reaches the bindings after the update, never during
  /// it; a binding that names an identity the snapshot does not hold is
  /// ignored, logged, and set back to what is on screen. The coordinator
  /// owns the data source; when SwiftUI removes the view, nothing of it stays.
  ///
  /// Under SwiftUI's `refreshable(action:)`, a list of `Sendable` items may
  /// be pulled down to refresh: the action runs, one refresh at a time, and
  /// cancels a page's load; the next update's items show exactly, without
  /// the pages loaded before, from the top when the pull began there. A
  /// list that leaves the screen cancels its refresh.
  ///
  /// - Complexity: Each update compares the snapshot with the one the data
  ///   source is heading to, O(n) for n items, and diffs only when they differ.
  @available(iOS 16.0, *)
  @MainActor
  public struct DiffableList<Section: Diffable, Item: Diffable>: View {
    // MARK: - Lifecycle

    /// Shows `snapshot`, each item in the view `cellProvider` names: a
    /// SwiftUI view (``ViewConfiguration/swiftUI(_:content:)``) or a
    /// ``ConfigurableView``.
    public init(
      _ snapshot: Snapshot<Section, Item>, cellProvider: @escaping DiffableDataSource<Section, Item>.CellProvider
    ) {
      content = .snapshot(snapshot)
      options = ListOptions(cellProvider: cellProvider)
    }

    /// Shows `outline` as the one section `section`, each visible item in
    /// the view `cellProvider` names; the level and expansion of an item
    /// reach its view in its ``CellState``.
    public init(
      outline: SectionSnapshot<Item>, in section: Section,
      cellProvider: @escaping DiffableDataSource<Section, Item>.CellProvider
    ) {
      content = .outline(outline, section)
      options = ListOptions(cellProvider: cellProvider)
    }

    /// Shows `content`, each item in the view `cellProvider` names.
    init(content: ListContent<Section, Item>, cellProvider: @escaping DiffableDataSource<Section, Item>.CellProvider) {
      self.content = content
      options = ListOptions(cellProvider: cellProvider)
    }

    // MARK: - Public

    /// The collection view, updated whenever the content, the options or
    /// a value the bindings hold changes. The body reads the bindings:
    /// SwiftUI updates a view when a value its body read changes, and an
    /// app that only passes `$selection` on reads nothing itself.
    public var body: some View {
      ListRepresentable(content: content, options: options, boundValues: options.boundValues)
    }

    // MARK: - Internal

    let content: ListContent<Section, Item>
    var options: ListOptions<Section, Item>
  }

  @available(iOS 16.0, *)
  extension DiffableList where Section == Int {
    /// Shows `items` in one section, each in the view `cellProvider` names.
    /// Items that repeat an identity, as a server may send them, are
    /// dropped, the first copy kept, and the dropped ones are logged.
    ///
    /// - Complexity: O(n) expected for n items.
    public init(_ items: [Item], cellProvider: @escaping DiffableDataSource<Int, Item>.CellProvider) {
      content = .items(items)
      options = ListOptions(cellProvider: cellProvider)
    }
  }

  /// The collection view of a ``DiffableList``: made once, updated with the
  /// content, the options and what the bindings held when the list's body
  /// read them, and torn down when SwiftUI removes it.
  @available(iOS 16.0, *)
  @MainActor
  struct ListRepresentable<Section: Diffable, Item: Diffable>: UIViewRepresentable {
    let content: ListContent<Section, Item>
    let options: ListOptions<Section, Item>
    /// What the bindings held: an input of this view, so that a change of
    /// one updates it.
    let boundValues: [AnyHashable?]

    func makeCoordinator() -> ListCoordinator<Section, Item> { ListCoordinator(cellProvider: options.cellProvider) }

    func makeUIView(context: Context) -> UICollectionView { context.coordinator.collectionView }

    func updateUIView(_ uiView: UICollectionView, context: Context) {
      let transaction = context.transaction
      let animated = transaction.animation != nil && !transaction.disablesAnimations
      context.coordinator.update(
        to: content, options: options, refresh: context.environment.refresh, animated: animated)
    }

    static func dismantleUIView(_ uiView: UICollectionView, coordinator: ListCoordinator<Section, Item>) {
      coordinator.tearDown()
    }
  }

  /// What a ``DiffableList`` shows.
  enum ListContent<Section: Diffable, Item: Diffable> {
    case snapshot(Snapshot<Section, Item>)
    case outline(SectionSnapshot<Item>, Section)
    case items([Item])
  }
#endif
