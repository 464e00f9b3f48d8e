#if canImport(SwiftUI) && canImport(UIKit)
  @_exported import ReuseKitUIKit
  import SwiftUI
#endif
