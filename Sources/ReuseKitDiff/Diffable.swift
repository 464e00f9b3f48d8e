/// A value that the diff can track: it has an identity that survives changes,
/// and content that can be compared.
///
/// You rarely implement this protocol by hand. A declared conformance is enough:
/// - a `Hashable` value (`Int`, `String`, `UUID`…) is its own identity, and its
///   content never differs from an equal value;
/// - an `Identifiable & Equatable` model is identified by `id`, and is reported
///   as *updated* when its `id` matches but `==` says the content changed;
/// - a type that is both `Identifiable` and `Hashable` uses `id`.
///
/// ```swift
/// struct Message: Identifiable, Equatable, Diffable {
///   let id: Int
///   var text: String
/// }
/// ```
public protocol Diffable {
  /// The type of the identity.
  associatedtype DiffIdentifier: Hashable

  /// The identity: two values with equal identifiers are the same element,
  /// possibly with different content.
  var diffIdentifier: DiffIdentifier { get }

  /// Whether `self` shows the same content as `other`, which has the same identity.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Hashable {
  /// The value itself.
  @inlinable
  public var diffIdentifier: Self { self }

  /// Always `true`: equal identities mean equal content.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { true }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension Diffable where Self: Identifiable & Equatable {
  /// The `id` of the value.
  @inlinable
  public var diffIdentifier: ID { id }

  /// Compares the values with `==`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension Diffable where Self: Identifiable & Hashable {
  /// The `id` of the value; chosen over the value itself when a type is both
  /// `Identifiable` and `Hashable`.
  @inlinable
  public var diffIdentifier: ID { id }

  /// Compares the values with `==`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Int: Diffable {}
extension Int64: Diffable {}
extension Int32: Diffable {}
extension UInt: Diffable {}
extension UInt64: Diffable {}
extension String: Diffable {}
extension Substring: Diffable {}
extension Character: Diffable {}
extension Bool: Diffable {}
extension Double: Diffable {}
