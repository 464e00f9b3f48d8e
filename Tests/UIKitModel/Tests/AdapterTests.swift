import ReuseKitUIKit
import UIKit

extension TableViewCell: UIKitModelTableViewCellClass {}
extension TableViewHeaderFooterView: UIKitModelHeaderFooterViewClass {}
extension CollectionViewCell: UIKitModelReusableViewClass {}
extension CollectionReusableView: UIKitModelReusableViewClass {}

/// The tests of the adapters and the sample against the model.
@MainActor
let adapterTests: [ModelTest] = []
