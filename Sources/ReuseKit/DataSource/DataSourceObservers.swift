/// What a data source tells the front ends that follow it, such as a
/// SwiftUI list that binds its selection and reading position.
package enum DataSourceChange: Sendable {
  /// The selected identities changed, by code, by a person, or because an
  /// apply deleted selected items.
  case selection
  /// The container reported the region it shows, so the reading position may have changed.
  case readingPosition
}

/// A front end that follows a data source's changes.
@MainActor
package protocol DataSourceObserving: AnyObject {
  /// The data source changed in the way `change` says; read what changed from it.
  func dataSourceDidChange(_ change: DataSourceChange)
}

/// The observers of one data source, held weakly: an observer that goes
/// stops hearing, and needs no removing.
@MainActor
package struct DataSourceObservers {
  // MARK: - Package

  package init() {}

  /// Adds `observer`, which hears every change from now on.
  package mutating func add(_ observer: some DataSourceObserving) {
    entries.removeAll { $0.observer == nil || $0.observer === observer }
    entries.append(Entry(observer: observer))
  }

  /// Stops telling `observer`.
  package mutating func remove(_ observer: some DataSourceObserving) {
    entries.removeAll { $0.observer == nil || $0.observer === observer }
  }

  // MARK: - Internal

  /// Tells every observer still there of `change`.
  func send(_ change: DataSourceChange) {
    for entry in entries { entry.observer?.dataSourceDidChange(change) }
  }

  // MARK: - Private

  private struct Entry {
    weak var observer: (any DataSourceObserving)?
  }

  private var entries: [Entry] = []
}
