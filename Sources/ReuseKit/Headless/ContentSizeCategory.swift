/// The text size a person chose, in UIKit's terms
/// (`UIContentSizeCategory`): a headless container measures every
/// self-sizing item again when it changes, as a device does.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// Creates a category from UIKit's raw value, such as `"UICTContentSizeCategoryL"`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// UIKit's raw value of the category.
  public let rawValue: String

  /// The smallest text size.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// A small text size.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// A medium text size.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// The default text size.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// A large text size.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// A larger text size.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest text size outside the accessibility sizes.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// The largest accessibility text size.
  public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}
