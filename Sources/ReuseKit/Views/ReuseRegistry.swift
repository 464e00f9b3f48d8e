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
    let key = Key(cellType, as: kind)
    if pools[key] == nil { makePool(cellType, for: key) }
  }

  /// Whether `viewType` is registered for `kind`.
  package func isRegistered<View: ConfigurableView>(_ viewType: View.Type, as kind: ElementKind = .cell) -> Bool {
    pools[Key(HostingCell<View>.self, as: kind)] != nil
  }

  /// Hands out a free cell of `cellType`, prepared for reuse, or a new one;
  /// registers the type for `kind` first when it is not yet.
  package func dequeue<View>(_ cellType: HostingCell<View>.Type, as kind: ElementKind = .cell) -> HostingCell<View> {
    let key = Key(cellType, as: kind)
    let pool = pools[key] ?? makePool(cellType, for: key)
    // The pool's key is the identity of the type `HostingCell<View>`, and
    // only `makePool` fills `pools`, with a pool that makes
    // `HostingCell<View>`s; `recycle` returns a cell to the pool of its own
    // dynamic type. So every cell in this pool is a `HostingCell<View>`.
    return unsafeDowncast(pool.take(), to: HostingCell<View>.self)
  }

  /// Returns `cell` to the pool of its type, to be handed out again.
  package func recycle(_ cell: any ReusableCell, as kind: ElementKind = .cell) {
    guard let pool = pools[Key(type(of: cell), as: kind)] else {
      fatalError("cannot recycle a \(cell.reuseIdentifier) as \(kind.rawValue): it was never registered")
    }
    pool.recycle(cell)
  }

  /// Takes `cell` back out of its pool, still showing the item it showed,
  /// for that item; `false` when the pool handed it out since.
  package func reclaim(_ cell: any ReusableCell, as kind: ElementKind = .cell) -> Bool {
    pools[Key(type(of: cell), as: kind)]?.reclaim(cell) ?? false
  }

  /// The pool of `viewType` for `kind`, or `nil` when it is not registered.
  package func pool<View: ConfigurableView>(for viewType: View.Type, as kind: ElementKind = .cell) -> ReusePool? {
    pools[Key(HostingCell<View>.self, as: kind)]
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

  /// A pool's key: the kind, and the identity of the cell type, which a
  /// dequeue and a recycle find without spelling out the type's name.
  private struct Key: Hashable {
    var kind: ElementKind
    var cellType: ObjectIdentifier

    init(_ cellType: any ReusableCell.Type, as kind: ElementKind) {
      self.kind = kind
      self.cellType = ObjectIdentifier(cellType)
    }
  }

  private var pools: [Key: ReusePool] = [:]
  private var ledger = RegistrationLedger()

  /// Registers `cellType` under `key`, with an empty pool.
  @discardableResult
  private func makePool<View>(_ cellType: HostingCell<View>.Type, for key: Key) -> ReusePool {
    let identifier = ReuseIdentifier(View.self)
    ledger.record(identifier, as: key.kind)
    let pool = ReusePool(identifier: identifier) { HostingCell<View>() }
    pools[key] = pool
    return pool
  }
}

/// The free views of one registered type, and counters of how many were
/// created and how many reused.
@MainActor
package final class ReusePool {
  // MARK: - Lifecycle

  init(identifier: ReuseIdentifier, make: @escaping @MainActor () -> any ReusableCell) {
    self.identifier = identifier
    self.make = make
  }

  // MARK: - Package

  /// The identifier of the pooled type.
  package let identifier: ReuseIdentifier

  /// How many views this pool created because none was free.
  package private(set) var createdCount = 0

  /// How many times a free view was handed out again.
  package private(set) var reusedCount = 0

  /// How many views wait in the pool.
  package var availableCount: Int { free.count }

  // MARK: - Internal

  /// Hands out a free view, prepared for reuse, or a new one: the view
  /// that has waited longest, so that one that just left the screen is
  /// still free should its item come back (``reclaim(_:)``).
  func take() -> any ReusableCell {
    if !free.isEmpty {
      let cell = free.removeFirst()
      reusedCount += 1
      cell.prepareForReuse()
      return cell
    }
    createdCount += 1
    return make()
  }

  /// Takes `cell` back out of the pool, unprepared, for the item it showed
  /// when it left; `false` when it was handed out since.
  func reclaim(_ cell: any ReusableCell) -> Bool {
    guard let index = free.firstIndex(where: { $0 === cell }) else { return false }
    free.remove(at: index)
    reusedCount += 1
    return true
  }

  /// Takes back a view that left the screen.
  func recycle(_ cell: any ReusableCell) {
    free.append(cell)
  }

  // MARK: - Private

  private let make: @MainActor () -> any ReusableCell
  private var free: [any ReusableCell] = []
}
