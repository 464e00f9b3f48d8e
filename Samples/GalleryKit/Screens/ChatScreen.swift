import ReuseKit

/// A chat in a self-sizing list: one section per day, whose header is a
/// ``DayTitleView`` pinned to the top while its day is under it, and
/// messages whose height depends on the width. It starts at the
/// bottom of the latest two days and sticks to it; nearing the top loads
/// older days in pages from a ``ChatServer`` (``ChatHistory``), prepended
/// above with the reading position kept; `x` retries a failed load. With a
/// position file, quitting saves the reading position and the next start
/// restores it. Edits
/// reconfigure a message in place; a deletion switches it to a
/// ``DeletedMessageView``, another view type.
@MainActor
final class ChatScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    generator = ChatGenerator(seed: 15)
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 3), headerHeight: 1))
    list.pinsSectionHeaders = true
    dataSource = DiffableDataSource(list) { message in
      message.isDeleted ? .view(DeletedMessageView.self, message) : .view(MessageView.self, message)
    }
    dataSource.supplementaryViewProvider = { kind, day in kind == .header ? .view(DayTitleView.self, day.title) : nil }
    // The days a relaunch needs to show its saved position, as an app's own store would hold them.
    let saved = environment.chatPositionFile?.load()
    var snapshot = Snapshot<ChatDay, ChatMessage>()
    for day in (0...max(1, min(saved?.sectionID ?? 1, generator.oldestDay))).reversed() {
      snapshot.appendSections([ChatDay(day)])
      snapshot.appendItems(generator.messages(ofDay: day), toSection: ChatDay(day))
    }
    dataSource.apply(snapshot, animation: .none, completion: nil)
    list.sticksToBottom = true
    if let saved {
      dataSource.scrolling.restore(saved)
      environment.log.append("\(environment.timestamp) chat: the saved reading position restored")
    } else {
      dataSource.scrolling.scrollToBottom(animated: false)
    }
    // The paging starts from where the list is now, not from the top it was at before.
    list.layoutIfNeeded()
    history = ChatHistory(
      dataSource: dataSource, server: ChatServer(clock: environment.clock, generator: generator),
      environment: environment)
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Chat" }

  var subtitle: String {
    "MessageView, DayTitleView headers · n new · e edit · d delete · u top · x retry · r batch"
  }

  var stats: ContainerStats { ContainerStats(list) }

  /// Whether the end of the content is in view.
  var isAtBottom: Bool { list.viewport.offset + list.viewport.height >= list.contentSize.height - 0.5 }

  /// Resizes the list, which keeps the bottom in view while it sticks to it
  /// and the first visible row in place otherwise.
  func resize(width: Int, height: Int) {
    let oldWidth = Int(list.viewport.width)
    let position = positionBefore()
    list.resize(width: width, height: height)
    guard oldWidth != width else { return }
    environment.log.append(
      "\(environment.timestamp) chat width \(oldWidth) → \(width): messages wrap again; \(position())")
  }

  /// Scrolls; nearing the top loads an older day.
  func scroll(by lines: Double) { list.scroll(by: lines) }

  /// Whether no page is on its way back from the server.
  var isSettled: Bool { history.isSettled }

  /// The history's paging: loads, failures, retries.
  let history: ChatHistory

  /// Saves the reading position to the position file, if there is one.
  func willQuit() {
    guard let file = environment.chatPositionFile else { return }
    file.save(dataSource.scrolling.readingPosition)
  }

  /// Cancels the load under way, if any.
  func stopLoading() { history.stop() }

  /// The days the list holds, oldest first.
  var days: [Int] { dataSource.snapshot().sectionIdentifiers.map(\.id) }

  /// The identities of the messages the list holds, in order.
  var messageIDs: [Int] { dataSource.snapshot().itemIdentifiers.map(\.id) }

  /// The reading position the list shows.
  var readingPosition: ReadingPosition<Int, Int>? { dataSource.scrolling.readingPosition }

  /// `n`, `e`, `d`, `u` and `x`: a new message, an edit, a deletion, the top, a retry.
  @discardableResult
  func handle(character: Character) -> Bool {
    switch character {
    case "n": change("n") { snapshot in [appendIncoming(to: &snapshot)] }
    case "e": change("e") { snapshot in [editVisibleMessage(in: &snapshot)] }
    case "d": change("d") { snapshot in [deleteVisibleMessage(in: &snapshot)] }
    case "u": scroll(by: -list.viewport.offset)
    case "x": history.retry()
    default: return false
    }
    return true
  }

  /// One or two new messages, and maybe an edit and a deletion, in one apply.
  func randomChange() {
    change("r") { snapshot in
      var changes = (0..<Int.random(in: 1...2, using: &environment.random)).map { _ in
        appendIncoming(to: &snapshot)
      }
      if Bool.random(using: &environment.random) { changes.append(editVisibleMessage(in: &snapshot)) }
      if Bool.random(using: &environment.random) { changes.append(deleteVisibleMessage(in: &snapshot)) }
      return changes
    }
  }

  func layoutIfNeeded() { list.layoutIfNeeded() }

  /// The identity of the first visible message and the pane line its top is on.
  var firstVisibleRowLine: (id: Int, line: Int)? { firstVisibleRow().map { ($0.message.id, $0.line) } }

  /// The pane line the top of the message whose identity is `id` is on,
  /// above the pane when negative; `nil` when there is no such message.
  func line(ofRowWithID id: Int) -> Int? {
    dataSource.itemPath(forID: id).map { Int((list.layout.frame(of: $0).minY - list.viewport.offset).rounded(.down)) }
  }

  func render() -> [String] { ContainerRenderer.render(list) }

  // MARK: - Private

  /// The first visible message and its line in the pane.
  private typealias Placement = (message: ChatMessage, line: Int)

  private let environment: GalleryEnvironment
  private let dataSource: DiffableDataSource<ChatDay, ChatMessage>
  private var generator: ChatGenerator

  /// Applies what `body` does to the snapshot, then logs each change it
  /// names and where the list is.
  private func change(_ key: String, _ body: (inout Snapshot<ChatDay, ChatMessage>) -> [String]) {
    let position = positionBefore()
    var snapshot = dataSource.snapshot()
    let changes = body(&snapshot)
    dataSource.apply(snapshot, completion: nil)
    environment.log.append("\(environment.timestamp) \(key): \(changes.joined(separator: "; ")); \(position())")
  }

  /// Notes where the list is, and returns how to say where it is after a
  /// change: still at the bottom, or where the first visible row went.
  private func positionBefore() -> () -> String {
    let wasAtBottom = isAtBottom
    let before = firstVisibleRow()
    return { [self] in
      if wasAtBottom { return isAtBottom ? "still at the bottom" : "no longer at the bottom" }
      return "first visible row \(before.map(describe) ?? "none") → \(firstVisibleRow().map(describe) ?? "none")"
    }
  }

  /// Appends a new message to today's section.
  private func appendIncoming(to snapshot: inout Snapshot<ChatDay, ChatMessage>) -> String {
    let message = generator.incomingMessage(using: &environment.random)
    snapshot.appendItems([message], toSection: ChatDay(0))
    return "new message \(message.author) \(message.time)"
  }

  /// Makes a random visible message longer.
  private func editVisibleMessage(in snapshot: inout Snapshot<ChatDay, ChatMessage>) -> String {
    guard var message = randomVisibleMessage(in: snapshot) else { return "no message in view to edit" }
    message.text = ChatGenerator.longer(message.text, using: &environment.random)
    message.isEdited = true
    snapshot.replaceItem(message)
    return "\(message.author) \(message.time) edited, longer"
  }

  /// Replaces a random visible message with its deleted marker.
  private func deleteVisibleMessage(in snapshot: inout Snapshot<ChatDay, ChatMessage>) -> String {
    guard var message = randomVisibleMessage(in: snapshot) else { return "no message in view to delete" }
    message.isDeleted = true
    snapshot.replaceItem(message)
    return "\(message.author) \(message.time) deleted, a DeletedMessageView now"
  }

  /// A message of `snapshot` that is on screen and not deleted, or `nil`.
  private func randomVisibleMessage(in snapshot: Snapshot<ChatDay, ChatMessage>) -> ChatMessage? {
    let messages = list.visibleItemPaths.compactMap { path in
      dataSource.itemIdentifier(for: path).flatMap { snapshot.item(withID: $0.id) }
    }.filter { !$0.isDeleted }
    guard !messages.isEmpty else { return nil }
    return messages[Int.random(in: 0..<messages.count, using: &environment.random)]
  }

  /// The first visible message and the pane line its top is on.
  private func firstVisibleRow() -> Placement? {
    guard let path = list.visibleItemPaths.first, let message = dataSource.itemIdentifier(for: path) else {
      return nil
    }
    return (message, Int((list.layout.frame(of: path).minY - list.viewport.offset).rounded(.down)))
  }

  /// `Ada 09:14 on line 3`.
  private func describe(_ placement: Placement) -> String {
    "\(placement.message.author) \(placement.message.time) on line \(placement.line)"
  }
}
