import ReuseKitUIKit
import UIKit

/// A table with three kinds of rows: people sized by Auto Layout, widgets that
/// learn their height late, and squares whose height follows the width.
///
/// A `DiffableDataSource` fills the table from a `Snapshot`; the delegate
/// supplies the section headers and passes taps to the data source's
/// selection, and a person swipes to delete people.
final class TableDemoViewController: UIViewController, UITableViewDelegate {
  private enum Section: CaseIterable, Diffable, Hashable, Sendable {
    case people, lateWidgets, squares

    var title: String {
      switch self {
      case .people: "People (Auto Layout)"
      case .lateWidgets: "Widgets that learn their height late"
      case .squares: "Squares (height follows width)"
      }
    }
  }

  /// A row: the view that shows it, with its view model.
  private enum Row: Diffable, Hashable, Sendable {
    case person(Person)
    case lateWidget(LateHeightView.ViewModel)
    case squares(SquaresView.ViewModel)
  }

  private let tableView = UITableView(frame: .zero, style: .plain)

  /// Created on first use, in `viewDidLoad`.
  private lazy var dataSource = DiffableDataSource<Section, Row>(tableView) { row in
    switch row {
    case .person(let person):
      return .view(PersonView.self, person).deletable()
    case .lateWidget(let widget):
      return .view(LateHeightView.self, widget)
    case .squares(let squares):
      return .view(SquaresView.self, squares)
    }
  }

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Table"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TableDemoViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.reuse.registerHeaderFooter(TitleView.self)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    tableView.estimatedSectionHeaderHeight = 32
    tableView.delegate = self
    view.addPinnedSubview(tableView)
    dataSource.apply(Self.snapshot(), animation: .none, completion: nil)
  }

  // MARK: - UITableViewDelegate

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let section = dataSource.sectionIdentifier(for: section) else { return nil }
    return tableView.reuse.dequeueHeaderFooter(TitleView.self).configured(with: section.title)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.reuse.didSelectRow(at: indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    tableView.reuse.didDeselectRow(at: indexPath)
  }

  // MARK: - Private

  /// Every section, with the gallery's data.
  private static func snapshot() -> Snapshot<Section, Row> {
    var snapshot = Snapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(GalleryData.people.map(Row.person), toSection: .people)
    snapshot.appendItems(GalleryData.lateCharts.map(Row.lateWidget), toSection: .lateWidgets)
    snapshot.appendItems(GalleryData.squares.map(Row.squares), toSection: .squares)
    return snapshot
  }
}
