// A store front in a collection view: sections by name, cards of titles.
import ReuseKitUIKit
import UIKit

final class CardView: UILabel, ConfigurableView {
  func configure(with title: String) { text = title }
}

let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
let dataSource = DiffableDataSource<String, String>(collectionView) { .view(CardView.self, $0) }
