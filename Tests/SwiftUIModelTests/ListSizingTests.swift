import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// A `DiffableList` as a feed and a mail thread use it: rows as tall as
/// their SwiftUI content at the list's width, an edit and a late size that
/// resize a row while the row being read stays in place, a rotation and a
/// narrower window that keep it too, and a message whose deletion shows it
/// in another view.
@MainActor
let listSizingTests: [ModelTest] = [
  ModelTest(
    name: "diffableList.rowsSizeToTheirContentAndALateSizeKeepsTheRowBeingRead",
    cites:
      "UIHostingConfiguration (https://developer.apple.com/documentation/swiftui/uihostingconfiguration): "
      + "the content's ideal size; UICollectionViewFlowLayout.estimatedItemSize "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize)"
  ) {
    wrapTexts()
    let screen = FeedScreen(posts: feedPosts(60))
    let (host, list) = tallHost(screen)
    try expectRowsFitTheirText(list, screen.posts, "the first screen")
    let edited = try expectValue(list.cellForItem(at: IndexPath(item: 2, section: 0)), "post 2's cell")
    let below = try expectValue(list.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)), "post 3").frame
    screen.posts[2].text = String(repeating: "e", count: 200)
    settle()
    try expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === edited, "the edit keeps post 2's cell")
    try expectRowsFitTheirText(list, screen.posts, "after post 2 grew to five lines")
    let moved = try expectValue(list.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)), "post 3").frame
    try expect(moved.minY - below.minY == 100 - 40, "post 3 moved down by post 2's growth: \(below) to \(moved)")
    // Read in the middle: the post above the one read learns its size late,
    // as when its picture arrives.
    let anchor = try ListAnchor(scrolledToTheMiddleOf: list)
    let above = try expectValue(
      list.cellForItem(at: IndexPath(item: anchor.item - 1, section: 0)).flatMap(hostingView(in:)), "the post above")
    TextWrapping.taller[screen.posts[anchor.item - 1].text] = 80
    above.modelContentDidChange()
    settle()
    try anchor.expectHeld(in: list, "after the post above grew late")
    try expect(
      screen.reading?.itemID == anchor.item,
      "the binding reads post \(anchor.item): \(String(describing: screen.reading))")
    list.contentOffset.y -= 300
    settle()
    try expectRowsFitTheirText(list, screen.posts, "scrolled up to the post that grew")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "diffableList.aRotationKeepsTheFirstVisibleItemAndRowsTakeTheNewWidth",
    cites:
      "UIViewRepresentable.sizeThatFits(_:uiView:context:) "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)): "
      + "SwiftUI sizes the list in its layout; UIScrollView.contentOffset "
      + "(https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset), which a new width keeps"
  ) {
    wrapTexts()
    let screen = FeedScreen(posts: feedPosts(120))
    let (host, list) = tallHost(screen)
    var anchor = try ListAnchor(scrolledToTheMiddleOf: list)
    for (step, size) in [
      ("landscape", CGSize(width: 844, height: 390)), ("portrait", CGSize(width: 390, height: 844)),
      ("a narrower window", CGSize(width: 320, height: 844)),
    ] {
      host.resizeWindow(to: size)
      settle()
      try expect(list.bounds.size == size, "\(step): the list is \(list.bounds.size)")
      try anchor.expectHeld(in: list, step)
      try expectRowsFitTheirText(list, screen.posts, step)
      try expect(screen.reading?.itemID == anchor.item, "\(step): the binding reads post \(anchor.item)")
      anchor = try ListAnchor(of: list)
    }
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "diffableList.aContentChangeThatSwitchesTheViewTypeShowsTheNewView",
    cites:
      "UICollectionView.reconfigureItems(at:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)): the cell "
      + "provider must dequeue the same type of cell; reloadItems(at:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:))"
  ) {
    let screen = ThreadScreen(messages: (0..<10).map { InboxItem(id: $0, subject: "Subject \($0)") })
    let (host, list) = host(screen)
    let row = { (item: Int) in list.cellForItem(at: IndexPath(item: item, section: 0)) }
    let kept = (0..<10).filter { $0 != 2 }.map { (row($0), row($0).flatMap(hostingView(in:))?.modelDrawCount) }
    screen.messages[2].isDeleted = true
    settle()
    try expect(shownRows(list)[2] == "[trash] message 2 was deleted", "\(shownRows(list))")
    try expect(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 40, "two lines")
    for (item, (cell, draws)) in zip((0..<10).filter { $0 != 2 }, kept) {
      try expect(row(item) === cell, "message \(item) keeps its cell")
      try expect(row(item).flatMap(hostingView(in:))?.modelDrawCount == draws, "message \(item) is not drawn again")
    }
    // A new message arrives while another is deleted, in one update.
    screen.messages.insert(InboxItem(id: 10, subject: "Subject 10"), at: 0)
    screen.messages[5].isDeleted = true
    settle()
    try expect(
      shownRows(list).prefix(6) == [
        "Subject 10", "Subject 0", "Subject 1", "[trash] message 2 was deleted", "Subject 3",
        "[trash] message 4 was deleted",
      ], "\(shownRows(list))")
    screen.messages[3].isDeleted = false
    settle()
    try expect(shownRows(list)[3] == "Subject 2", "restored: \(shownRows(list))")
    try expect(list.numberOfItems(inSection: 0) == 11, "eleven messages")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
]

/// Sizes text as the model's labels wrap: 8 points a character, lines of
/// 20 points, and a text the test names in ``taller`` that many points
/// taller, as when a picture beside it arrived.
@MainActor
enum TextWrapping {
  static var taller: [String: CGFloat] = [:]

  static func height(of text: String, width: CGFloat) -> CGFloat {
    max(1, (CGFloat(text.count) * 8 / max(1, width)).rounded(.up)) * SwiftUIModelLayout.lineHeight
      + (taller[text] ?? 0)
  }
}

/// Lets the model's SwiftUI content wrap its texts (``TextWrapping``).
@MainActor
func wrapTexts() {
  SwiftUIModelLayout.idealHeight = { texts, width in
    texts.reduce(0) { $0 + TextWrapping.height(of: $1, width: width) }
  }
}

/// `count` posts of 10 to 129 characters: one to three lines at 390 points.
func feedPosts(_ count: Int) -> [Note] {
  (0..<count).map { Note(id: $0, text: String(repeating: "w", count: 10 + $0 * 37 % 120)) }
}

/// A feed that owns its posts and its reading position.
@MainActor
struct FeedScreen: View {
  @State var posts: [Note]
  @State var reading: ReadingPosition<Int, Int>?

  var body: some View {
    DiffableList(posts) { .swiftUI($0) { NoteRow(note: $0) } }
      .readingPosition($reading)
  }
}

/// A host of `screen` in a window of an iPhone in portrait, 390 × 844.
@MainActor
func tallHost<Screen: View>(_ screen: Screen) -> (SwiftUIModelHost, UICollectionView) {
  useModelRunLoop()
  let host = SwiftUIModelHost(screen, size: CGSize(width: 390, height: 844))
  keptAlive.append(host)
  settle()
  guard let list = host.hostedView(UICollectionView.self) else { fatalError("no collection view") }
  return (host, list)
}

/// Fails unless every visible row of `list` spans its width, is as tall as
/// its post's text wraps at that width, and follows the row above it.
@MainActor
func expectRowsFitTheirText(_ list: UICollectionView, _ posts: [Note], _ step: String) throws {
  let paths = list.indexPathsForVisibleItems.sorted()
  try expect(!paths.isEmpty, "\(step): no row")
  var previous: CGRect?
  for path in paths {
    let frame = try expectValue(list.layoutAttributesForItem(at: path), "\(step): the frame of \(path)").frame
    let text = posts[path.item].text
    let wanted = TextWrapping.height(of: text, width: list.bounds.width)
    try expect(
      frame.width == list.bounds.width && frame.height == wanted,
      "\(step): post \(path.item) is \(frame.size), wanted \(list.bounds.width) × \(wanted)")
    if let previous { try expect(frame.minY == previous.maxY, "\(step): post \(path.item) at \(frame.minY)") }
    previous = frame
  }
}

/// The row read at the top of a list: its item and the share of its
/// height above the top of the visible area.
struct ListAnchor {
  var item: Int
  var share: CGFloat

  /// The first row of `list` whose frame ends below the top.
  @MainActor
  init(of list: UICollectionView) throws {
    item = try expectValue(firstVisibleRow(list), "a row at the top")
    let frame = try expectValue(list.layoutAttributesForItem(at: IndexPath(item: item, section: 0)), "its frame").frame
    share = (list.contentOffset.y + list.adjustedContentInset.top - frame.minY) / frame.height
  }

  /// Scrolls `list` to the middle of its content, then on so that 40% of
  /// the row at the top is above it, and reads the row there.
  @MainActor
  init(scrolledToTheMiddleOf list: UICollectionView) throws {
    list.contentOffset.y = (list.contentSize.height - list.bounds.height) / 2
    settle()
    let middle = try expectValue(firstVisibleRow(list), "a row in the middle")
    let frame = try expectValue(list.layoutAttributesForItem(at: IndexPath(item: middle, section: 0)), "its frame")
      .frame
    list.contentOffset.y = frame.minY + 0.4 * frame.height - list.adjustedContentInset.top
    settle()
    try self.init(of: list)
    try expect(item == middle && share > 0.3, "read partly above the top: post \(item), \(share)")
  }

  /// Fails unless `list` shows this row with the same share of its height
  /// above the top, within half a point.
  @MainActor
  func expectHeld(in list: UICollectionView, _ step: String) throws {
    let frame = try expectValue(list.layoutAttributesForItem(at: IndexPath(item: item, section: 0)), "\(step): post")
      .frame
    let top = list.contentOffset.y + list.adjustedContentInset.top
    try expect(
      abs(top - (frame.minY + share * frame.height)) <= 0.5,
      "\(step): post \(item) should have \(share) of its \(frame.height) points above the top, has "
        + "\((top - frame.minY) / frame.height); the top shows post \(firstVisibleRow(list) ?? -1)")
  }
}

/// A message of a thread; a deleted one shows as ``DeletedRow``.
struct InboxItem: Identifiable, Equatable, Diffable {
  let id: Int
  var subject: String
  var isDeleted = false
  var diffIdentifier: Int { id }
  func isContentEqual(to other: InboxItem) -> Bool { self == other }
}

/// A message's subject.
struct SubjectRow: View {
  let message: InboxItem
  var body: some View { Text(message.subject) }
}

/// What shows in place of a deleted message.
struct DeletedRow: View {
  let id: Int
  var body: some View {
    HStack {
      Image(systemName: "trash")
      Text("message \(id) was deleted")
    }
  }
}

/// A thread whose deleted messages show in another view.
@MainActor
struct ThreadScreen: View {
  @State var messages: [InboxItem]

  var body: some View {
    DiffableList(messages) { message in
      message.isDeleted ? .swiftUI(message.id) { DeletedRow(id: $0) } : .swiftUI(message) { SubjectRow(message: $0) }
    }
  }
}
