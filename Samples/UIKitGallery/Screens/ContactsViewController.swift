import ReuseKitUIKit
import UIKit

/// A person in the contacts list, by name, and whether they are a favourite.
struct Contact: Identifiable, Hashable, Diffable, Sendable {
  var person: Person
  var isFavorite = false

  var id: String { person.name }
}

/// The people of the table demo in an inset grouped list of Apple's, on a
/// collection view: each row shows a disclosure indicator, a swipe from
/// the leading edge makes the person a favourite, one from the trailing
/// edge deletes them, and a touch and hold opens a menu that does either,
/// with the row's view as its preview. Each action finds its person by
/// identity when it runs, so an apply that moved the row meanwhile changes
/// nothing about whom it acts on.
final class ContactsViewController: UIViewController {
  private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private let delegate = ReuseCollectionViewDelegate()

  /// Created on first use, in `viewDidLoad`.
  private(set) lazy var dataSource = DiffableDataSource<Int, Contact>(collectionView) { [weak self] contact in
    let favorite = contact.isFavorite ? "Unfavorite" : "Favorite"
    let toggle = { self?.toggleFavorite(of: contact.id) }
    return .view(PersonView.self, contact.person)
      .swipeActions(
        edge: .leading,
        [
          SwipeAction(title: favorite, systemImage: "star", tint: .yellow) { done in
            toggle()
            done(true)
          }
        ]
      )
      .swipeActions([.delete()])
      .contextMenu(
        ContextMenu([.action(MenuAction(title: favorite, systemImage: "star") { toggle() }), .action(.delete())]),
        preview: { .view(PersonView.self, contact.person) }
      )
      .accessories(contact.isFavorite ? [.checkmark, .disclosureIndicator] : [.disclosureIndicator])
  }

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Contacts"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ContactsViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.collectionViewLayout = collectionView.reuse.makeCompositionalLayout(
      section: .list(appearance: .insetGrouped))
    collectionView.delegate = delegate
    view.addPinnedSubview(collectionView)
    var snapshot = Snapshot<Int, Contact>()
    snapshot.appendSections([0])
    snapshot.appendItems(GalleryData.people.map { Contact(person: $0) })
    dataSource.apply(snapshot, animation: .none, completion: nil)
  }

  /// Makes the person whose identity is `id` a favourite, or not, in place.
  func toggleFavorite(of id: Contact.ID) {
    var snapshot = dataSource.snapshot()
    guard var contact = snapshot.itemIdentifiers.first(where: { $0.id == id }) else { return }
    contact.isFavorite.toggle()
    snapshot.replaceItem(contact)
    dataSource.apply(snapshot, completion: nil)
  }
}
