import ReuseKit

/// Counts the hashes of the identities that share it: how tests hold an
/// operation to the number of hashes its documentation promises.
public final class HashCounter {
  /// How many times an identity that shares this counter was hashed.
  public var hashes = 0

  public init() {}
}

/// An identity that counts every time it is hashed, identified by `id`.
public struct Counted: Hashable, Diffable, CustomStringConvertible {
  public let id: Int
  public let counter: HashCounter

  public init(id: Int, counter: HashCounter) {
    self.id = id
    self.counter = counter
  }

  public static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) {
    counter.hashes += 1
    hasher.combine(id)
  }

  public var description: String { "\(id)" }
}
