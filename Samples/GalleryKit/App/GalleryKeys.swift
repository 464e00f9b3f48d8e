/// Every key of the gallery and what it does: the one list that `--help`,
/// the status line and the DocC article "Getting started" show.
///
/// ```swift
/// GalleryKeys.helpLines.first  // "keys: 1–9 screens · Tab list or grid · g grid · l list · …"
/// GalleryKeys.statusText       // "keys 1–9 Tab g l r t q … j ↓ k ↑ …"
/// ```
public enum GalleryKeys {
  // MARK: - Public

  /// Some keys that do one thing, and what it is.
  public struct Binding: Hashable, Sendable {
    /// The keys, as a person types them: "j", "↓", "Ctrl-C".
    public let keys: [String]
    /// What they do.
    public let action: String

    /// The keys joined by slashes, then the action: "j/↓ down".
    public var label: String { "\(keys.joined(separator: "/")) \(action)" }
  }

  /// The bindings of one line of the help: the keys of every screen
  /// (`screen` is `nil`) or a screen's own.
  public struct Group: Hashable, Sendable {
    /// The screen whose own keys these are, or `nil` for every screen.
    public let screen: String?
    /// The keys, in the order the help lists them.
    public let bindings: [Binding]
  }

  /// Every key, by group: first those of every screen, then each screen's own.
  public static let groups: [Group] = [
    Group(
      screen: nil,
      bindings: [
        Binding(keys: ["1–9"], action: "screens"), Binding(keys: ["Tab"], action: "list or grid"),
        Binding(keys: ["g"], action: "grid"), Binding(keys: ["l"], action: "list"),
        Binding(keys: ["r"], action: "random change"), Binding(keys: ["t"], action: "timer"),
        Binding(keys: ["q", "Ctrl-C"], action: "quit"),
      ]),
    Group(
      screen: nil,
      bindings: [
        Binding(keys: ["j", "↓"], action: "down"), Binding(keys: ["k", "↑"], action: "up"),
        Binding(keys: ["space", "PgDn"], action: "page down"), Binding(keys: ["b", "PgUp"], action: "page up"),
      ]),
    Group(screen: "Cards", bindings: [Binding(keys: ["h"], action: "rename a section")]),
    Group(
      screen: "Chat",
      bindings: [
        Binding(keys: ["n"], action: "new message"), Binding(keys: ["e"], action: "edit"),
        Binding(keys: ["d"], action: "delete"), Binding(keys: ["u"], action: "top, older day"),
        Binding(keys: ["x"], action: "retry a failed load"),
      ]),
    Group(
      screen: "Tasks",
      bindings: [
        Binding(keys: ["n", "p"], action: "focus"), Binding(keys: ["space"], action: "select"),
        Binding(keys: ["m"], action: "then n/p/s move"), Binding(keys: ["d"], action: "swipe to delete"),
      ]),
    Group(
      screen: "Tasks",
      bindings: [
        Binding(keys: ["[", "]"], action: "swipe from the left, right"), Binding(keys: ["c"], action: "menu"),
        Binding(keys: ["1–9"], action: "perform an action"), Binding(keys: ["Esc"], action: "close"),
      ]),
    Group(
      screen: "Files",
      bindings: [
        Binding(keys: ["n", "p"], action: "focus"), Binding(keys: ["Enter"], action: "expand or collapse"),
        Binding(keys: ["r"], action: "rename, move, delete"),
      ]),
    Group(
      screen: "Store",
      bindings: [
        Binding(keys: ["[", "]"], action: "carousel left, right"), Binding(keys: ["m", "r"], action: "move sections"),
      ]),
  ]

  /// The key lines of `--help` (and of the article "Getting started"), a group a line.
  public static var helpLines: [String] {
    groups.enumerated().map { index, group in
      let lead = index == 0 ? "keys: " : "      "
      let screen = group.screen.map { "\($0): " } ?? ""
      return lead + screen + group.bindings.map(\.label).joined(separator: " · ")
    }
  }

  /// The keys of every screen, as the status line ends with them.
  public static var statusText: String {
    "keys " + groups.filter { $0.screen == nil }.flatMap(\.bindings).flatMap(\.keys).joined(separator: " ")
  }
}
