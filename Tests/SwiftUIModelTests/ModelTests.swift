import SwiftUI
import UIKit

/// A representable that records what SwiftUI asks of it.
struct Recorder: UIViewRepresentable {
  final class Log {
    var events: [String] = []
  }
  let log: Log
  let value: Int

  func makeCoordinator() -> Log { log }
  func makeUIView(context: Context) -> UIView {
    log.events.append("make")
    return UIView(frame: .zero)
  }
  func updateUIView(_ uiView: UIView, context: Context) {
    log.events.append("update \(value) \(context.transaction.animation == nil ? "plain" : "animated")")
  }
  static func dismantleUIView(_ uiView: UIView, coordinator: Log) { coordinator.events.append("dismantle") }
}

@MainActor
struct RecorderScreen: View {
  @State var value = 0
  @State var shows = true
  let log: Recorder.Log
  var body: some View {
    if shows { Recorder(log: log, value: value) }
  }
}

private struct Greeting: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

private struct Greeter: View {
  @Environment(\.greeting) var greeting
  var body: some View { Text(greeting) }
}

/// The SwiftUI model's own behaviours, each with the documentation it encodes.
@MainActor
let modelTests: [ModelTest] = [
  ModelTest(
    name: "model.representable.makeOnceUpdateOnEveryChangeDismantleOnRemoval",
    cites: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable"
  ) {
    useModelRunLoop()
    let log = Recorder.Log()
    let screen = RecorderScreen(log: log)
    let host = SwiftUIModelHost(screen)
    try expect(log.events == ["make", "update 0 plain", "update 0 plain"], "\(log.events)")
    log.events = []
    withAnimation { screen.value = 1 }
    try expect(log.events.isEmpty, "a state change updates later, not during the write")
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(log.events == ["update 1 animated", "update 1 animated"], "\(log.events)")
    log.events = []
    screen.shows = false
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(log.events == ["dismantle"], "\(log.events)")
    try expect(host.updateCount == 3, "one update per turn: \(host.updateCount)")
  },
  ModelTest(
    name: "model.host.aNewWindowSizeResizesTheHostedViewsWithoutAnUpdate",
    cites:
      "UIViewRepresentable.sizeThatFits(_:uiView:context:) "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)): "
      + "SwiftUI sizes the view in its layout passes; updateUIView(_:context:) "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:))"
  ) {
    useModelRunLoop()
    let log = Recorder.Log()
    let host = SwiftUIModelHost(RecorderScreen(log: log), size: CGSize(width: 390, height: 844))
    let view = try expectValue(host.hostedView(UIView.self), "the recorder's view")
    let updates = (host.updateCount, host.updateUIViewCount, log.events.count)
    host.resizeWindow(to: CGSize(width: 844, height: 390))
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(host.window.bounds.size == CGSize(width: 844, height: 390), "the window: \(host.window.bounds)")
    try expect(view.frame == host.window.bounds, "the hosted view takes the window's bounds: \(view.frame)")
    try expect(
      (host.updateCount, host.updateUIViewCount, log.events.count) == updates,
      "no update and no updateUIView: \(host.updateCount), \(host.updateUIViewCount), \(log.events)")
  },
  ModelTest(
    name: "model.state.writesOfOneTurnShareOneUpdate",
    cites: "https://developer.apple.com/documentation/swiftui/state"
  ) {
    useModelRunLoop()
    let log = Recorder.Log()
    let screen = RecorderScreen(log: log)
    let host = SwiftUIModelHost(screen)
    withTransaction(Transaction(animation: nil)) {
      screen.value = 1
      screen.value = 2
      screen.value = 3
    }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(host.updateCount == 2, "one update for the burst: \(host.updateCount)")
    try expect(log.events.last == "update 3 plain", "\(log.events)")
  },
  ModelTest(
    name: "model.state.writeDuringAnUpdateIsRecorded",
    cites: "State: \"Modifying state during view update, this will cause undefined behavior.\""
  ) {
    useModelRunLoop()
    struct Writer: UIViewRepresentable {
      let value: State<Int>
      func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }
      func updateUIView(_ uiView: UIView, context: Context) { value.wrappedValue += 1 }
    }
    struct Screen: View {
      @State var count = 0
      var body: some View { Writer(value: _count) }
    }
    let host = SwiftUIModelHost(Screen())
    try expect(host.stateWritesDuringUpdate.count == 2, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "model.binding.writesInItsTransaction",
    cites: "https://developer.apple.com/documentation/swiftui/binding/animation(_:)"
  ) {
    useModelRunLoop()
    let log = Recorder.Log()
    let screen = RecorderScreen(log: log)
    let host = SwiftUIModelHost(screen)
    log.events = []
    screen.$value.animation().wrappedValue = 5
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(log.events.last == "update 5 animated", "\(log.events)")
    try expect(host.lastTransaction.animation == .default, "the update's transaction")
  },
  ModelTest(
    name: "model.environment.reachesTheBodiesBelowTheModifier",
    cites: "https://developer.apple.com/documentation/swiftui/environmentvalues"
  ) {
    useModelRunLoop()
    struct Screen: View {
      var body: some View {
        VStack {
          Greeter()
          Greeter().environment(\.greeting, "hello")
        }
      }
    }
    let host = SwiftUIModelHost(Screen())
    try expect(host.texts == ["none", "hello"], "\(host.texts)")
  },
  ModelTest(
    name: "model.hostingConfiguration.updatesInPlaceAndInvalidatesItsSize",
    cites: "https://developer.apple.com/documentation/swiftui/uihostingconfiguration; UIContentView.configuration"
  ) {
    let view = UIHostingConfiguration { Text("one") }.margins(.all, 0).makeContentView()
    guard let hosting = view as? ModelHostingContentView else { throw ExpectationFailure(description: "no view") }
    try expect(hosting.modelTexts == ["one"] && hosting.intrinsicContentSize.height == 20, "one line")
    let invalidations = hosting.modelIntrinsicInvalidationCount
    // A configuration of the same type (see `model.hosting.*` for others),
    // with new text and 10-point margins.
    hosting.configuration = UIHostingConfiguration { Text("two") }.margins(.all, 10)
    try expect(hosting.modelTexts == ["two"] && hosting.modelDrawCount == 2, "drawn again in place")
    try expect(hosting.intrinsicContentSize.height == 40, "a line and margins: \(hosting.intrinsicContentSize)")
    try expect(hosting.modelIntrinsicInvalidationCount == invalidations + 1, "its intrinsic size is invalidated")
  },
  ModelTest(
    name: "model.preference.changeRunsTheActionAfterTheUpdate",
    cites: "https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)"
  ) {
    struct Height: PreferenceKey {
      static let defaultValue: CGFloat = 0
      static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }
    final class Heights {
      var values: [CGFloat] = []
    }
    let heights = Heights()
    let configuration = UIHostingConfiguration {
      Text("a").fixedSize(horizontal: false, vertical: true)
        .background { GeometryReader { Color.clear.preference(key: Height.self, value: $0.size.height) } }
        .onPreferenceChange(Height.self) { heights.values.append($0) }
    }
    guard let hosting = configuration.makeContentView() as? ModelHostingContentView else {
      throw ExpectationFailure(description: "no view")
    }
    try expect(heights.values == [20], "the first value: \(heights.values)")
    SwiftUIModelLayout.idealHeight = { texts, _ in CGFloat(texts.count) * 50 }
    hosting.modelContentDidChange()
    hosting.modelContentDidChange()
    SwiftUIModelLayout.idealHeight = nil
    try expect(heights.values == [20, 50], "once per change: \(heights.values)")
  },
]
