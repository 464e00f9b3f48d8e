import ReuseKit

/// A self-sizing list of ``SquaresView``s, whose heights depend on the width:
/// resizing the terminal changes the viewport's width, and the list measures
/// the visible rows again.
@MainActor
final class SquaresScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 2), rowSpacing: 1))
    list.register(SquaresView.self)
    dataSource = DiffableDataSource(list) { squares in
      .view(SquaresView.self, squares)
    }
    rows = [
      Squares(id: 1, title: "A few", count: 5),
      Squares(id: 2, title: "A line's worth", count: 26),
      Squares(id: 3, title: "Many", count: 70),
      Squares(id: 4, title: "Some", count: 12),
      Squares(id: 5, title: "Lots", count: 130),
      Squares(id: 6, title: "A dozen more", count: 24),
    ]
    dataSource.apply(snapshot, animation: .none, completion: nil)
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Squares" }

  var subtitle: String {
    "SquaresView: preferredHeight(forWidth:) · resize the terminal · r new counts"
  }

  var stats: ContainerStats { ContainerStats(list) }

  func resize(width: Int, height: Int) {
    let oldWidth = Int(list.viewport.width)
    let oldHeight = list.contentSize.height
    list.resize(width: width, height: height)
    guard oldWidth != width else { return }
    environment.log.append(
      "\(environment.timestamp) width \(oldWidth) → \(width): visible rows measured again, "
        + "content \(Int(oldHeight)) → \(Int(list.contentSize.height)) lines")
  }

  func scroll(by lines: Double) { list.scroll(by: lines) }

  /// Gives one or two rows a new count; their cells are reconfigured and measured again.
  func randomChange() {
    for _ in 0..<Int.random(in: 1...2, using: &environment.random) {
      let index = Int.random(in: 0..<rows.count, using: &environment.random)
      rows[index].count = Int.random(in: 1...150, using: &environment.random)
      environment.log.append("\(environment.timestamp) \(rows[index].title) now has \(rows[index].count) squares")
    }
    dataSource.apply(snapshot, completion: nil)
  }

  func layoutIfNeeded() { list.layoutIfNeeded() }

  func render() -> [String] { ContainerRenderer.render(list) }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let dataSource: DiffableDataSource<Int, Squares>
  private var rows: [Squares]

  private var snapshot: Snapshot<Int, Squares> {
    var snapshot = Snapshot<Int, Squares>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    return snapshot
  }
}
