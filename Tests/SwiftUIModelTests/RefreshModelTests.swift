import Foundation
import SwiftUI
import Synchronization
import UIKit

/// A representable that keeps what its context's environment says of refresh.
private struct RefreshProbe: UIViewRepresentable {
  final class Seen {
    var atMake: Bool?
    var atUpdates: [Bool] = []
    var action: RefreshAction?
  }
  let seen: Seen

  func makeCoordinator() -> Seen { seen }
  func makeUIView(context: Context) -> UIView {
    seen.atMake = context.environment.refresh != nil
    return UIView(frame: .zero)
  }
  func updateUIView(_ uiView: UIView, context: Context) {
    seen.atUpdates.append(context.environment.refresh != nil)
    seen.action = context.environment.refresh
  }
}

/// A body that shows whether its place has a refresh action.
private struct RefreshReader: View {
  @Environment(\.refresh) var refresh
  var body: some View { Text(refresh == nil ? "no refresh" : "refresh") }
}

/// How many times the refresh handler ran, from any thread.
private final class RefreshCount: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func add() { count.withLock { $0 += 1 } }
}

/// The SwiftUI model's refresh: `refreshable(action:)` and the environment's
/// `refresh`.
@MainActor
let refreshModelTests: [ModelTest] = [
  ModelTest(
    name: "model.refresh.refreshableReachesARepresentablesEnvironment",
    cites: "https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (\"set the refresh value in "
      + "the view's environment to a RefreshAction instance that uses the specified action as its handler\"); "
      + "https://developer.apple.com/documentation/swiftui/refreshaction; "
      + "https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext"
  ) {
    useModelRunLoop()
    let inside = RefreshProbe.Seen()
    let beside = RefreshProbe.Seen()
    let count = RefreshCount()
    struct Screen: View {
      let inside: RefreshProbe.Seen
      let beside: RefreshProbe.Seen
      let count: RefreshCount
      var body: some View {
        VStack {
          VStack {
            RefreshProbe(seen: inside)
            RefreshReader()
          }
          .refreshable { count.add() }
          RefreshProbe(seen: beside)
          RefreshReader()
        }
      }
    }
    let host = SwiftUIModelHost(Screen(inside: inside, beside: beside, count: count))
    keptAlive.append(host)
    try expect(inside.atMake == true && inside.atUpdates == [true, true], "under the modifier: \(inside.atUpdates)")
    try expect(beside.atMake == false && beside.atUpdates == [false, false], "beside it: \(beside.atUpdates)")
    try expect(host.texts == ["refresh", "no refresh"], "bodies read it by place: \(host.texts)")
    guard let action = inside.action else { throw ExpectationFailure(description: "no refresh action reached it") }
    // `RefreshAction` is not `Sendable` (iOS 16.5 SDK) and its
    // `callAsFunction()` is a nonisolated async method, so calling a copy
    // the main actor holds sends it off the main actor, which Swift 6
    // rejects; the test hands the handler this one copy, used nowhere else.
    nonisolated(unsafe) let handedOver = action
    var finished = false
    Task { @MainActor in
      await handedOver()
      finished = true
    }
    for _ in 0..<500 where !finished {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    try expect(finished && count.value == 1, "calling it runs the handler once: \(count.value)")
  }
]
