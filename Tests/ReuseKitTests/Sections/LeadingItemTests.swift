import Testing

@testable import ReuseKit

/// Which item a carousel shows first after new content: the item that led,
/// followed through inserts and deletes around it; the same index when the
/// item itself moved; the item after it when it is gone.
@MainActor
@Suite struct LeadingItemTests {
  /// One section of items named by `names`.
  final class Named: ContentStorage {
    let names: [String]
    init(_ names: [String]) { self.names = names }
    static func content(_ names: [String]) -> ContainerContent {
      ContainerContent(sectionCounts: [names.count], storage: Named(names))
    }
    func configuration(at itemPath: ItemPath) -> ViewConfiguration? { nil }
    func itemIdentity(at itemPath: ItemPath) -> AnyHashable? { AnyHashable(names[itemPath.item]) }
  }

  static let before = Array("abcdefgh").map(String.init)

  /// The index that should lead after `after`, when item `leading` of `before` led.
  func leading(_ leading: Int, after: String) -> Int? {
    LeadingItem.index(
      following: leading, inSection: 0, of: Named.content(Self.before), inSection: 0,
      of: Named.content(Array(after).map(String.init)))
  }

  @Test(arguments: [
    ("abcdefgh", 3, "nothing changed"),
    ("xyabcdefgh", 5, "two inserts before it"),
    ("abdefgh", 2, "a delete before it"),
    ("axdefgh", 2, "an insert and two deletes before it"),
    ("abcdxyefgh", 3, "inserts after it"),
    ("abcefghd", 3, "it moved to the end: the same index"),
    ("abcedfgh", 3, "it moved one place on: the same index"),
    ("abcfgh", 3, "it and the item after it are gone: the next that stays"),
    ("abfgh", 2, "it and an item on each side are gone"),
    ("abc", 2, "it and everything after it are gone: the last"),
  ])
  func theLeadingItem(after: String, expected: Int, what: String) {
    #expect(leading(3, after: after) == expected, "\(what)")
  }

  @Test func anIdentityOutsideTheContentOrNotGivenIsNil() {
    final class Plain: ContentStorage {
      func configuration(at itemPath: ItemPath) -> ViewConfiguration? { nil }
    }
    let plain = ContainerContent(sectionCounts: [2], storage: Plain())
    #expect(plain.itemIdentity(at: ItemPath(item: 0, section: 0)) == nil)
    #expect(plain.sectionIdentity(inSection: 0) == nil)
    let named = Named.content(["a"])
    #expect(named.itemIdentity(at: ItemPath(item: 0, section: 0)) == AnyHashable("a"))
    #expect(named.itemIdentity(at: ItemPath(item: 1, section: 0)) == nil)
    #expect(named.sectionIdentity(inSection: 3) == nil)
  }

  @Test func anEmptySectionHasNoLeadingItem() {
    #expect(leading(3, after: "") == nil)
  }

  @Test func contentWithoutIdentitiesStaysAtTheIndexWithinTheSection() {
    let plain = ContainerContent(sectionCounts: [2], storage: nil)
    let leading = LeadingItem.index(
      following: 3, inSection: 0, of: Named.content(Self.before), inSection: 0, of: plain)
    #expect(leading == 1)
    #expect(LeadingItem.index(following: 9, inSection: 4, of: plain, inSection: 0, of: plain) == 1)
  }
}
