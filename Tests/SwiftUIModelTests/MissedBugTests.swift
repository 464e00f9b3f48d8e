import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// Bugs a mutation sample once found no test for, each now caught.
@MainActor
let missedBugTests: [ModelTest] = [
  ModelTest(
    name: "binding.aTapIsNotUndoneByTheUpdateOfAnEarlierWriteBack",
    cites:
      "UIViewRepresentable.updateUIView(_:context:) runs when SwiftUI updates the view; a binding reads its "
      + "source of truth (https://developer.apple.com/documentation/swiftui/binding)"
  ) {
    let screen = NotesScreen(notes: notes([1, 2, 3]), logger: ReuseKitLogger { _ in })
    let (host, collectionView) = host(screen)
    collectionView.modelTap(itemAt: IndexPath(item: 0, section: 0))
    settle()
    try expect(screen.selection == 1, "the first tap reached the binding: \(String(describing: screen.selection))")
    collectionView.modelTap(itemAt: IndexPath(item: 1, section: 0))
    // The write back of the second tap runs, and the update it causes waits
    // for the next turn; a third tap comes first. That update finds the
    // binding naming the second tap's item, which the list wrote itself: it
    // must not select that item again over the third tap.
    UIKitModelRunLoop.main.runOneTurn()
    try expect(screen.selection == 2, "the second tap was written back: \(String(describing: screen.selection))")
    collectionView.modelTap(itemAt: IndexPath(item: 2, section: 0))
    settle()
    try expect(screen.selection == 3, "the third tap stands: \(String(describing: screen.selection))")
    try expect(shownRows(collectionView) == ["n1", "n2", "n3 selected"], "\(shownRows(collectionView))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  }
]
