/// The rule of UIKIT-RULES.md a batch broke, as the model's check finds it:
/// a name for the case, in the rules file's own words, and the rule's
/// number (a repeated insert is decision 14's, which the file puts beside
/// rule 24).
struct ModelUpdateRule: Hashable, CustomStringConvertible {
  var name: String
  var number: Int

  var description: String { "rule \(number) (\(name))" }

  static let sectionDeleteOutOfBounds = Self(name: "sectionDeleteOutOfBounds", number: 11)
  static let itemDeleteOutOfBounds = Self(name: "itemDeleteOutOfBounds", number: 12)
  static let sectionInsertOutOfBounds = Self(name: "sectionInsertOutOfBounds", number: 13)
  static let itemInsertOutOfSections = Self(name: "itemInsertOutOfSections", number: 14)
  static let itemInsertOutOfBounds = Self(name: "itemInsertOutOfBounds", number: 15)
  static let sectionMoveOutOfBounds = Self(name: "sectionMoveOutOfBounds", number: 16)
  static let itemMoveOutOfBounds = Self(name: "itemMoveOutOfBounds", number: 17)
  static let deleteAndReload = Self(name: "deleteAndReload", number: 18)
  static let deleteAndMoveFrom = Self(name: "deleteAndMoveFrom", number: 19)
  static let insertAndMoveTo = Self(name: "insertAndMoveTo", number: 21)
  static let moveTwice = Self(name: "moveTwice", number: 22)
  static let itemMoveThroughSectionChange = Self(name: "itemMoveThroughSectionChange", number: 23)
  static let duplicateDelete = Self(name: "duplicateDelete", number: 24)
  static let duplicateInsert = Self(name: "duplicateInsert", number: 24)
  static let itemOperationInMovedSection = Self(name: "itemOperationInMovedSection", number: 25)
  static let sectionCount = Self(name: "sectionCount", number: 26)
  static let itemCount = Self(name: "itemCount", number: 27)
  static let negativeItemCount = Self(name: "negativeItemCount", number: 28)
}

/// The first rule a batch broke and UIKit's message for it (or, for rules 24
/// and 25, which UIKit does not check, the text of decisions 5 and 14).
struct ModelUpdateViolation: Error, CustomStringConvertible {
  var rule: ModelUpdateRule
  var message: String
  var description: String { "\(rule): \(message)" }
}
