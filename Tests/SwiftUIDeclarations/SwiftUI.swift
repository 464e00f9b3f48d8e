// SwiftUI on iOS re-exports UIKit, and with it Foundation's CGFloat and CGSize.
@_exported import UIKit
