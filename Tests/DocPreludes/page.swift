// needs: message-list
// A page from a server, and the app's log.
let page = [Message(id: 3, text: "Earlier")]
func log(_ text: String) {}
