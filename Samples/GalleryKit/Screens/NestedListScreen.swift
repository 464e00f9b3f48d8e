import ReuseKit

/// An outer self-sizing list whose team rows each hold an inner
/// ``HeadlessList`` of members; a team row is exactly as tall as its inner
/// list's content, which it learns from `addContentSizeObserver`.
@MainActor
final class NestedListScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 3)))
    let log = environment.log
    dataSource = DiffableDataSource(list) { item in
      switch item {
      case .card(let card):
        return .view(CardView.self, card)
      case .team(let team):
        return .view(NestedListView.self, team) { view in
          view.contentHeightDidChange = { team, old, new in
            guard old > 0 else { return }
            log.append("  \(team.name): inner contentSize.height \(Int(old)) → \(Int(new)); the row follows")
          }
        }
      }
    }
    var nextID = 100
    func members(_ count: Int) -> [Card] {
      (0..<count).map { _ in
        nextID += 1
        return Card(
          id: nextID, name: SampleText.pick(SampleText.names, nextID), note: SampleText.pick(SampleText.notes, nextID))
      }
    }
    rows = [
      .team(Team(id: 1, name: "Compilers", members: members(3))),
      .card(Card(id: 1, name: "Ada", note: "compilers")),
      .team(Team(id: 2, name: "Layout", members: members(2))),
      .card(Card(id: 2, name: "Grace", note: "type systems")),
      .team(Team(id: 3, name: "Diffing", members: members(4))),
      .card(Card(id: 3, name: "Edsger", note: "shortest paths")),
    ]
    self.nextID = nextID
    dataSource.apply(snapshot, animation: .none, completion: nil)
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Nested" }

  var subtitle: String {
    "NestedListView: an inner HeadlessList sized to its content · r change a team"
  }

  var stats: ContainerStats { ContainerStats(list) }

  func resize(width: Int, height: Int) { list.resize(width: width, height: height) }

  func scroll(by lines: Double) { list.scroll(by: lines) }

  /// Adds one or two members to the next team in turn, or removes one.
  func randomChange() {
    let teams = rows.indices.filter { if case .team = rows[$0] { true } else { false } }
    changes += 1
    guard !teams.isEmpty, case .team(var team) = rows[teams[(changes - 1) % teams.count]] else { return }
    let index = teams[(changes - 1) % teams.count]
    if team.members.count > 2 && Bool.random(using: &environment.random) {
      let removed = team.members.remove(at: Int.random(in: 0..<team.members.count, using: &environment.random))
      environment.log.append("\(environment.timestamp) \(team.name): \(removed.name) left")
    } else {
      for _ in 0..<Int.random(in: 1...2, using: &environment.random) {
        nextID += 1
        let member = Card(
          id: nextID, name: SampleText.pick(SampleText.names, nextID), note: SampleText.pick(SampleText.notes, nextID))
        team.members.insert(member, at: Int.random(in: 0...team.members.count, using: &environment.random))
        environment.log.append("\(environment.timestamp) \(team.name): \(member.name) joined")
      }
    }
    rows[index] = .team(team)
    dataSource.apply(snapshot, completion: nil)
  }

  func layoutIfNeeded() { list.layoutIfNeeded() }

  func render() -> [String] { ContainerRenderer.render(list) }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let dataSource: DiffableDataSource<Int, NestedRowItem>
  private var rows: [NestedRowItem]
  private var nextID: Int
  private var changes = 0

  private var snapshot: Snapshot<Int, NestedRowItem> {
    var snapshot = Snapshot<Int, NestedRowItem>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    return snapshot
  }
}
