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
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor),
      label.trailingAnchor.constraint(equalTo: trailingAnchor),
      label.topAnchor.constraint(equalTo: topAnchor),
      label.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
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
  AdapterEnvironment.usesIOS16API = iOS16
}

/// A batch through the public container protocol, as `DiffableDataSource` sends it.
@MainActor
func send<Container: ReusableViewContainer>(
  _ update: BatchUpdate, to container: Container, updateData: () -> Void
) throws(BatchUpdateError) {
  try container.performBatchUpdates(update, updateData: updateData)
}

/// A provider of one section of strings shown by ``TextView``.
@MainActor
final class TextItems<Container: ReusableViewContainer> {
  var items: [String]

  init(_ items: [String], in container: Container) {
    self.items = items
    container.setDataProvider(
      ContainerDataProvider(
        numberOfSections: { 1 }, numberOfItems: { [unowned self] _ in self.items.count },
        configuration: { [unowned self] path in .view(TextView.self, self.items[path.item]) }))
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
