import ReuseKitDiff
import ReuseKitTestSupport
import Testing

@Suite struct SectionedDifferenceTests {
  typealias Section = DiffSection<Model, Model>
  typealias SectionChanges = (deletions: [Int], insertions: [Int], moves: [Move<Int>], updates: [Update<Int>])
  typealias ItemChanges = (
    deletions: [ItemPath], insertions: [ItemPath], moves: [Move<ItemPath>], updates: [Update<ItemPath>]
  )

  private static func section(_ id: Int, _ items: [Int], value: Int = 0) -> Section {
    DiffSection(model: Model(id: id, value: value), items: items.map { Model(id: $0) })
  }

  private static func path(_ item: Int, _ section: Int) -> ItemPath { ItemPath(item: item, section: section) }

  /// Expects every list of `difference` to be exactly the one given.
  private func expect(
    _ difference: SectionedDifference<Int, Int>,
    sections: SectionChanges = ([], [], [], []),
    items: ItemChanges = ([], [], [], []),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(difference.sectionDeletions == sections.deletions, sourceLocation: sourceLocation)
    #expect(difference.sectionInsertions == sections.insertions, sourceLocation: sourceLocation)
    #expect(difference.sectionMoves == sections.moves, sourceLocation: sourceLocation)
    #expect(difference.sectionUpdates == sections.updates, sourceLocation: sourceLocation)
    #expect(difference.itemDeletions == items.deletions, sourceLocation: sourceLocation)
    #expect(difference.itemInsertions == items.insertions, sourceLocation: sourceLocation)
    #expect(difference.itemMoves == items.moves, sourceLocation: sourceLocation)
    #expect(difference.itemUpdates == items.updates, sourceLocation: sourceLocation)
  }

  @Test func theSameSectionsAndItemsAreEmpty() {
    let sections = [Self.section(0, [1, 2]), Self.section(1, []), Self.section(2, [3])]
    let difference = SectionedDifference(from: sections, to: sections)
    #expect(difference.isEmpty)
    expect(difference)
    #expect(difference.duplicateSections.isEmpty && difference.duplicateItems.isEmpty)
  }

  @Test func repeatedIdentitiesAreReportedButChangeNothing() {
    let sections = [Self.section(0, [1, 1]), Self.section(0, [2])]
    let difference = SectionedDifference(from: sections, to: sections)
    #expect(difference.isEmpty)
    #expect(difference.duplicateSections == [0])
    #expect(difference.duplicateItems == [1])
  }

  @Test func aDeletedSectionTakesItsItemsWithIt() {
    let difference = SectionedDifference(
      from: [Self.section(0, [1, 2]), Self.section(1, [3])], to: [Self.section(1, [3])])
    #expect(!difference.isEmpty)
    expect(difference, sections: ([0], [], [], []))
  }

  @Test func anInsertedSectionBringsItsItems() {
    let difference = SectionedDifference(
      from: [Self.section(1, [3])], to: [Self.section(1, [3]), Self.section(2, [4, 5])])
    #expect(!difference.isEmpty)
    expect(difference, sections: ([], [1], [], []))
  }

  @Test func aSectionWhoseModelChangesIsUpdated() {
    let difference = SectionedDifference(
      from: [Self.section(0, [1]), Self.section(1, [2])], to: [Self.section(0, [1]), Self.section(1, [2], value: 7)])
    #expect(!difference.isEmpty)
    expect(difference, sections: ([], [], [], [Update(source: 1, target: 1)]))
  }

  @Test func swappedSectionsAreOneMove() {
    let difference = SectionedDifference(
      from: [Self.section(0, [1]), Self.section(1, [2])], to: [Self.section(1, [2]), Self.section(0, [1])])
    #expect(!difference.isEmpty)
    expect(difference, sections: ([], [], [Move(from: 1, to: 0)], []))
  }

  @Test func itemsDeletedAndInsertedInSurvivingSections() {
    let difference = SectionedDifference(
      from: [Self.section(0, [1, 2]), Self.section(1, [3])], to: [Self.section(0, [1]), Self.section(1, [3, 4])])
    #expect(!difference.isEmpty)
    expect(difference, items: ([Self.path(1, 0)], [Self.path(1, 1)], [], []))
  }

  @Test func anItemThatChangesSectionIsAMove() {
    let difference = SectionedDifference(
      from: [Self.section(0, [1, 2]), Self.section(1, [3])], to: [Self.section(0, [1]), Self.section(1, [3, 2])])
    #expect(!difference.isEmpty)
    expect(difference, items: ([], [], [Move(from: Self.path(1, 0), to: Self.path(1, 1))], []))
  }

  @Test func anItemWhoseContentChangesIsUpdated() {
    let source = [Self.section(0, [1, 2])]
    var target = source
    target[0].items[1].value = 5
    let difference = SectionedDifference(from: source, to: target)
    #expect(!difference.isEmpty)
    expect(difference, items: ([], [], [], [Update(source: Self.path(1, 0), target: Self.path(1, 0))]))
  }
}
