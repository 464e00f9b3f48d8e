import ReuseKitDiff
import Testing

private struct Message: Identifiable, Equatable, Diffable {
  let id: Int
  var text: String
}

private struct Tag: Identifiable, Hashable, Diffable {
  let id: String
  var color: Int
}

@Suite struct DiffableTests {
  @Test func hashableValuesAreTheirOwnIdentity() {
    #expect(42.diffIdentifier == 42)
    #expect("a".isContentEqual(to: "a"))
  }

  @Test func identifiableModelsUseTheirIDAndCompareContent() {
    let old = Message(id: 1, text: "hi")
    let new = Message(id: 1, text: "hello")
    #expect(old.diffIdentifier == new.diffIdentifier)
    #expect(!old.isContentEqual(to: new))
    #expect(old.isContentEqual(to: old))
  }

  @Test func identifiableAndHashableUsesID() {
    let tag = Tag(id: "swift", color: 1)
    #expect(tag.diffIdentifier == "swift")
    #expect(!tag.isContentEqual(to: Tag(id: "swift", color: 2)))
  }
}
