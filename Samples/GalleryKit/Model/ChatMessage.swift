import ReuseKit

/// One message of the Chat screen: the model of ``MessageView``, and of
/// ``DeletedMessageView`` once it is deleted.
///
/// Its identity is its `id`, so an edit or a deletion keeps the message's
/// place and is a content update; a deletion also switches the view type.
struct ChatMessage: Identifiable, Hashable, Sendable, Diffable {
  // MARK: - Lifecycle

  /// Creates a message that was neither edited nor deleted.
  init(id: Int, author: String, text: String, day: Int, minute: Int) {
    self.id = id
    self.author = author
    self.text = text
    self.day = day
    self.minute = minute
  }

  // MARK: - Internal

  /// The identity of the message.
  let id: Int
  /// Who wrote it.
  let author: String
  /// What it says; an edit makes it longer.
  var text: String
  /// The day it was sent, as days before today: 0 is today.
  let day: Int
  /// The minute of its day it was sent, from 0 to 1439.
  let minute: Int
  /// Whether its text was edited after it was sent.
  var isEdited = false
  /// Whether it was deleted; a deleted message stays as a one-line marker.
  var isDeleted = false

  /// `09:14`, the time of day it was sent.
  var time: String {
    let hour = minute / 60 % 24
    let rest = minute % 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
