import ReuseKitUIKit
import UIKit

/// The list of demos.
final class GalleryMenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private enum Demo: CaseIterable {
    case table, collection, contacts, nestedTable, feed, storeFront

    var title: String {
      switch self {
      case .table: "Table: people, a late widget, squares"
      case .collection: "Collection: the same views in a grid"
      case .contacts: "Contacts: an inset grouped list, swipe actions, a menu"
      case .nestedTable: "A table inside a scroll view"
      case .feed: "Feed: paging, retry, restored position"
      case .storeFront: "Store front: a layout per section, paging, pull to refresh"
      }
    }

    @MainActor
    func makeViewController() -> UIViewController {
      switch self {
      case .table: TableDemoViewController()
      case .collection: CollectionDemoViewController()
      case .contacts: ContactsViewController()
      case .nestedTable: NestedTableViewController()
      case .feed: FeedViewController()
      case .storeFront: StoreFrontViewController()
      }
    }
  }

  private let tableView = UITableView(frame: .zero, style: .plain)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "ReuseKit Gallery"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("GalleryMenuViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.reuse.register(TitleView.self)
    tableView.dataSource = self
    tableView.delegate = self
    view.addPinnedSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Demo.allCases.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.reuse.dequeue(TitleView.self, for: indexPath).configured(with: Demo.allCases[indexPath.row].title)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(Demo.allCases[indexPath.row].makeViewController(), animated: true)
  }
}
