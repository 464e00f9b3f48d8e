// needs: swiftui-messages
// The SwiftUI row that shows a message.
struct MessageRow: View {
  @Environment(\.cellState) private var state
  let message: Message
  var body: some View { Text(message.text).bold(state.isSelected) }
}
