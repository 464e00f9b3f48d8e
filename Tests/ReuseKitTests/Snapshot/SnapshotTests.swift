import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct SnapshotTests {
  typealias TestSnapshot = Snapshot<String, Model>

  private func model(_ ids: Int...) -> [Model] { ids.map { Model(id: $0) } }

  @Test func appleVocabularyBuildsSectionsAndItems() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["a", "c"])
    snapshot.insertSections(["b"], beforeSection: "c")
    snapshot.insertSections(["d"], afterSection: "c")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
    snapshot.appendItems(model(1, 2), toSection: "a")
    snapshot.appendItems(model(5))
    snapshot.insertItems(model(3), beforeItem: Model(id: 5))
    snapshot.insertItems(model(4), afterItem: Model(id: 3))
    #expect(snapshot.itemIdentifiers(inSection: "d") == model(3, 4, 5))
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "a") == 2)
    #expect(snapshot.indexOfItem(Model(id: 4)) == 3)
    #expect(snapshot.itemPath(of: Model(id: 4)) == ItemPath(item: 1, section: 3))
    #expect(snapshot.sectionIdentifier(containingItem: Model(id: 2)) == "a")
    #expect(snapshot.indexOfSection("c") == 2)
    snapshot.moveItem(Model(id: 1), afterItem: Model(id: 5))
    #expect(snapshot.itemIdentifiers(inSection: "d") == model(3, 4, 5, 1))
    snapshot.moveSection("d", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["d", "a", "b", "c"])
    #expect(snapshot.itemPath(of: Model(id: 2)) == ItemPath(item: 0, section: 1))
    snapshot.deleteItems(model(3, 99))
    snapshot.deleteSections(["b", "zz"])
    #expect(snapshot.sectionIdentifiers == ["d", "a", "c"])
    #expect(snapshot.itemIdentifiers == model(4, 5, 1, 2))
    snapshot.reloadItems(model(4))
    snapshot.reconfigureItems(model(2))
    snapshot.reloadSections(["c"])
    #expect(snapshot.reloadedItemIdentifiers == model(4))
    #expect(snapshot.reconfiguredItemIdentifiers == model(2))
    #expect(snapshot.reloadedSectionIdentifiers == ["c"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 3)
  }

  @Test func identityIsTheIDNotTheContent() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([Model(id: 1, value: 5)])
    #expect(snapshot.itemPath(of: Model(id: 1, value: 9)) == ItemPath(item: 0, section: 0))
    #expect(throws: SnapshotMutationError.itemsAlreadyExist(["1"])) {
      try snapshot.perform(.appendItems([Model(id: 1, value: 9)], toSection: nil))
    }
  }

  @Test func badInputThrowsWithTheIdentifiersAndChangesNothing() throws {
    var snapshot = TestSnapshot()
    #expect(throws: SnapshotMutationError.noSections) { try snapshot.perform(.appendItems(model(1), toSection: nil)) }
    try snapshot.perform(.appendSections(["a"]))
    try snapshot.perform(.appendItems(model(1, 2), toSection: "a"))
    let before = snapshot.sections
    let cases: [(TestSnapshot.Mutation, SnapshotMutationError)] = [
      (.appendSections(["b", "b"]), .duplicateSectionsSupplied(["b"])),
      (.appendSections(["a"]), .sectionsAlreadyExist(["a"])),
      (.appendItems(model(3, 3), toSection: nil), .duplicateItemsSupplied(["3"])),
      (.appendItems(model(1), toSection: nil), .itemsAlreadyExist(["1"])),
      (.appendItems(model(3), toSection: "x"), .unknownSection("x")),
      (.insertSectionsBefore(["b"], "x"), .unknownSection("x")),
      (.insertSectionsAfter(["b"], "b"), .insertionAnchorIsInserted("b")),
      (.moveSectionBefore("a", "a"), .moveOntoItself("a")),
      (.moveSectionAfter("x", "a"), .unknownSection("x")),
      (.reloadSections(["x"]), .reloadOfUnknownSection("x")),
      (.insertItemsBefore(model(3), Model(id: 9)), .unknownItem("9")),
      (.insertItemsAfter(model(3), Model(id: 3)), .insertionAnchorIsInserted("3")),
      (.moveItemBefore(Model(id: 1), Model(id: 9)), .unknownItem("9")),
      (.moveItemAfter(Model(id: 1), Model(id: 1)), .moveOntoItself("1")),
      (.reloadItems(model(9)), .reloadOfUnknownItem("9")),
      (.reconfigureItems(model(9)), .reconfigureOfUnknownItem("9")),
    ]
    for (mutation, expected) in cases {
      #expect(throws: expected) { try snapshot.perform(mutation) }
      #expect(snapshot.sections == before)
    }
    #expect(
      SnapshotMutationError.duplicateItemsSupplied(["3"]).description
        == "items are not unique: the identity 3 appears more than once")
    #expect(
      SnapshotError.duplicateSectionsSupplied(
        ["b", "c", "d"], type: "String", call: "Snapshot<String, Model>(validating:)"
      )
      .description
        == "Snapshot<String, Model>(validating:): sections are not unique: the identities b, c and d of String appear "
        + "more than once")
  }

  @Test func validatingConstructorRejectsRepeats() {
    let sections = [DiffSection(model: "a", items: model(1, 2)), DiffSection(model: "b", items: model(2))]
    #expect(
      throws: SnapshotError.duplicateItemsSupplied(["2"], type: "Model", call: "Snapshot<String, Model>(validating:)")
    ) { try TestSnapshot(validating: sections) }
  }

  @Test func trappingMutationNamesTheIdentifier() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      var snapshot = Snapshot<String, Int>()
      snapshot.appendSections(["a", "a"])
    }
  }

  /// Random mutation sequences against a plain model of sections and items.
  @Test func randomMutationsAgreeWithAPlainModel() {
    var random = RandomEdits(seed: 0x5A_0001)
    for _ in 0..<300 {
      var snapshot = TestSnapshot()
      var reference: [(String, [Int])] = []
      for _ in 0..<40 {
        let sectionNames = reference.map(\.0)
        let allItems = reference.flatMap(\.1)
        let name =
          random.chance(0.7) && !sectionNames.isEmpty
          ? sectionNames[random.int(0...(sectionNames.count - 1))] : "s\(random.int(0...6))"
        let item =
          random.chance(0.7) && !allItems.isEmpty ? allItems[random.int(0...(allItems.count - 1))] : random.int(0...30)
        let other =
          random.chance(0.7) && !allItems.isEmpty ? allItems[random.int(0...(allItems.count - 1))] : random.int(0...30)
        let mutation: TestSnapshot.Mutation
        switch random.int(0...6) {
        case 0: mutation = .appendSections([name])
        case 1: mutation = .deleteSections([name])
        case 2: mutation = .appendItems([Model(id: item)], toSection: random.chance(0.5) ? name : nil)
        case 3: mutation = .insertItemsBefore([Model(id: item)], Model(id: other))
        case 4: mutation = .deleteItems([Model(id: item)])
        case 5: mutation = .moveItemAfter(Model(id: item), Model(id: other))
        default: mutation = .moveSectionBefore(name, sectionNames.first ?? "s0")
        }
        let succeeded = (try? snapshot.perform(mutation)) != nil
        if succeeded { Self.apply(mutation, to: &reference) }
        #expect(snapshot.sectionIdentifiers == reference.map(\.0))
        #expect(snapshot.sections.map { $0.items.map(\.id) } == reference.map(\.1))
        for (section, (_, items)) in reference.enumerated() {
          for (index, id) in items.enumerated() {
            #expect(snapshot.itemPath(of: Model(id: id)) == ItemPath(item: index, section: section))
          }
        }
        #expect(snapshot.numberOfItems == reference.reduce(0) { $0 + $1.1.count })
      }
    }
  }

  /// The plain model's version of a mutation that the snapshot accepted.
  private static func apply(_ mutation: TestSnapshot.Mutation, to model: inout [(String, [Int])]) {
    func locate(_ id: Int) -> (Int, Int)? {
      for (section, entry) in model.enumerated() {
        if let index = entry.1.firstIndex(of: id) { return (section, index) }
      }
      return nil
    }
    switch mutation {
    case .appendSections(let names): model += names.map { ($0, []) }
    case .deleteSections(let names): model.removeAll { names.contains($0.0) }
    case .appendItems(let items, let section):
      let index = section.flatMap { name in model.firstIndex { $0.0 == name } } ?? model.count - 1
      model[index].1 += items.map(\.id)
    case .insertItemsBefore(let items, let anchor):
      if let (section, index) = locate(anchor.id) { model[section].1.insert(contentsOf: items.map(\.id), at: index) }
    case .deleteItems(let items):
      for index in model.indices { model[index].1.removeAll { id in items.contains { $0.id == id } } }
    case .moveItemAfter(let item, let anchor):
      if let (section, index) = locate(item.id) { model[section].1.remove(at: index) }
      if let (section, index) = locate(anchor.id) { model[section].1.insert(item.id, at: index + 1) }
    case .moveSectionBefore(let name, let anchor):
      if let from = model.firstIndex(where: { $0.0 == name }) {
        let moving = model.remove(at: from)
        let to = model.firstIndex { $0.0 == anchor } ?? 0
        model.insert(moving, at: to)
      }
    default: break
    }
  }
}
