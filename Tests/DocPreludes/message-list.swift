// needs: messages
// A data source that shows the messages in `list`.
let dataSource = DiffableDataSource<String, Message>(list) { .view(MessageView.self, $0) }
