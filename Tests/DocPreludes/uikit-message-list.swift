// needs: uikit-messages
// A data source that shows the messages in `tableView`.
let dataSource = DiffableDataSource<String, Message>(tableView) { .view(MessageView.self, $0) }
