// needs: uikit-message-model
// SwiftUI, and a collection view for a data source.
import ReuseKitSwiftUI
import SwiftUI

let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
