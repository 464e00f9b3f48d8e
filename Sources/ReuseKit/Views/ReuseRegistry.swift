/// Registration and dequeue keyed by view type, with one ``ReusePool`` per
/// registered type and kind.
///
/// Every headless container owns one registry. Dequeue by view type: the
/// result is typed, so the call site needs no cast, and a type is registered
/// the first time it is dequeued.
///
/// <!-- compile: prelude profiles -->
/// ```swift
/// let registry = ReuseRegistry()
/// registry.register(HostingCell<ProfileView>.self)
/// let cell = registry.dequeue(HostingCell<ProfileView>.self)
/// ```
@MainActor
package final class ReuseRegistry {
  // MARK: - Lifecycle

  /// Creates an empty registry.
  package init() {}

  // MARK: - Package

  /// Registers `cellType` for `kind`. Registering the same type again is harmless.
  package func register<View>(_ cellType: HostingCell<View>.Type, as kind: ElementKind = .cell) {
    let key = Key(kind: kind, identifier: ReuseIdentifier(View.self))
    if pools[key] == nil { makePool(cellType, for: key) }
  }

  /// Whether `viewType` is registered for `kind`.
  package func isRegistered<View: ConfigurableView>(_ viewType: View.Type, as kind: ElementKind = .cell) -> Bool {
    pools[Key(kind: kind, identifier: ReuseIdentifier(viewType))] != nil
  }

  /// Hands out a free cell of `cellType`, prepared for reuse, or a new one;
  /// registers the type for `kind` first when it is not yet.
  package func dequeue<View>(_ cellType: HostingCell<View>.Type, as kind: ElementKind = .cell) -> HostingCell<View> {
    let key = Key(kind: kind, identifier: ReuseIdentifier(View.self))
    let pool = pools[key] ?? makePool(cellType, for: key)
    // The pool's key names `View` (``ReuseIdentifier`` is the type's fully
    // qualified name, so two types never share one), and only `makePool`
    // fills `pools`, with a pool that makes `HostingCell<View>`s; `recycle`
    // returns a cell to the pool of its own identifier. So every cell in
    // this pool is a `HostingCell<View>`.
    return unsafeDowncast(pool.take(), to: HostingCell<View>.self)
  }

  /// Returns `cell` to the pool of its type, to be handed out again.
  package func recycle(_ cell: any ReusableCell, as kind: ElementKind = .cell) {
    guard let pool = pools[Key(kind: kind, identifier: cell.reuseIdentifier)] else {
      fatalError("cannot recycle a \(cell.reuseIdentifier) as \(kind.rawValue): it was never registered")
    }
    pool.recycle(cell)
  }

  /// Takes `cell` back out of its pool, still showing the item it showed,
  /// for that item; `false` when the pool handed it out since.
  package func reclaim(_ cell: any ReusableCell, as kind: ElementKind = .cell) -> Bool {
    pools[Key(kind: kind, identifier: cell.reuseIdentifier)]?.reclaim(cell) ?? false
  }

  /// The pool of `viewType` for `kind`, or `nil` when it is not registered.
  package func pool<View: ConfigurableView>(for viewType: View.Type, as kind: ElementKind = .cell) -> ReusePool? {
    pools[Key(kind: kind, identifier: ReuseIdentifier(viewType))]
  }

  /// The identifiers registered for `kind`, sorted.
  package func registeredIdentifiers(for kind: ElementKind = .cell) -> [ReuseIdentifier] {
    ledger.registered(for: kind)
  }

  /// How many views all pools created.
  package var createdCount: Int { pools.values.reduce(0) { $0 + $1.createdCount } }

  /// How many times any pool handed out a free view again.
  package var reusedCount: Int { pools.values.reduce(0) { $0 + $1.reusedCount } }

  // MARK: - Private

  private struct Key: Hashable {
    var kind: ElementKind
    var identifier: ReuseIdentifier
  }

  private var pools: [Key: ReusePool] = [:]
  private var ledger = RegistrationLedger()

  /// Registers `cellType` under `key`, with an empty pool.
  @discardableResult
  private func makePool<View>(_ cellType: HostingCell<View>.Type, for key: Key) -> ReusePool {
    ledger.record(key.identifier, as: key.kind)
    let pool = ReusePool(identifier: key.identifier) { HostingCell<View>() }
    pools[key] = pool
    return pool
  }
}
