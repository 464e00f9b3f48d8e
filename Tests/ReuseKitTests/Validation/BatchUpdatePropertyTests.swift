import ReuseKit
import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// The validator against a plain model of UIKit's apply, on seeded random
/// batches.
@Suite struct BatchUpdatePropertyTests {
  /// Old items are named `o<section>.<item>`, new ones `n<section>.<item>`
  /// by their final path, items of new sections `N<section>.<item>`.
  static func model(_ counts: [Int]) -> [[String]] {
    counts.enumerated().map { section, count in (0..<count).map { "o\(section).\($0)" } }
  }

  static func apply(_ update: BatchUpdate, to model: [[String]], newSectionSize: Int) -> [[String]]? {
    ReferenceBatchUpdate(update).apply(
      to: model,
      newSection: { section in (0..<newSectionSize).map { "N\(section).\($0)" } },
      newItem: { "n\($0.section).\($0.item)" })
  }

  /// The old section each final section continues, by the reference.
  static func sectionSources(_ update: BatchUpdate, before: [Int]) -> [Int?]? {
    let sectionsOnly = BatchUpdate(
      deletedSections: update.deletedSections, insertedSections: update.insertedSections,
      movedSections: update.movedSections, reloadedSections: update.reloadedSections)
    let reloaded = Set(update.reloadedSections)
    return ReferenceBatchUpdate(sectionsOnly).apply(
      to: before.indices.map { [reloaded.contains($0) ? nil : $0] }, newSection: { _ in [nil] }, newItem: { _ in nil }
    )?.map { $0.first ?? nil }
  }

  /// Expects `mapping` to put every old item where the reference does.
  static func expectAgreement(
    _ mapping: BatchUpdateMapping, update: BatchUpdate, before: [Int], result: [[String]],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var location: [String: ItemPath] = [:]
    for (section, items) in result.enumerated() {
      for (item, name) in items.enumerated() { location[name] = ItemPath(item: item, section: section) }
    }
    for section in before.indices {
      for item in 0..<before[section] {
        let path = ItemPath(item: item, section: section)
        #expect(
          mapping.finalPath(of: path) == location["o\(section).\(item)"], "\(path) in \(update)",
          sourceLocation: sourceLocation)
      }
    }
    let newItems = location.filter { $0.key.hasPrefix("n") }.map(\.value).sorted()
    #expect(mapping.insertedItemPaths == newItems, "\(update)", sourceLocation: sourceLocation)
    #expect(
      mapping.finalSectionSources == sectionSources(update, before: before), "\(update)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: 0..<6 as Range<UInt64>)
  func cleanBatchesAreAcceptedAndMatchTheReference(seed: UInt64) throws {
    var generator = BatchUpdateGenerator(seed: seed)
    for _ in 0..<300 {
      let before = generator.counts()
      let update = generator.cleanUpdate(before: before)
      let result = try #require(Self.apply(update, to: Self.model(before), newSectionSize: generator.int(1...3)))
      let after = result.map(\.count)
      for wording in [BatchUpdateWording.list, .grid] {
        switch validate(update, before: before, after: after, wording) {
        case .success(let mapping):
          Self.expectAgreement(mapping, update: update, before: before, result: result)
        case .failure(let error):
          Issue.record("\(update) \(before) → \(after) rejected: \(error.message)")
        }
      }
    }
  }

  @Test(arguments: 0..<6 as Range<UInt64>)
  func acceptedWildBatchesMatchTheReference(seed: UInt64) {
    var generator = BatchUpdateGenerator(seed: seed)
    var accepted = 0
    var rejectedRules = Set<BatchUpdateRule>()
    for _ in 0..<600 {
      let before = generator.counts()
      let update = generator.wildUpdate(before: before)
      let result = Self.apply(update, to: Self.model(before), newSectionSize: generator.int(0...3))
      var after = result?.map(\.count) ?? before
      if result == nil || generator.chance(0.15), !after.isEmpty {
        after[generator.int(0...(after.count - 1))] += generator.chance(0.5) ? 1 : -1
      }
      switch validate(update, before: before, after: after) {
      case .success(let mapping):
        accepted += 1
        guard let result else {
          Issue.record("\(update) \(before) → \(after) accepted, but the model cannot apply it")
          continue
        }
        // Inserted and reloaded sections may have any count.
        for (section, source) in mapping.finalSectionSources.enumerated() where source != nil {
          #expect(result[section].count == after[section], "\(update)")
        }
        Self.expectAgreement(mapping, update: update, before: before, result: result)
      case .failure(let error):
        rejectedRules.insert(error.brokenRule)
      }
    }
    #expect(accepted >= 60, "only \(accepted) of 600 random batches accepted")
    #expect(
      rejectedRules.isSuperset(of: [.itemDeleteOutOfBounds, .itemInsertOutOfBounds, .deleteAndMoveFrom, .itemCount]),
      "\(rejectedRules)")
  }

  /// A functional check at scale; its cost is measured by the `apply` benchmark, not here.
  @Test func validationHandlesAMillionItems() throws {
    // A million items in one section, twenty thousand operations.
    let count = 1_000_000
    var update = BatchUpdate()
    update.deletedItems = stride(from: 0, to: count, by: 100).map { ItemPath(item: $0, section: 0) }
    update.insertedItems = stride(from: 1, to: count - 10_000, by: 100).map { ItemPath(item: $0, section: 0) }
    update.reloadedItems = [ItemPath(item: 5, section: 0)]
    let after = count - update.deletedItems.count + update.insertedItems.count
    let big = try #require(mapping(update, before: [count], after: [after]))
    #expect(big.finalPath(of: ItemPath(item: 0, section: 0)) == nil)
    #expect(big.finalPath(of: ItemPath(item: 1, section: 0)) == ItemPath(item: 0, section: 0))
    #expect(big.finalPath(of: ItemPath(item: 999_999, section: 0)) == ItemPath(item: after - 1, section: 0))
  }
}
