/// What the caller knows about the identities it diffs, which decides how
/// much of the input the diff must hash.
public enum IdentityGuarantee: Hashable, Sendable {
  /// Identities may repeat within the source or within the target. Every
  /// source element is hashed once, and target elements at most once: a run
  /// that keeps its order is matched by comparing identities. Every repeated
  /// identity is found, matched in order and reported.
  case mayRepeat

  /// No identity repeats within the source, nor within the target: a
  /// `Snapshot` guarantees it. The diff first compares identities from both
  /// ends inward, then walks the rest of both sides in step, and hashes only
  /// the elements that do not line up. Appending to a long list, or
  /// changing, inserting, deleting or moving a few items, costs less than
  /// hashing it.
  ///
  /// Breaking the promise never traps and never gives a wrong difference:
  /// replaying it still turns the source into the target, with the fewest
  /// moves for its matching. But duplicates are reported only when both
  /// occurrences are hashed, and they may be matched out of order.
  case unique
}
