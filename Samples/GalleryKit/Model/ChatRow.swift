import ReuseKit

/// A row of the Chat screen: the title that opens a day's section, or a message.
///
/// Identified by kind and id, so an edited or deleted message is the same
/// row with new content.
enum ChatRow: Identifiable, Hashable, Sendable, Diffable {
  /// The title of day `day` (days before today), the first row of its section.
  case dayTitle(Int)
  case message(ChatMessage)

  var id: String {
    switch self {
    case .dayTitle(let day): "day-\(day)"
    case .message(let message): "message-\(message.id)"
    }
  }

  /// The message, when the row is one.
  var message: ChatMessage? {
    if case .message(let message) = self { message } else { nil }
  }

  /// `Today`, `Yesterday` or `5 days ago`, the title of `day`.
  static func title(ofDay day: Int) -> String {
    switch day {
    case 0: "Today"
    case 1: "Yesterday"
    default: "\(day) days ago"
    }
  }
}
