import ReuseKit

/// A day of the Chat screen: the model of a section, whose header is a
/// ``DayTitleView`` showing its ``title``.
///
/// Its identity is the day, so a section keeps its place and its rows
/// whatever its title says.
struct ChatDay: Identifiable, Hashable, Sendable, Diffable {
  // MARK: - Lifecycle

  /// The section of `day`, days before today, titled as ``title(ofDay:)`` says.
  init(_ day: Int) {
    id = day
    title = Self.title(ofDay: day)
  }

  // MARK: - Internal

  /// The day, as days before today: 0 is today.
  let id: Int
  /// What the day's header shows.
  let title: String

  /// `Today`, `Yesterday` or `5 days ago`, the title of `day`.
  static func title(ofDay day: Int) -> String {
    switch day {
    case 0: "Today"
    case 1: "Yesterday"
    default: "\(day) days ago"
    }
  }
}
