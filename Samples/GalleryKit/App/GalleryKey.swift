/// A key press the gallery understands.
public enum GalleryKey: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Tab.
  case tab
  /// Return or Enter.
  case enter
  /// Esc, pressed alone.
  case escape
  /// Ctrl-C, which raw mode delivers as a byte instead of a signal.
  case interrupt
}
