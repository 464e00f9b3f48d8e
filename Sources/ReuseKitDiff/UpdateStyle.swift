/// How staged changes show items whose content changed.
public enum UpdateStyle: Hashable, Sendable {
  /// Reload the item: its cell is dequeued again. Reloads are staged before
  /// the item moves, at its position before the update.
  case reload
  /// Configure the item's existing cell in place. Reconfigures are staged
  /// last, at the item's final position, when nothing else moves.
  case reconfigure
}
