/// A rule of UIKIT-RULES.md that a batch broke, named by the file's number,
/// with the file's own words for it. Rule 20 has no case: a reload of a
/// moved item breaks it with rule 19's text, which the file says UIKit
/// raises, so the model reports rule 19.
enum ModelUpdateRule: Hashable, CaseIterable, CustomStringConvertible {
  case rule11, rule12, rule13, rule14, rule15, rule16, rule17
  case rule18, rule19, rule21, rule22, rule23, rule24, rule25
  case rule26, rule27, rule28
  /// Decision 14, which the file puts beside rule 24.
  case decision14

  /// Where the rules file states it: "rule 21", "decision 14".
  var citation: String {
    switch self {
    case .rule11: "rule 11"
    case .rule12: "rule 12"
    case .rule13: "rule 13"
    case .rule14: "rule 14"
    case .rule15: "rule 15"
    case .rule16: "rule 16"
    case .rule17: "rule 17"
    case .rule18: "rule 18"
    case .rule19: "rule 19"
    case .rule21: "rule 21"
    case .rule22: "rule 22"
    case .rule23: "rule 23"
    case .rule24: "rule 24"
    case .rule25: "rule 25"
    case .rule26: "rule 26"
    case .rule27: "rule 27"
    case .rule28: "rule 28"
    case .decision14: "decision 14"
    }
  }

  /// The rules file's words for it: the rule's own heading where it has
  /// one, else the opening words of the message it quotes.
  var words: String {
    switch self {
    case .rule11: "attempt to delete section, but there are only sections before the update"
    case .rule12: "attempt to delete row from section"
    case .rule13: "attempt to insert section but there are only sections after the update"
    case .rule14: "attempt to insert row into section, but there are only sections after the update"
    case .rule15: "attempt to insert row into section, but there are only rows in section after the update"
    case .rule16: "Section move"
    case .rule17: "Row/item move"
    case .rule18: "Delete + reload of the same path"
    case .rule19: "Delete + move-from same"
    case .rule21: "Insert + move-to same"
    case .rule22: "One source moved twice; two sources to one target"
    case .rule23: "Item move out of a deleted section / into an inserted section"
    case .rule24: "Duplicate delete of one path"
    case .rule25: "never combine a section move with item ops inside that section"
    case .rule26: "Sections: final == old − deletedSections + insertedSections"
    case .rule27: "Per surviving section"
    case .rule28: "Data source returns a negative count"
    case .decision14: "UIKit has no message for inserting one index path twice"
    }
  }

  var description: String { "UIKIT-RULES.md \(citation) (\(words))" }
}

/// How a batch that breaks a rule ends on a device: UIKit raises
/// `NSInternalInconsistencyException` with its message, or, where the
/// rules file says UIKit checks nothing and then corrupts its state or
/// crashes (rules 24 and 25), the device fails later, as the model says in
/// its own words.
enum ModelBatchFailure: Error, CustomStringConvertible {
  /// UIKit raises with `message`, its text as the rules file quotes it.
  case raises(ModelUpdateRule, message: String)
  /// UIKit lets the batch through and fails as `what` says.
  case fails(ModelUpdateRule, what: String)

  var rule: ModelUpdateRule {
    switch self {
    case .raises(let rule, _), .fails(let rule, _): rule
    }
  }

  var description: String {
    switch self {
    case .raises(let rule, let message): "\(rule) raises: \(message)"
    case .fails(let rule, let what): "\(rule) fails: \(what)"
    }
  }
}
