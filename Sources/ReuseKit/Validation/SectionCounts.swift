/// The numbers that rule 27 compares for one surviving section.
struct SectionCounts: Equatable, Sendable {
  var after: Int
  var before: Int
  var inserted: Int
  var deleted: Int
  var movedIn: Int
  var movedOut: Int

  /// Whether the count after the update is what the operations explain.
  var isConsistent: Bool { after == before + inserted - deleted + movedIn - movedOut }
}
