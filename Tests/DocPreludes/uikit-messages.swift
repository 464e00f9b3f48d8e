// needs: uikit-message-model
// A table view and a collection view of messages, the views they show, and
// the app's delegate for them.
import ReuseKitUIKit
import UIKit

final class MessageView: UILabel, ConfigurableView {
  func configure(with message: Message) { text = message.text }
}

final class TitleView: UILabel, ConfigurableView {
  func configure(with title: String) { text = title }
}

final class SectionTitleView: UILabel, ConfigurableView {
  func configure(with title: String) { text = title }
}

struct Profile: Hashable, Sendable {
  var name: String
}

final class ProfileView: UILabel, ConfigurableView {
  func configure(with profile: Profile) { text = profile.name }
}

final class StatusView: UILabel, ConfigurableView {
  func configure(with status: ContentStatus) { text = status.title }
}

/// The app's delegate of its table and collection views, which stays the app's.
final class ListController: NSObject, UITableViewDelegate, UICollectionViewDelegate {}

let tableView = UITableView(frame: .zero, style: .plain)
let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
let stack = UIStackView()
let indexPath = IndexPath(row: 0, section: 0)
let title = "Inbox"
let profile = Profile(name: "Sam")
