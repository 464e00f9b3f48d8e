// A to-do list: items that may be pinned, in lists that are sections, and
// the app's store behind them.
import ReuseKit

struct Todo: Identifiable, Equatable, Diffable, Sendable {
  let id: Int
  var title: String
  var isPinned = false
}

final class TodoView: ConfigurableView {
  func configure(with todo: Todo) {}
}

@MainActor final class TodoStore {
  var order: [Int] = []
  func delete(_ id: Int) { order.removeAll { $0 == id } }
  func markSeen(_ id: Int) {}
  func loadAttachments(of todos: [Todo]) {}
}

let store = TodoStore()
let todo = Todo(id: 1, title: "Call Sam")
let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let dataSource = DiffableDataSource<String, Todo>(list) { .view(TodoView.self, $0) }
var snapshot = Snapshot<String, Todo>()
snapshot.appendSections(["Home", "Work"])
snapshot.appendItems([todo], toSection: "Home")
