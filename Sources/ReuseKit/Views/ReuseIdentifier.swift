/// The reuse identifier of a view type, derived from its fully qualified name.
///
/// Two types that share a short name never collide: `Feed.Cell` and
/// `Profile.Cell`, or two `Cell` types in different modules, get different
/// identifiers because the module and every enclosing type are part of it.
public struct ReuseIdentifier: Hashable, Sendable {
  /// The identifier string, for example `"MyApp.Feed.Cell"`.
  package let rawValue: String

  /// The identifier of `type`.
  public init<T>(_ type: T.Type) {
    rawValue = String(reflecting: type)
  }

  /// An identifier with an explicit string.
  package init(rawValue: String) {
    self.rawValue = rawValue
  }
}

extension ReuseIdentifier: CustomStringConvertible {
  /// The identifier string.
  public var description: String { rawValue }
}
