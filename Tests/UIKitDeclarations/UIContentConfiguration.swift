/// UIKit: `UIContentConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicontentconfiguration):
/// a value that makes the content view that shows it.
public protocol UIContentConfiguration {
  /// UIKit: `UIContentConfiguration.makeContentView()`: a new content view
  /// that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// UIKit: `UIContentConfiguration.updated(for:)`: a copy styled for `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// UIKit: `UIContentView`
/// (https://developer.apple.com/documentation/uikit/uicontentview): a view
/// that shows a content configuration; setting `configuration` updates it
/// in place.
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// UIKit: `UIContentView.configuration`.
  var configuration: any UIContentConfiguration { get set }

  /// UIKit: `UIContentView.supports(_:)` (iOS 16): whether this view can
  /// show `configuration` in place.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// UIKit: the default `supports(_:)`: "If not implemented, the view is
  /// assumed to be compatible with configuration classes that match the
  /// class of the view's existing configuration" (UIContentConfiguration.h).
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// UIKit: `UIConfigurationState`
/// (https://developer.apple.com/documentation/uikit/uiconfigurationstate).
public protocol UIConfigurationState {
  /// UIKit: `UIConfigurationState.init(traitCollection:)`.
  init(traitCollection: UITraitCollection)
  /// UIKit: `UIConfigurationState.traitCollection`.
  var traitCollection: UITraitCollection { get set }
}
