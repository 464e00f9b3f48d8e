import ReuseKit
import ReuseKitTestSupport
import Testing

/// A note kept in a class, as an app's model objects often are: not
/// `Sendable`.
private final class Note: Diffable, Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: Note, rhs: Note) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@MainActor
private final class NoteView: ConfigurableView {
  private(set) var id: Int?
  func configure(with note: Note) { id = note.id }
}

/// Items that are not `Sendable` need no conformance they cannot have: they
/// are diffed on the main actor, so an apply is on screen when it returns.
@MainActor
@Suite struct NonSendableItemTests {
  @Test(arguments: [DiffingPolicy.automatic, .background, .mainActor])
  func notesAreDiffedOnTheMainActor(diffing: DiffingPolicy) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 30), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Note>(list) { .view(NoteView.self, $0) }
    dataSource.backgroundDiffingThreshold = 0
    var snapshot = Snapshot<Int, Note>()
    snapshot.appendSections([0])
    snapshot.appendItems((1...5).map(Note.init))
    dataSource.apply(snapshot, diffing: diffing, completion: nil)
    #expect(!dataSource.isApplying)
    #expect(list.visibleItemPaths.compactMap { list.cell(at: $0, as: NoteView.self)?.view.id } == [1, 2, 3])
    snapshot.deleteItems([Note(id: 1)])
    dataSource.apply(snapshot, diffing: diffing, completion: nil)
    #expect(list.visibleItemPaths.compactMap { list.cell(at: $0, as: NoteView.self)?.view.id } == [2, 3, 4])
    #expect(dataSource.batchUpdateCount == 2)
  }
}
