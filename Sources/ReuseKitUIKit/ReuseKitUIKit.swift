#if canImport(UIKit)
  @_exported import ReuseKit
  import UIKit
#endif
