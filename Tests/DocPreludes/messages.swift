// A chat's messages, the view that shows one, and a list without a data source.
import ReuseKit

struct Message: Identifiable, Equatable, Diffable, Sendable {
  let id: Int
  var text: String
}

final class MessageView: ConfigurableView {
  private(set) var text = ""
  func configure(with message: Message) { text = message.text }
}

let messages = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Hello")]
let message = messages[0]
let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let path = ItemPath(item: 0, section: 0)
