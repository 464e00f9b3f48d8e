/// The numbers that rule 27 compares for one surviving section.
struct SectionCounts: Equatable, Sendable {
  var after = 0
  var before = 0
  var inserted = 0
  var deleted = 0
  var movedIn = 0
  var movedOut = 0

  /// Whether the count after the update is what the operations explain.
  var isConsistent: Bool { after == before + inserted - deleted + movedIn - movedOut }
}
