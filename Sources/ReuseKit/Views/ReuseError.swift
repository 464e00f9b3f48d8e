/// An error from registration and dequeue.
package enum ReuseError: Error, Equatable, Sendable {
  /// A view type was dequeued that was never registered for that kind.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the type that was asked for.
  ///   - kind: The kind it was asked for as.
  ///   - registered: The identifiers registered for that kind, sorted.
  case unregistered(identifier: ReuseIdentifier, kind: ElementKind, registered: [ReuseIdentifier])
}

extension ReuseError: CustomStringConvertible {
  /// A message that names the type and lists the registered ones.
  package var description: String {
    switch self {
    case .unregistered(let identifier, let kind, let registered):
      let list = registered.isEmpty ? "none" : registered.map(\.rawValue).joined(separator: ", ")
      return "unable to dequeue a view of type \(identifier) as \(kind.rawValue): "
        + "it was never registered. Registered types: \(list). Call register(_:) first."
    }
  }
}
