import ReuseKitUIKit
import UIKit

/// A table with three kinds of rows: people sized by Auto Layout, widgets that
/// learn their height late, and squares whose height follows the width.
final class TableDemoViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private enum Section: Int, CaseIterable {
    case people, lateWidgets, squares

    var title: String {
      switch self {
      case .people: "People (Auto Layout)"
      case .lateWidgets: "Widgets that learn their height late"
      case .squares: "Squares (height follows width)"
      }
    }
  }

  private let tableView = UITableView(frame: .zero, style: .plain)

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
    tableView.register(PersonView.self)
    tableView.register(LateHeightView.self)
    tableView.register(SquaresView.self)
    tableView.registerHeaderFooter(TitleView.self)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    tableView.estimatedSectionHeaderHeight = 32
    // DiffableDataSource: once the core provides it, it replaces this
    // UITableViewDataSource; the cell provider keeps the typed dequeue below.
    tableView.dataSource = self
    tableView.delegate = self
    view.addPinnedSubview(tableView)
  }

  // MARK: - UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int {
    Section.allCases.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .people: GalleryData.people.count
    case .lateWidgets: GalleryData.lateCharts.count
    case .squares: GalleryData.squares.count
    case nil: 0
    }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch Section(rawValue: indexPath.section) {
    case .people:
      tableView.dequeue(PersonView.self, for: indexPath).configured(with: GalleryData.people[indexPath.row])
    case .lateWidgets:
      tableView.dequeue(LateHeightView.self, for: indexPath).configured(with: GalleryData.lateCharts[indexPath.row])
    case .squares, nil:
      tableView.dequeue(SquaresView.self, for: indexPath).configured(with: GalleryData.squares[indexPath.row])
    }
  }

  // MARK: - UITableViewDelegate

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let section = Section(rawValue: section) else { return nil }
    return tableView.dequeueHeaderFooter(TitleView.self).configured(with: section.title)
  }
}
