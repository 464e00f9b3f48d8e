import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

@testable import SwiftUIGallery

/// Whether `collectionView` shows the end of its content.
@MainActor
func showsBottom(_ collectionView: UICollectionView) -> Bool {
  collectionView.contentOffset.y == max(0, collectionView.contentSize.height - collectionView.bounds.height)
}

/// The SwiftUIGallery sample's screens and the README's SwiftUI quick start, run in the model.
@MainActor
let sampleTests: [ModelTest] = [
  ModelTest(name: "sample.chatSticksToTheBottom", cites: "SwiftUIGallery: ChatScreen") {
    let screen = ChatScreen()
    let (host, collectionView) = host(screen)
    try expect(showsBottom(collectionView), "opens at the end: \(collectionView.contentOffset)")
    try expect(shownRows(collectionView).last == "Message 40", "\(shownRows(collectionView))")
    screen.send("Hello")
    settle()
    try expect(showsBottom(collectionView) && shownRows(collectionView).last == "Hello", "\(shownRows(collectionView))")
    try expect(collectionView.modelBatchAnimations.last == true, "animated")
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    settle()
    let first = screen.firstVisible
    screen.send("Later")
    settle()
    try expect(screen.firstVisible == first && !showsBottom(collectionView), "scrolled up, the reading position stays")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(name: "sample.gridSelectsSeveralTiles", cites: "SwiftUIGallery: PhotoGridScreen") {
    let screen = PhotoGridScreen()
    let (host, collectionView) = host(screen)
    let width = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width
    try expect(width == 130, "three columns: \(String(describing: width))")
    try expect(collectionView.numberOfSections == 2, "two albums")
    collectionView.modelTap(itemAt: IndexPath(item: 1, section: 0))
    collectionView.modelTap(itemAt: IndexPath(item: 4, section: 0))
    settle()
    try expect(screen.selection == [2, 5], "\(screen.selection)")
    try expect(shownRows(collectionView)[1] == "#2 [checkmark.circle.fill]", "\(shownRows(collectionView))")
    collectionView.modelTap(itemAt: IndexPath(item: 1, section: 0))
    settle()
    try expect(screen.selection == [5], "a second tap deselects: \(screen.selection)")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(name: "sample.outlineOpensTheSelectedFolder", cites: "SwiftUIGallery: FolderOutlineScreen") {
    let screen = FolderOutlineScreen()
    let (host, collectionView) = host(screen)
    try expect(
      shownRows(collectionView) == ["[chevron.right] Documents", "Pictures"]
        || shownRows(collectionView) == ["[chevron.right] Documents", "[chevron.right] Pictures"],
      "\(shownRows(collectionView))")
    collectionView.modelTap(itemAt: IndexPath(item: 0, section: 0))
    settle()
    try expect(screen.selection == "Documents", "\(String(describing: screen.selection))")
    try expect(
      shownRows(collectionView) == [
        "[chevron.down] Documents [checkmark]", "[chevron.right] Letters", "[chevron.right] Taxes",
        "[chevron.right] Pictures",
      ], "\(shownRows(collectionView))")
    screen.selection = "Letters"
    settle()
    try expect(
      shownRows(collectionView).count == 6 && shownRows(collectionView)[2] == "To Ada.txt",
      "\(shownRows(collectionView))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "sample.inboxSwipesAndMenusActOnTheirMessageByIdentity",
    cites:
      "SwiftUIGallery: InboxScreen; UICollectionLayoutListConfiguration's swipe-action providers; "
      + "UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)"
  ) {
    let screen = InboxScreen()
    let (host, collectionView) = host(screen)
    let path = { (item: Int) in IndexPath(item: item, section: 0) }
    try expect(collectionView.cellForItem(at: path(0))?.frame.minX == 20, "an inset grouped list")
    let leading = collectionView.modelShowSwipeActions(itemAt: path(2), edge: .leading)
    try expect(leading?.actions.map(\.title) == ["Flag"], "\(String(describing: leading?.actions.map(\.title)))")
    screen.mails.insert(Mail(id: 100, subject: "New"), at: 0)
    settle()
    try expect(collectionView.modelOpenSwipeItem == path(3), "the open actions followed message 3")
    collectionView.modelTapSwipeAction(at: 0)
    settle()
    try expect(screen.mails[3].id == 3 && screen.mails[3].isFlagged, "message 3 is flagged, not the one now at 2")
    try expect(shownRows(collectionView)[3] == "Message 3 [flag.fill]", "\(shownRows(collectionView))")
    collectionView.modelFullySwipe(itemAt: path(1), edge: .trailing)
    settle()
    try expect(!screen.mails.contains { $0.id == 1 }, "a full trailing swipe deleted message 1")
    collectionView.modelOpenContextMenu(itemAt: path(0))
    screen.mails.insert(Mail(id: 101, subject: "Newer"), at: 0)
    settle()
    try expect(collectionView.modelChooseMenuAction(at: [0]), "Flag chosen")
    settle()
    try expect(screen.mails[1].id == 100 && screen.mails[1].isFlagged, "the menu flagged message 100 where it moved")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(name: "readme.swiftUIQuickStartShowsAndSelects", cites: "README.md, Quick start (SwiftUI)") {
    let chat = ReadmeSwiftUI.run()
    let (host, collectionView) = host(chat)
    try expect(shownRows(collectionView) == ["Hi", "Hello"], "\(shownRows(collectionView))")
    collectionView.modelTap(itemAt: IndexPath(item: 1, section: 0))
    settle()
    try expect(chat.selection == 2, "\(String(describing: chat.selection))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
]
