import ReuseKit

// A list, a grid and a data source, as an app outside the package writes
// them. Every check stops the program with a message when it fails.

struct Message: Identifiable, Equatable, Sendable, Diffable {
  let id: Int
  var text: String
}

final class MessageView: ConfigurableView {
  private(set) var text = ""
  init() {}
  func configure(with message: Message) { text = message.text }
  func prepareForReuse() { text = "" }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard condition else { fatalError("Consumer: \(message())") }
}

@MainActor
func run() {
  let list = HeadlessList(viewport: Viewport(width: 320, height: 88), rowHeight: 44)
  let dataSource = DiffableDataSource<String, Message>(list) { message in
    .view(MessageView.self, message)
  }
  var snapshot = Snapshot<String, Message>()
  snapshot.appendSections(["Inbox"])
  snapshot.appendItems((1...10).map { Message(id: $0, text: "message \($0)") })
  dataSource.apply(snapshot, completion: nil)
  check(list.visibleViewModels(of: MessageView.self).map(\.id) == [1, 2], "the first two rows are on screen")

  let batchesBefore = dataSource.batchUpdateCount
  snapshot.deleteItems([Message(id: 1, text: "message 1")])
  dataSource.apply(snapshot, completion: nil)
  let first = list.cell(at: ItemPath(item: 0, section: 0), as: MessageView.self)
  check(
    first?.view.text == "message 2",
    "row 0 shows message 2 after the delete, not \(String(describing: first?.view.text))")
  check(
    dataSource.batchUpdateCount == batchesBefore + 1,
    "one batch update, not \(dataSource.batchUpdateCount - batchesBefore)")
  check(dataSource.reloadCount == 0, "no reload, not \(dataSource.reloadCount)")

  list.viewport.offset = 44 * 5
  check(list.createdCount <= 4, "a two-row list keeps at most four cells, not \(list.createdCount)")

  let grid = HeadlessGrid(
    viewport: Viewport(width: 300, height: 100),
    arrangement: GridArrangement(columns: .minimumWidth(100), itemHeight: .fixed(100)))
  let gridSource = DiffableDataSource<String, Message>(grid) { message in
    .view(MessageView.self, message)
  }
  gridSource.apply(snapshot, completion: nil)
  let rowOfThree = (0..<3).map { grid.frameOfItem(at: ItemPath(item: $0, section: 0)) }
  check(
    rowOfThree.map(\.x) == [0, 100, 200] && rowOfThree.allSatisfy { $0.y == 0 },
    "three columns of 100 pt in 300 pt, not \(rowOfThree)")
  check(grid.visibleItemPaths.count == 3, "one row of three items is visible, not \(grid.visibleItemPaths.count)")

  do {
    try BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)]).validate(before: [2], after: [2])
    fatalError("Consumer: a delete with unchanged counts must be rejected")
  } catch {
    check(error.rule == 27, "the rejected batch names rule 27, the item count, not \(error.rule)")
  }
  runLogContainer()
  print("Consumer: a list, a grid, a data source and a container of its own behave through the public API")
}

/// A data source drives the app's own container through an apply that
/// changes the counts; the container reads what it shows from the content.
@MainActor
func runLogContainer() {
  let container = LogContainer()
  let dataSource = DiffableDataSource<String, Message>(container) { message in
    .view(MessageView.self, message)
  }
  var snapshot = Snapshot<String, Message>()
  snapshot.appendSections(["Inbox"])
  snapshot.appendItems((1...5).map { Message(id: $0, text: "message \($0)") })
  dataSource.apply(snapshot, completion: nil)
  check(container.content.sectionCounts == [5], "the container shows 5 rows, not \(container.content.sectionCounts)")
  snapshot.deleteItems([Message(id: 2, text: "message 2")])
  snapshot.appendItems([Message(id: 6, text: "message 6"), Message(id: 7, text: "message 7")])
  snapshot.appendSections(["Archive"])
  snapshot.appendItems([Message(id: 8, text: "message 8")])
  var finished = false
  dataSource.apply(snapshot) { finished = true }
  check(finished, "the completion ran once the container committed")
  check(
    container.content.sectionCounts == [6, 1], "the container shows [6, 1], not \(container.content.sectionCounts)")
  check(
    container.lines.last?.hasPrefix("commit [5] -> [6, 1]") == true,
    "the count-changing apply is one committed transition, not \(container.lines)")
  dataSource.selection.selectItem(withID: 3)
  check(
    container.visibleRows == ["message 1", "message 3 (selected)", "message 4"],
    "the rows show their views and the selection, not \(container.visibleRows)")
}

run()

// Top-level code, as an app's `main.swift` or a playground has it: an apply
// of 25,000 items is diffed off the main actor, and `await` waits for it.
let longList = HeadlessList(viewport: Viewport(width: 320, height: 440), rowHeight: 44)
let longSource = DiffableDataSource<String, Message>(longList) { message in
  .view(MessageView.self, message)
}
var everything = Snapshot<String, Message>()
everything.appendSections(["All"])
everything.appendItems((0..<25_000).map { Message(id: $0, text: "message \($0)") })
await longSource.apply(everything)
check(
  longList.visibleItemPaths.count == 10,
  "the awaited apply of 25,000 items shows 10 rows, not \(longList.visibleItemPaths.count)")
print("Consumer: top-level code awaited an apply of 25,000 items, and its first rows are on screen")
