import ReuseKitDiff

/// A second, deliberately plain statement of the order in which UIKit
/// checks one batch update, written from the rules and decisions of
/// `UIKIT-RULES.md` (the numbers below are that file's) and never from the
/// validator: it imports only `ReuseKitDiff` and spells out every message
/// itself.
///
/// It is slow on purpose (quadratic scans, arrays rebuilt per question), so
/// that each step reads like the rule it encodes. Any one of decisions 9–17
/// can be flipped to its opposite, to show that a test comparing this model
/// with the validator notices the difference.
public struct ReferenceBatchUpdateChecker: Sendable {
  // MARK: - Lifecycle

  /// A model with list ("row") or grid ("item") wording.
  ///
  /// - Parameters:
  ///   - isList: Whether messages use the table view's wording.
  ///   - containerDescription: What the grid's count messages end with.
  ///   - flipped: A decision to get wrong on purpose, or `nil`.
  public init(isList: Bool, containerDescription: String, flipped: Decision? = nil) {
    self.isList = isList
    self.containerDescription = containerDescription
    self.flipped = flipped
  }

  // MARK: - Public

  /// The decisions of `UIKIT-RULES.md` that settle what UIKit leaves open.
  public enum Decision: Int, CaseIterable, Sendable {
    /// 9: inserts get their checks before rule 10 drops them.
    case insertsCheckedBeforeDrop = 9
    /// 10: rule 18 compares reloads with the caller's deletes as given.
    case reloadsSeeDeletesAsGiven = 10
    /// 11: rule 22 compares each move with the later moves.
    case movesLookForward = 11
    /// 12: section moves first, then item moves by source, in call order.
    case sectionMovesFirst = 12
    /// 13: rule 26 counts a reloaded section as inserted and deleted.
    case sectionCountIncludesReloads = 13
    /// 14: an insert given twice is rejected.
    case duplicateInsertsRejected = 14
    /// 15: an inserted section with a negative count is rejected.
    case negativeInsertedSectionRejected = 15
    /// 16: item deletes in a section with a section operation never shift P′.
    case sectionOperationsKeepPositions = 16
    /// 17: P′ follows the deletes one by one against its running value.
    case runningInsertPosition = 17
  }

  /// Why a batch is rejected: the rule that decided, and UIKit's (or the
  /// container's) message.
  public struct Rejection: Equatable, Sendable, CustomStringConvertible {
    /// The rule of `UIKIT-RULES.md` that decided, such as "27" or "D14".
    public var rule: String
    /// The message.
    public var message: String

    /// Rule and message, for failure output.
    public var description: String { "[\(rule)] \(message)" }
  }

  /// Whether messages use the table view's wording.
  public var isList: Bool
  /// What the grid's count messages end with.
  public var containerDescription: String
  /// The decision this model gets wrong on purpose, or `nil`.
  public var flipped: Decision?

  /// The first broken rule of `update`, or `nil` when UIKit accepts it.
  ///
  /// - Parameters:
  ///   - update: The batch.
  ///   - before: The item count of each section before the update.
  ///   - after: The item count of each section the data source reports after it.
  /// - Returns: The rule and message of the first failed check, or `nil`.
  public func check(_ update: BatchUpdate, before: [Int], after: [Int]) -> Rejection? {
    let batch = ReferenceBatch(update, flipped: flipped)
    let run = ReferenceBatchRun(batch: batch, before: before, after: after, words: words, flipped: flipped)
    return run.firstRejection()
  }

  /// Item counts after `update` that rules 26 and 27 accept, as far as the
  /// update allows: `newSectionCount` items in every new section.
  ///
  /// Random batches rarely come with consistent counts by chance; these let
  /// a test reach the checks that run after the counts.
  ///
  /// - Parameters:
  ///   - update: The batch.
  ///   - before: The item count of each section before the update.
  ///   - newSectionCount: The item count of each new section.
  /// - Returns: One count per section after the update.
  public func consistentCounts(for update: BatchUpdate, before: [Int], newSectionCount: Int) -> [Int] {
    let sectionCount = max(0, before.count - update.deletedSections.count + update.insertedSections.count)
    let batch = ReferenceBatch(update, flipped: flipped)
    let run = ReferenceBatchRun(
      batch: batch, before: before, after: Array(repeating: 0, count: sectionCount), words: words, flipped: flipped)
    return run.finalSections.enumerated().map { section, kind in
      switch kind {
      case .new: newSectionCount
      case .unknown: 0
      case .old(let old): max(0, run.expectedCount(of: section, old: old, in: run.finalSections))
      }
    }
  }

  // MARK: - Private

  private var words: ReferenceWords {
    ReferenceWords(isList: isList, containerDescription: containerDescription)
  }

  func follows(_ decision: Decision) -> Bool { flipped != decision }
}

/// One operation's target as UIKit stores it: an index path, where a
/// section operation is `{section, NSNotFound}`.
struct ReferencePath: Hashable, Comparable, Sendable {
  static let notFound = Int.max

  var section: Int
  var item: Int

  static func whole(_ section: Int) -> ReferencePath { ReferencePath(section: section, item: notFound) }
  static func of(_ path: ItemPath) -> ReferencePath { ReferencePath(section: path.section, item: path.item) }

  var isSection: Bool { item == Self.notFound }

  /// `<NSIndexPath> {length = 2, path = S - R}` (decision 1).
  var printed: String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }

  static func < (lhs: ReferencePath, rhs: ReferencePath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

/// The words of the messages, for a table view or a collection view.
struct ReferenceWords: Sendable {
  var isList: Bool
  var containerDescription: String

  var row: String { isList ? "row" : "item" }
  var rows: String { isList ? "rows" : "items" }
  var aRow: String { isList ? "a row" : "an item" }
  var view: String { isList ? "table view" : "collection view" }
  /// UITableView puts two spaces after the first sentence of a count message.
  var gap: String { isList ? "  " : " " }
  /// The collection view names itself at the end of its count messages.
  var tail: String { isList ? "" : " Collection view: \(containerDescription)" }
}
