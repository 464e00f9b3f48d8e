#if canImport(UIKit)
  import Dispatch
  import UIKit

  /// The seams through which tests drive the adapters: where deferred work
  /// runs, now or after a delay, and which side of an OS-version check is taken.
  ///
  /// On a device both keep their defaults. The UIKit model's tests set
  /// ``schedule`` and ``scheduleAfter`` to the model's run loop, so that they advance deferred work
  /// deterministically, and turn ``usesIOS16API`` off to run the path for
  /// earlier systems, because on Linux every `#available` check is true.
  @MainActor
  enum AdapterEnvironment {
    /// Runs work on the main actor after the current run-loop turn: the main
    /// queue by default.
    static var schedule: (@escaping @MainActor () -> Void) -> Void = { work in
      DispatchQueue.main.async { work() }
    }

    /// Runs work on the main actor after a delay in seconds: the main queue by default.
    static var scheduleAfter: (Double, @escaping @MainActor () -> Void) -> Void = { delay, work in
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { work() }
    }

    /// Whether the adapters may use iOS 16 API, such as collection view
    /// `selfSizingInvalidation`; it is combined with `#available`, so it can
    /// only turn such API off.
    static var usesIOS16API = true
  }
#endif
