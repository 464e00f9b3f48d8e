// UIKit re-exports Foundation; Foundation on Linux supplies CGFloat, CGSize,
// CGRect, IndexPath, IndexSet, NSObject and NSCoder.
@_exported import Foundation
