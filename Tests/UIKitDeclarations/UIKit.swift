// UIKit re-exports Foundation; Foundation on Linux supplies CGFloat, CGSize,
// CGRect, CGPoint, IndexPath, IndexSet, NSObject and NSCoder.
@_exported import Foundation

/// Model only: how the model stops where UIKit raises an Objective-C exception.
///
/// UIKit raises `NSInternalInconsistencyException` and the app terminates with
/// this text (UIKIT-RULES.md, "exact UIKit message"); the model traps with it.
@MainActor
func modelRaise(_ reason: String) -> Never {
  fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'")
}

/// Model only: how the model stops where UIKit raises nothing but a device
/// fails later: a crash, corrupted memory or a cell animated twice
/// (UIKIT-RULES.md rules 24 and 25). The model cannot show that failure, so
/// it traps with `what`, its own account of it, not an exception's text.
@MainActor
func modelFail(_ what: String) -> Never {
  fatalError("UIKit model: a device fails here: \(what)")
}
