// A table in the manner of `UITableView`, whose data source reads
// `store.messages` (or `messages`), and the messages to show next.
import ReuseKitDiff

struct Message: Identifiable, Equatable, Diffable, Sendable {
  let id: Int
  var text: String
}

final class MessageStore {
  var messages = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Lunch?")]
}

/// A container with a batch-update method; it checks nothing.
final class Table {
  func performBatchUpdates(_ update: BatchUpdate, _ updates: () -> Void) throws { updates() }
}

let store = MessageStore()
var messages: [Message] {
  get { store.messages }
  set { store.messages = newValue }
}
let oldMessages = messages
let newMessages = [Message(id: 2, text: "Lunch at one?"), Message(id: 1, text: "Hi")]
let list = Table()
