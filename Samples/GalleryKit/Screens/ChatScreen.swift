import ReuseKit

/// A chat in a self-sizing list: one section per day, whose header is a
/// ``DayTitleView`` pinned to the top while its day is under it, and
/// messages whose height depends on the width. It starts at the
/// bottom of the latest two days and sticks to it; reaching the top loads
/// an older day, prepended above with the reading position kept. Edits
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
    var snapshot = Snapshot<ChatDay, ChatMessage>()
    for day in [oldestLoadedDay, 0] {
      snapshot.appendSections([ChatDay(day)])
      snapshot.appendItems(generator.messages(ofDay: day), toSection: ChatDay(day))
    }
    dataSource.apply(snapshot, animation: .none, completion: nil)
    list.sticksToBottom = true
    dataSource.scrolling.scrollToBottom()
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Chat" }

  var subtitle: String {
    "MessageView, DayTitleView headers · n new · e edit · d delete · u top · r batch"
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

  /// Scrolls; reaching the top asks for an older day.
  func scroll(by lines: Double) {
    list.scroll(by: lines)
    if list.viewport.offset <= 0 { requestHistory() }
  }

  /// `n`, `e`, `d` and `u`: a new message, an edit, a deletion, the top.
  @discardableResult
  func handle(character: Character) -> Bool {
    switch character {
    case "n": change("n") { snapshot in [appendIncoming(to: &snapshot)] }
    case "e": change("e") { snapshot in [editVisibleMessage(in: &snapshot)] }
    case "d": change("d") { snapshot in [deleteVisibleMessage(in: &snapshot)] }
    case "u": scroll(by: -list.viewport.offset)
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
  private var oldestLoadedDay = 1
  private var isLoadingHistory = false

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

  /// Asks for the day before the oldest one shown, which arrives 0.5 s
  /// later as a server's page would.
  private func requestHistory() {
    guard !isLoadingHistory else { return }
    guard oldestLoadedDay < generator.oldestDay else {
      return environment.log.append("\(environment.timestamp) the top: the beginning of the chat")
    }
    isLoadingHistory = true
    let day = oldestLoadedDay + 1
    environment.log.append("\(environment.timestamp) the top: loading \(ChatDay.title(ofDay: day))…")
    environment.clock.schedule(after: 0.5) { [weak self] in self?.prependHistory(day: day) }
  }

  /// Inserts `day`'s section above the others; the list keeps the first
  /// visible row on its line.
  private func prependHistory(day: Int) {
    isLoadingHistory = false
    var snapshot = dataSource.snapshot()
    guard let first = snapshot.sectionIdentifiers.first, first.id == day - 1 else { return }
    let before = firstVisibleRow()
    let oldOffset = Int(list.viewport.offset)
    let messages = generator.messages(ofDay: day)
    snapshot.insertSections([ChatDay(day)], beforeSection: first)
    snapshot.appendItems(messages, toSection: ChatDay(day))
    dataSource.apply(snapshot, completion: nil)
    oldestLoadedDay = day
    environment.log.append(
      "\(environment.timestamp) \(ChatDay.title(ofDay: day)) prepended: \(messages.count) messages above, "
        + "offset \(oldOffset) → \(Int(list.viewport.offset))")
    environment.log.append(
      "  first visible row: \(before.map(describe) ?? "none") → \(firstVisibleRow().map(describe) ?? "none")")
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
