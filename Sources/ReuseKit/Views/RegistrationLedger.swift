/// Which view types a container registered, by element kind, and the error
/// that names the registered ones when a dequeue asks for another.
///
/// Headless containers (through ``ReuseRegistry``) and the UIKit adapters
/// both keep their registrations here, so the bookkeeping and its message
/// are written once.
package struct RegistrationLedger: Sendable {
  // MARK: - Lifecycle

  package init() {}

  // MARK: - Package

  /// Records `identifier` as registered for `kind`; returns whether it is new.
  @discardableResult
  package mutating func record(_ identifier: ReuseIdentifier, as kind: ElementKind) -> Bool {
    identifiers[kind, default: []].insert(identifier).inserted
  }

  /// The identifiers registered for `kind`, sorted.
  package func registered(for kind: ElementKind) -> [ReuseIdentifier] {
    (identifiers[kind] ?? []).sorted { $0.rawValue < $1.rawValue }
  }

  /// Whether `identifier` is registered for `kind`.
  package func contains(_ identifier: ReuseIdentifier, as kind: ElementKind) -> Bool {
    identifiers[kind]?.contains(identifier) == true
  }

  /// Checks that `identifier` is registered for `kind`.
  ///
  /// - Throws: ``ReuseError/unregistered(identifier:kind:registered:)``,
  ///   listing what is registered for `kind`.
  package func check(_ identifier: ReuseIdentifier, as kind: ElementKind) throws(ReuseError) {
    guard contains(identifier, as: kind) else {
      throw .unregistered(identifier: identifier, kind: kind, registered: registered(for: kind))
    }
  }

  // MARK: - Private

  private var identifiers: [ElementKind: Set<ReuseIdentifier>] = [:]
}
