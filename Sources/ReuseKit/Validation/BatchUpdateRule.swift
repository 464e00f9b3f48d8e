/// The rule a rejected batch update breaks, as numbered in
/// <doc:BatchUpdateRules>.
package enum BatchUpdateRule: Hashable, Sendable, CaseIterable {
  /// Rule 6: a reconfigured item must exist before the update and be
  /// neither deleted, moved nor reloaded, alone or with its section.
  case reconfigure
  /// Rule 11: a deleted or reloaded section must exist before the update.
  case sectionDeleteOutOfBounds
  /// Rule 12: a deleted or reloaded item must exist before the update.
  case itemDeleteOutOfBounds
  /// Rule 13: an inserted section must fit the section count after the update.
  case sectionInsertOutOfBounds
  /// Rule 14: an inserted item's section must exist after the update.
  case itemInsertOutOfSections
  /// Rule 15: an inserted item must fit its section's count after the update.
  case itemInsertOutOfBounds
  /// Rule 16: a moved section must exist before the update, and its target after it.
  case sectionMoveOutOfBounds
  /// Rule 17: a moved item must exist before the update, and its target after it.
  case itemMoveOutOfBounds
  /// Rule 18: one position is both deleted and reloaded.
  case deleteAndReload
  /// Rule 19 (and 20, through a reload): one position is both deleted and
  /// moved away.
  case deleteAndMoveFrom
  /// Rule 21: one position is both inserted and moved to.
  case insertAndMoveTo
  /// Rule 22: one source moved to two targets, or two sources to one target.
  case moveTwice
  /// Rule 23: an item moves out of a deleted section or into an inserted one.
  case itemMoveThroughSectionChange
  /// Rule 24: one position deleted twice (UIKit corrupts its state).
  case duplicateDelete
  /// Decision 14, checked with rule 24: one position inserted twice.
  case duplicateInsert
  /// Rule 25: an item operation inside a moved section (UIKit crashes).
  case itemOperationInMovedSection
  /// Rule 26: the section count after the update does not add up.
  case sectionCount
  /// Rule 27: a surviving section's item count after the update does not add up.
  case itemCount
  /// Rule 28: the data source reports a negative item count.
  case negativeItemCount

  /// The rule's number in <doc:BatchUpdateRules>; a duplicate insert is
  /// numbered with rule 24, beside which it is checked.
  package var number: Int {
    switch self {
    case .reconfigure: 6
    case .sectionDeleteOutOfBounds: 11
    case .itemDeleteOutOfBounds: 12
    case .sectionInsertOutOfBounds: 13
    case .itemInsertOutOfSections: 14
    case .itemInsertOutOfBounds: 15
    case .sectionMoveOutOfBounds: 16
    case .itemMoveOutOfBounds: 17
    case .deleteAndReload: 18
    case .deleteAndMoveFrom: 19
    case .insertAndMoveTo: 21
    case .moveTwice: 22
    case .itemMoveThroughSectionChange: 23
    case .duplicateDelete, .duplicateInsert: 24
    case .itemOperationInMovedSection: 25
    case .sectionCount: 26
    case .itemCount: 27
    case .negativeItemCount: 28
    }
  }
}
