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

  /// Hands out a free view, prepared for reuse, or a new one.
  func take() -> any ReusableCell {
    if let cell = free.popLast() {
      reusedCount += 1
      cell.prepareForReuse()
      return cell
    }
    createdCount += 1
    return make()
  }

  /// Takes back a view that left the screen.
  func recycle(_ cell: any ReusableCell) {
    free.append(cell)
  }

  // MARK: - Private

  private let make: @MainActor () -> any ReusableCell
  private var free: [any ReusableCell] = []
}
