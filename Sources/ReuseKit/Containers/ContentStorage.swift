/// Where a ``ContainerContent`` reads what it shows: a data source's data
/// of one stage, or a test's hand-written model.
@MainActor
package protocol ContentStorage {
  func configuration(at itemPath: ItemPath) -> ViewConfiguration?
  func state(at itemPath: ItemPath) -> CellState
  var showsSupplementaryViews: Bool { get }
  func supplementaryConfiguration(ofKind kind: ElementKind, inSection section: Int) -> ViewConfiguration?
  func supplementaryTakesItsOwnHeight(ofKind kind: ElementKind, inSection section: Int) -> Bool
  func title(ofKind kind: ElementKind, inSection section: Int) -> String?
  var backgroundConfiguration: ViewConfiguration? { get }
  var sectionIndexTitles: [SectionIndexTitle] { get }
  var allowsMultipleSelection: Bool { get }
  var allowsSelection: Bool { get }
  var wantsPrefetching: Bool { get }
  var refresh: RefreshIndicator? { get }
  func isMovable(at itemPath: ItemPath) -> Bool
  func isDeletable(at itemPath: ItemPath) -> Bool
  var selectedItemPaths: [ItemPath] { get }
  func receive(_ event: ContainerEvent)
  func sectionLayout(inSection section: Int) -> SectionLayout?
  func sectionIdentity(inSection section: Int) -> AnyHashable?
  func itemIdentity(at itemPath: ItemPath) -> AnyHashable?
  func contextMenu(forItemsAt itemPaths: [ItemPath]) -> ContextMenu?
}

extension ContentStorage {
  package var showsSupplementaryViews: Bool { false }
  package func state(at itemPath: ItemPath) -> CellState { .normal }
  package func supplementaryConfiguration(ofKind kind: ElementKind, inSection section: Int) -> ViewConfiguration? {
    nil
  }
  package func supplementaryTakesItsOwnHeight(ofKind kind: ElementKind, inSection section: Int) -> Bool { false }
  package func title(ofKind kind: ElementKind, inSection section: Int) -> String? { nil }
  package var backgroundConfiguration: ViewConfiguration? { nil }
  package var sectionIndexTitles: [SectionIndexTitle] { [] }
  package var allowsMultipleSelection: Bool { false }
  package var allowsSelection: Bool { true }
  package var wantsPrefetching: Bool { false }
  package var refresh: RefreshIndicator? { nil }
  package func sectionLayout(inSection section: Int) -> SectionLayout? { nil }
  package func sectionIdentity(inSection section: Int) -> AnyHashable? { nil }
  package func itemIdentity(at itemPath: ItemPath) -> AnyHashable? { nil }
  package func contextMenu(forItemsAt itemPaths: [ItemPath]) -> ContextMenu? { nil }
  package func isMovable(at itemPath: ItemPath) -> Bool { false }
  package func isDeletable(at itemPath: ItemPath) -> Bool { false }
  package var selectedItemPaths: [ItemPath] { [] }
  package func receive(_ event: ContainerEvent) {}
}

/// What a list's refresh indicator shows, for a list a person may pull to
/// refresh.
package enum RefreshIndicator: Equatable, Sendable {
  /// No refresh runs.
  case idle
  /// A refresh runs.
  case refreshing
}
