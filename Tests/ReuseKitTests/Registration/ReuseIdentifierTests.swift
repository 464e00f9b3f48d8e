import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct ReuseIdentifierTests {
  @Test func anExplicitIdentifierIsItsString() {
    let identifier = ReuseIdentifier(rawValue: "Feed.Cell")
    #expect(identifier.rawValue == "Feed.Cell")
    #expect(identifier.description == "Feed.Cell")
    #expect(identifier == ReuseIdentifier(rawValue: "Feed.Cell"))
    #expect(identifier != ReuseIdentifier(rawValue: "Profile.Cell"))
  }

  @Test func aTypesIdentifierIsItsFullyQualifiedName() {
    #expect(ReuseIdentifier(LabelView.self).rawValue == "ReuseKitTestSupport.LabelView")
    #expect(ReuseIdentifier(LabelView.self) == ReuseIdentifier(rawValue: "ReuseKitTestSupport.LabelView"))
    #expect(ReuseIdentifier(Int.self).description == "Swift.Int")
  }
}
