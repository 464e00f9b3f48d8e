#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Turns a view type that the container protocols know only as a
  /// ``ConfigurableView`` into one a UIKit cell can host.
  @MainActor
  enum HostableViewType {
    /// `viewType` as a `UIView` type; stops with a message naming the type and
    /// `containerName` when it is not a `UIView`.
    static func require<View: ConfigurableView>(
      _ viewType: View.Type,
      in containerName: String
    ) -> any (ConfigurableView & UIView).Type {
      guard let hostable = viewType as? any (ConfigurableView & UIView).Type else {
        fatalError(
          "\(containerName) can only host views that are UIViews, but \(ReuseIdentifier(viewType)) is not a UIView")
      }
      return hostable
    }

    /// `value` as a `Target`. The callers pass a view or a view model of the
    /// type they just opened, so the cast cannot fail.
    static func cast<Value, Target>(_ value: Value, to targetType: Target.Type) -> Target {
      guard let target = value as? Target else {
        fatalError("a \(type(of: value)) is not a \(Target.self)")
      }
      return target
    }
  }
#endif
