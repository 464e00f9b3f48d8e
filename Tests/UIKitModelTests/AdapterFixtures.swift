import ReuseKitUIKit
import UIKit

@testable import ReuseKitUIKit

/// A hosted view showing a string in a wrapping label, sized by Auto Layout;
/// it records the widths its `preferredHeight(forWidth:)` was asked at.
final class TextView: UIView, SizeInvalidatingView {
  let label = UILabel(frame: .zero)
  var sizeInvalidationHandler: (@MainActor () -> Void)?
  /// When set, the view sizes itself: this height at any width.
  var fixedHeight: Double?
  private(set) var askedWidths: [Double] = []

  init() {
    super.init(frame: .zero)
    pinWrapping(label)
  }

  required init?(coder: NSCoder) { nil }

  func configure(with viewModel: String) { label.text = viewModel }

  func preferredHeight(forWidth width: Double) -> Double? {
    askedWidths.append(width)
    return fixedHeight
  }
}

/// Sends the adapters' deferred work to the model's run loop, and turns the
/// iOS 16 paths on or off.
@MainActor
func useModelRunLoop(iOS16: Bool = true) {
  AdapterEnvironment.schedule = { work in UIKitModelRunLoop.main.perform(work) }
  AdapterEnvironment.scheduleAfter = { delay, work in UIKitModelRunLoop.main.perform(after: delay, work) }
  AdapterEnvironment.usesIOS16API = iOS16
}

/// Content written by hand, as a data source of one's own would hand it
/// over: section counts, and each item's configuration when asked.
@MainActor
final class HandWrittenContent: ContentStorage {
  private let provide: (ItemPath) -> ViewConfiguration?

  private init(_ provide: @escaping (ItemPath) -> ViewConfiguration?) { self.provide = provide }

  /// The content of `counts` items per section, configured by `provide`.
  static func content(
    _ counts: [Int], _ provide: @escaping (ItemPath) -> ViewConfiguration?
  ) -> ContainerContent {
    ContainerContent(sectionCounts: counts, storage: HandWrittenContent(provide))
  }

  func configuration(at itemPath: ItemPath) -> ViewConfiguration? { provide(itemPath) }
}

/// Shows `counts` items per section, configured by `provide`, in `container`.
@MainActor
func show<Container: ReusableViewContainer>(
  _ counts: [Int], in container: Container, _ provide: @escaping (ItemPath) -> ViewConfiguration?
) {
  container.reloadContent(HandWrittenContent.content(counts, provide)) { _ in nil }
}

/// One section of strings shown by ``TextView``, handed to a container as
/// content values.
@MainActor
final class TextItems<Container: ReusableViewContainer> {
  private(set) var items: [String]
  private let container: Container
  private var shown: ContainerContent

  init(_ items: [String], in container: Container) {
    self.items = items
    self.container = container
    shown = Self.content(items)
    container.reloadContent(shown) { _ in nil }
  }

  /// Commits `update` to `items`, as a `DiffableDataSource` commits one: the
  /// transition is checked by UIKit's rules first, so a bad batch throws
  /// before the container sees it.
  func send(_ update: BatchUpdate, changingTo items: [String]) throws(BatchUpdateError) {
    let to = Self.content(items)
    let transition = try ContentTransition(
      from: shown, to: to, batchUpdate: update, wording: container.updateWording,
      containerDescription: "\(container)")
    self.items = items
    shown = to
    container.commit(ContentUpdate([transition], animation: .automatic), completion: nil)
  }

  private static func content(_ items: [String]) -> ContainerContent {
    HandWrittenContent.content([items.count]) { path in .view(TextView.self, items[path.item]) }
  }
}

/// The first collection view in `view`'s hierarchy.
@MainActor
func collectionView(in view: UIView) throws -> UICollectionView {
  try firstView(of: UICollectionView.self, in: view).unwrapped("a collection view")
}

/// The first view of type `type` in `view`'s hierarchy, depth first.
@MainActor
func firstView<View: UIView>(of type: View.Type, in view: UIView) -> View? {
  if let match = view as? View { return match }
  for subview in view.subviews {
    if let match = firstView(of: type, in: subview) { return match }
  }
  return nil
}

extension Optional {
  /// The value, or a test failure naming `what`.
  func unwrapped(_ what: String) throws -> Wrapped {
    guard let self else { throw ExpectationFailure(description: "no \(what)") }
    return self
  }
}
