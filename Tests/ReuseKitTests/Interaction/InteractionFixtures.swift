import ReuseKit
import ReuseKitTestSupport

/// Lists for the interaction tests: sections of `Model`s whose identities
/// start at 100 × the section, in a viewport of 20 rows of 10 points.
@MainActor
enum InteractionFixtures {
  static func snapshot(_ sections: [[Int]]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections(Array(sections.indices))
    for (section, ids) in sections.enumerated() { snapshot.appendItems(ids.map { Model(id: $0) }, toSection: section) }
    return snapshot
  }

  /// A list of `sections`, whose items a person may delete and move as
  /// `deletable` and `movable` say: none, unless they say otherwise.
  static func makeList(
    _ sections: [[Int]] = [Array(0..<10), Array(100..<110)], height: Double = 200,
    deletable: @escaping (Model) -> Bool = { _ in false }, movable: @escaping (Model) -> Bool = { _ in false }
  ) -> (HeadlessList, DiffableDataSource<Int, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: height), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) {
      .view(StateView.self, $0).deletable(deletable($0)).movable(movable($0))
    }
    dataSource.apply(snapshot(sections), completion: nil)
    return (list, dataSource)
  }

  /// The identities each section shows, as the snapshot holds them.
  static func ids(_ snapshot: Snapshot<Int, Model>) -> [[Int]] { snapshot.sections.map { $0.items.map(\.id) } }

  /// The identities the list's visible cells show, by path.
  static func shownIDs(_ list: HeadlessList) -> [ItemPath: Int] {
    Dictionary(
      uniqueKeysWithValues: list.visibleItemPaths.compactMap { path in
        list.cell(at: path, as: StateView.self)?.view.model.map { (path, $0.id) }
      })
  }
}
