import ReuseKitUIKit
import UIKit

/// A scroll view whose content is an introduction, a table as tall as its
/// rows, and a closing note: the table does not scroll, the page does.
final class NestedTableViewController: UIViewController {
  private enum Section: Diffable, Hashable, Sendable {
    case main
  }

  /// A row: the view that shows it, with its view model.
  private enum Row: Diffable, Hashable, Sendable {
    case person(Person)
    case lateWidget(LateHeightView.ViewModel)
  }

  private let scrollView = UIScrollView(frame: .zero)
  private let content = UIView(frame: .zero)
  private let introduction = UILabel(frame: .zero)
  private let tableView = ContentSizedTableView(frame: .zero, style: .plain)
  private let closingNote = UILabel(frame: .zero)

  /// Created on first use, in `viewDidLoad`.
  private lazy var dataSource = DiffableDataSource<Section, Row>(tableView) { row in
    switch row {
    case .person(let person):
      return .view(PersonView.self, person)
    case .lateWidget(let widget):
      return .view(LateHeightView.self, widget)
    }
  }

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Nested table"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("NestedTableViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.isScrollEnabled = false

    introduction.numberOfLines = 0
    introduction.text = "The table below is as tall as its rows; the page scrolls, the table does not."
    closingNote.numberOfLines = 0
    closingNote.text = "The last row reports its height late, and the table grows to fit it."

    view.addPinnedSubview(scrollView)
    scrollView.addPinnedSubview(content)
    stackVertically([introduction, tableView, closingNote], in: content)
    content.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true

    var snapshot = Snapshot<Section, Row>()
    snapshot.appendSections([.main])
    snapshot.appendItems(GalleryData.people.map(Row.person) + [.lateWidget(GalleryData.lateCharts[0])])
    dataSource.apply(snapshot, animation: .none, completion: nil)
  }

  // MARK: - Private

  /// Pins `views` to the sides of `container`, one below the other, the first
  /// to its top and the last to its bottom.
  private func stackVertically(_ views: [UIView], in container: UIView) {
    var constraints: [NSLayoutConstraint] = []
    var previousBottom = container.topAnchor
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      constraints += [
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        view.topAnchor.constraint(equalTo: previousBottom),
      ]
      previousBottom = view.bottomAnchor
    }
    constraints.append(previousBottom.constraint(equalTo: container.bottomAnchor))
    NSLayoutConstraint.activate(constraints)
  }
}
