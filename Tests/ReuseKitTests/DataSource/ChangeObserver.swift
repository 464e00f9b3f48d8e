import ReuseKit

/// A front end that records what its data source tells it, and may act on each change.
@MainActor
final class ChangeObserver: DataSourceObserving {
  init(_ onChange: @escaping @MainActor (DataSourceChange) -> Void = { _ in }) {
    self.onChange = onChange
  }

  private(set) var changes: [DataSourceChange] = []

  func dataSourceDidChange(_ change: DataSourceChange) {
    changes.append(change)
    onChange(change)
  }

  private let onChange: @MainActor (DataSourceChange) -> Void
}
