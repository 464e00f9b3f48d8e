import SwiftUI
import UIKit

/// The model's `UIHostingConfiguration`: its default margins and which
/// configurations its content view takes in place.
@MainActor
let hostingTests: [ModelTest] = [
  ModelTest(
    name: "model.hosting.defaultMarginsInsetTheContentAndOnlyItsOwnTypeIsSupported",
    cites:
      "https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:): \"Any edges not "
      + "specified will use the system default values\"; UIContentConfiguration.h (iOS 16.5 SDK), "
      + "supportsConfiguration: \"If not implemented, the view is assumed to be compatible with configuration "
      + "classes that match the class of the view's existing configuration\""
  ) {
    guard #available(iOS 16.0, *) else { return }
    let line = SwiftUIModelLayout.lineHeight
    let plain = UIHostingConfiguration { Text("Hello") }
    let view = plain.makeContentView()
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
    view.layoutIfNeeded()
    try expect(view.intrinsicContentSize.height == line + 16, "default margins: \(view.intrinsicContentSize)")
    let bare = plain.margins(.all, 0).makeContentView()
    bare.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
    bare.layoutIfNeeded()
    try expect(bare.intrinsicContentSize.height == line, "no margins: \(bare.intrinsicContentSize)")
    let horizontal = plain.margins(.horizontal, 0).makeContentView()
    horizontal.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
    horizontal.layoutIfNeeded()
    try expect(horizontal.intrinsicContentSize.height == line + 16, "the other edges keep theirs")
    try expect(view.supports(UIHostingConfiguration { Text("Bye") }), "the same content type is supported")
    try expect(
      !view.supports(UIHostingConfiguration { Text("Bye").padding(4) }), "another content type is not supported")
  },
  ModelTest(
    name: "model.hosting.aButtonShowsItsLabelAndATapRunsItsAction",
    cites:
      "https://developer.apple.com/documentation/swiftui/button: \"A control that initiates an action\", whose "
      + "action \"does something when a user clicks or taps the button\""
  ) {
    guard #available(iOS 16.0, *) else { return }
    final class Taps { var count = 0 }
    let taps = Taps()
    let view = UIHostingConfiguration {
      VStack {
        Text("Could not load")
        Button("Retry") { taps.count += 1 }
      }
    }.makeContentView()
    guard let hosting = view as? ModelHostingContentView else {
      throw ExpectationFailure(description: "no hosting view")
    }
    try expect(hosting.modelTexts == ["Could not load", "Retry"], "the label is drawn: \(hosting.modelTexts)")
    try expect(hosting.modelButtons.map(\.texts) == [["Retry"]], "one button: \(hosting.modelButtons.map(\.texts))")
    try expect(taps.count == 0, "drawing runs no action")
    try expect(hosting.modelTapButton("Retry") && taps.count == 1, "a tap runs the action once: \(taps.count)")
    try expect(!hosting.modelTapButton("Could not load"), "a text that is not a button's is no button")
  },
]
