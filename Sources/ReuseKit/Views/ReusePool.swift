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
