import ReuseKit

@testable import ReuseKit

/// The description a grid's count messages end with in these tests.
let gridDescription = "<HeadlessGrid>"

/// Validates `update` with the wording of `wording`.
func validate(
  _ update: BatchUpdate, before: [Int], after: [Int], _ wording: BatchUpdateWording = .list
) -> Result<BatchUpdateMapping, BatchUpdateError> {
  do {
    return .success(
      try BatchUpdateMapping(
        validating: update, before: before, after: after, wording: wording, containerDescription: gridDescription))
  } catch {
    return .failure(error)
  }
}

/// The error `update` is rejected with, or `nil` when it is accepted.
func rejection(
  _ update: BatchUpdate, before: [Int], after: [Int], _ wording: BatchUpdateWording = .list
) -> BatchUpdateError? {
  if case .failure(let error) = validate(update, before: before, after: after, wording) { return error }
  return nil
}

/// The message `update` is rejected with, or `nil` when it is accepted.
func message(
  _ update: BatchUpdate, before: [Int], after: [Int], _ wording: BatchUpdateWording = .list
) -> String? {
  rejection(update, before: before, after: after, wording)?.message
}

/// The mapping of an accepted `update`, or `nil` when it is rejected.
func mapping(
  _ update: BatchUpdate, before: [Int], after: [Int], _ wording: BatchUpdateWording = .list
) -> BatchUpdateMapping? {
  try? validate(update, before: before, after: after, wording).get()
}

/// The path of item `item` in section `section`.
func at(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

/// How UIKit prints the index path `section - item` in a message.
func printed(_ section: Int, _ item: Int) -> String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }

/// How UIKit prints the index path of an operation on section `section`.
func printedSection(_ section: Int) -> String { printed(section, 9_223_372_036_854_775_807) }

/// Shorthand for a move of an item.
func move(_ from: ItemPath, _ to: ItemPath) -> Move<ItemPath> { Move(from: from, to: to) }

/// Shorthand for a move of a section.
func move(_ from: Int, _ to: Int) -> Move<Int> { Move(from: from, to: to) }
