import ReuseKitSwiftUI
import SwiftUI

/// A message of the chat.
struct ChatMessage: Identifiable, Equatable, Diffable {
  let id: Int
  var text: String
}

/// One message: its text, and a check mark once selected.
@MainActor
struct ChatBubble: View {
  @Environment(\.cellState) private var state
  let message: ChatMessage

  var body: some View {
    HStack {
      Text(message.text)
      Spacer()
      if state.isSelected { Image(systemName: "checkmark") }
    }
    .padding(.vertical, 4)
  }
}

/// A chat that sticks to the bottom: new messages keep the end in view,
/// until the person scrolls up; the first visible message is kept in
/// `firstVisible`.
@available(iOS 16.0, *)
@MainActor
struct ChatScreen: View {
  @State var messages = (1...40).map { ChatMessage(id: $0, text: "Message \($0)") }
  @State var selection: ChatMessage.ID?
  @State var firstVisible: ChatMessage.ID?

  var body: some View {
    DiffableList(messages) { .swiftUI($0) { ChatBubble(message: $0) } }
      .selection($selection)
      .scrollPosition($firstVisible)
      .sticksToBottom()
  }

  /// Appends a message, animated.
  func send(_ text: String) {
    let id = (messages.last?.id ?? 0) + 1
    withAnimation { messages.append(ChatMessage(id: id, text: text)) }
  }
}
