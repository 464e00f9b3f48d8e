// needs: message-list
// A snapshot of the messages.
var snapshot = Snapshot<String, Message>()
snapshot.appendSections(["Inbox"])
snapshot.appendItems(messages)
