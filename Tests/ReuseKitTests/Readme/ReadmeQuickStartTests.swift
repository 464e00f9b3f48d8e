import ReuseKit
import Testing

// The README's quick start, verbatim in substance, so it cannot rot.

private struct Message: Identifiable, Equatable, Sendable, Diffable {
  let id: Int
  var text: String
}

@MainActor
private final class MessageView: ConfigurableView {
  private(set) var text = ""
  init() {}
  func configure(with message: Message) { text = message.text }
  func prepareForReuse() { text = "" }
  func preferredHeight(forWidth width: Double) -> Double? { 20 * (Double(text.count) * 8 / width).rounded(.up) }
}

@MainActor
@Suite struct ReadmeQuickStartTests {
  @Test func quickStart() {
    let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
    list.register(MessageView.self)
    let dataSource = DiffableDataSource<String, Message>(list) { message in
      .view(MessageView.self, message)
    }
    var snapshot = Snapshot<String, Message>()
    snapshot.appendSections(["Inbox"])
    snapshot.appendItems([Message(id: 1, text: "Hi"), Message(id: 2, text: "Hello")])
    dataSource.apply(snapshot)

    snapshot.deleteItems([Message(id: 1, text: "Hi")])
    snapshot.appendItems([Message(id: 3, text: "New")])
    dataSource.apply(snapshot)  // one batch: delete row 0, insert row 1

    let grid = HeadlessGrid(
      viewport: Viewport(width: 320, height: 480),
      arrangement: GridArrangement(columns: .minimumWidth(100), itemHeight: .fixed(100)))
    grid.register(MessageView.self)  // the same view type, now in a grid
    let gridSource = DiffableDataSource<String, Message>(grid) { message in
      .view(MessageView.self, message)
    }
    gridSource.apply(snapshot)

    let texts = list.visibleItemPaths.compactMap { list.cell(at: $0, as: MessageView.self)?.view.text }
    let gridTexts = grid.visibleItemPaths.compactMap { grid.cell(at: $0, as: MessageView.self)?.view.text }
    #expect(texts == ["Hello", "New"])
    #expect(gridTexts == texts)
    #expect(dataSource.batchUpdateCount == 2)
    #expect(list.batchUpdateCount == 2)
  }
}
