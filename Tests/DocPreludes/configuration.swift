// needs: messages
// What a cell provider returned for the first message.
let configuration = ViewConfiguration.view(MessageView.self, message)
