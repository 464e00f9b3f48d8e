// A chat's messages, for the UIKit and SwiftUI blocks.
import ReuseKitUIKit

struct Message: Identifiable, Equatable, Diffable, Sendable {
  let id: Int
  var text: String
}

let messages = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Hello")]
