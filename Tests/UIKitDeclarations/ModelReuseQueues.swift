/// Registered classes and reuse queues by identifier, as UIKit keeps them
/// for `register(_:forCellReuseIdentifier:)` and
/// `dequeueReusableCell(withIdentifier:for:)`: a dequeue returns a queued
/// view, calling its `prepareForReuse()`, or creates one of the registered class.
@MainActor
struct ModelReuseQueues {
  private(set) var classes: [String: AnyClass] = [:]
  private var queues: [String: [UIView]] = [:]

  /// Registers `viewClass` for `identifier`; `nil` removes the registration.
  mutating func register(_ viewClass: AnyClass?, for identifier: String) {
    classes[identifier] = viewClass
  }

  /// A queued view for `identifier`, or `nil` when none waits.
  mutating func dequeueQueued(_ identifier: String) -> UIView? {
    queues[identifier]?.popLast()
  }

  /// Puts `view` back on the queue of `identifier`.
  mutating func enqueue(_ view: UIView, identifier: String?) {
    view.removeFromSuperview()
    guard let identifier else { return }
    queues[identifier, default: []].append(view)
  }
}

/// Model only: Swift cannot create an instance from an `AnyClass` without a
/// `required` initializer, where UIKit uses the Objective-C runtime. Tests
/// declare that the classes they register conform; a registered class that
/// does not conform stops the model with a message naming it.
@MainActor
public protocol UIKitModelTableViewCellClass: UITableViewCell {
  /// UIKit: `UITableViewCell.init(style:reuseIdentifier:)`.
  init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)
}

/// Model only: see ``UIKitModelTableViewCellClass``.
@MainActor
public protocol UIKitModelHeaderFooterViewClass: UITableViewHeaderFooterView {
  /// UIKit: `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
  init(reuseIdentifier: String?)
}

/// Model only: see ``UIKitModelTableViewCellClass``.
@MainActor
public protocol UIKitModelReusableViewClass: UICollectionReusableView {
  /// UIKit: `UICollectionReusableView.init(frame:)`.
  init(frame: CGRect)
}

@MainActor
func modelCannotInstantiate(_ viewClass: AnyClass) -> Never {
  fatalError("UIKit model: \(viewClass) is registered but does not conform to a UIKitModel…Class protocol")
}
