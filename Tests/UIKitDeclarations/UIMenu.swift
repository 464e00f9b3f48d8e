/// UIKit: `UIMenuElement`
/// (https://developer.apple.com/documentation/uikit/uimenuelement): the
/// common base of a menu's actions and submenus, with a title and an image.
@MainActor
open class UIMenuElement: NSObject {
  /// UIKit: `UIMenuElement.Attributes`
  /// (https://developer.apple.com/documentation/uikit/uimenuelement/attributes):
  /// `.destructive`, `.disabled` and `.hidden`.
  public struct Attributes: OptionSet, Sendable {
    /// UIKit: `rawValue`.
    public let rawValue: UInt
    /// UIKit: `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `.disabled`.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// UIKit: `.destructive`.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// UIKit: `.hidden`.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// UIKit: `UIMenuElement.State`: `.off`, `.on` (a checkmark) or `.mixed`.
  public enum State: Int, Sendable {
    /// UIKit: `.off`.
    case off
    /// UIKit: `.on`.
    case on
    /// UIKit: `.mixed`.
    case mixed
  }

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }

  /// UIKit: `title`.
  public let title: String
  /// UIKit: `image`.
  public let image: UIImage?
}

/// UIKit: `UIActionHandler`: "a type that defines the closure for an action
/// handler" (UIAction.h).
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit: `UIAction` (https://developer.apple.com/documentation/uikit/uiaction):
/// "a menu element that performs its action in a closure".
@MainActor
open class UIAction: UIMenuElement {
  /// UIKit: `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable {
    /// UIKit: `rawValue`.
    public let rawValue: String
    /// UIKit: `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// UIKit: `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// UIKit: `UIAction.identifier`, "the unique identifier for the action"
  /// (https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property):
  /// the one given, or a new unique one when none is.
  public let identifier: Identifier
  /// UIKit: `attributes`.
  open var attributes: UIMenuElement.Attributes
  /// UIKit: `state`.
  open var state: UIMenuElement.State

  /// Model only: what the person's choice runs.
  let handler: UIActionHandler
}

/// UIKit: `UIMenu` (https://developer.apple.com/documentation/uikit/uimenu):
/// "a container for grouping related menu elements", shown as a submenu,
/// or in line with its parent's elements with `.displayInline`.
@MainActor
open class UIMenu: UIMenuElement {
  /// UIKit: `UIMenu.Identifier`.
  public struct Identifier: Hashable, Sendable {
    /// UIKit: `rawValue`.
    public let rawValue: String
    /// UIKit: `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// UIKit: `UIMenu.Options`: `.displayInline` ("show children inline in
  /// parent, instead of hierarchically"), `.destructive`, `.singleSelection`
  /// (UIMenu.h, iOS 16.5 SDK).
  public struct Options: OptionSet, Sendable {
    /// UIKit: `rawValue`.
    public let rawValue: UInt
    /// UIKit: `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `.displayInline`.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// UIKit: `.destructive`.
    public static let destructive = Options(rawValue: 1 << 1)
    /// UIKit: `.singleSelection`, iOS 15.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// UIKit: `init(title:image:identifier:options:children:)`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

  /// UIKit: `options`.
  public let options: Options
  /// UIKit: `children`.
  public let children: [UIMenuElement]
}

/// UIKit: `UIContextMenuActionProvider`: returns the menu, given the
/// system's suggested actions (UIContextMenuConfiguration.h).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// UIKit: `UIContextMenuContentPreviewProvider`: "return a
/// UIViewController to override the default preview" (UIContextMenuConfiguration.h).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// UIKit: `UIContextMenuConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration):
/// "an object containing the configuration details for a context menu",
/// whose menu and preview UIKit asks for when the menu is presented.
@MainActor
open class UIContextMenuConfiguration: NSObject {
  /// UIKit: `init(identifier:previewProvider:actionProvider:)`.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// Model only: the preview's provider, asked as the menu opens.
  let previewProvider: UIContextMenuContentPreviewProvider?
  /// Model only: the menu's provider, asked as the menu opens.
  let actionProvider: UIContextMenuActionProvider?
}
