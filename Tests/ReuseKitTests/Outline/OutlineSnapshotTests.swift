import ReuseKit
import ReuseKitTestSupport
import Testing

/// Every operation of `SectionSnapshot` on a small file tree.
@Suite struct OutlineSnapshotTests {
  /// Documents (Taxes (2025), Letters), Music, Photos.
  static func files() -> SectionSnapshot<String> {
    var files = SectionSnapshot<String>()
    files.append(["Documents", "Music", "Photos"])
    files.append(["Taxes", "Letters"], to: "Documents")
    files.append(["2025"], to: "Taxes")
    return files
  }

  @Test func anEmptySnapshotHasNothing() {
    let empty = SectionSnapshot<Int>()
    #expect(empty.items.isEmpty && empty.rootItems.isEmpty && empty.visibleItems.isEmpty)
    #expect(!empty.contains(1) && !empty.isExpanded(1) && !empty.isVisible(1) && empty.index(of: 1) == nil)
  }

  @Test func appendBuildsAForestThatStartsCollapsed() {
    let files = Self.files()
    #expect(files.items == ["Documents", "Taxes", "2025", "Letters", "Music", "Photos"])
    #expect(files.rootItems == ["Documents", "Music", "Photos"])
    #expect(files.visibleItems == ["Documents", "Music", "Photos"])
    #expect(files.level(of: "2025") == 2 && files.level(of: "Taxes") == 1 && files.level(of: "Music") == 0)
    #expect(files.parent(of: "2025") == "Taxes" && files.parent(of: "Documents") == nil)
    #expect(files.contains("Letters") && !files.contains("Videos"))
  }

  @Test func expandShowsChildrenAndCollapseHidesThemKeepingTheirExpansion() {
    var files = Self.files()
    files.expand(["Documents", "Taxes"])
    #expect(files.visibleItems == ["Documents", "Taxes", "2025", "Letters", "Music", "Photos"])
    #expect(files.isVisible("2025") && files.isExpanded("Taxes"))
    files.collapse(["Documents"])
    #expect(files.visibleItems == ["Documents", "Music", "Photos"])
    #expect(!files.isVisible("2025") && !files.isVisible("Taxes") && files.isExpanded("Taxes"))
    files.expand(["Documents"])
    #expect(files.visibleItems == ["Documents", "Taxes", "2025", "Letters", "Music", "Photos"])
  }

  @Test func aLeafCanBeExpandedAndItsLaterChildrenShow() {
    var files = Self.files()
    files.expand(["Music"])
    files.append(["Jazz"], to: "Music")
    #expect(files.visibleItems == ["Documents", "Music", "Jazz", "Photos"])
  }

  @Test func insertPlacesSiblingsBeforeAndAfter() {
    var files = Self.files()
    files.insert(["Desktop"], before: "Documents")
    files.insert(["Receipts"], after: "Taxes")
    files.insert(["2024"], before: "2025")
    #expect(files.rootItems == ["Desktop", "Documents", "Music", "Photos"])
    #expect(files.items == ["Desktop", "Documents", "Taxes", "2024", "2025", "Receipts", "Letters", "Music", "Photos"])
    #expect(files.level(of: "Receipts") == 1 && files.parent(of: "2024") == "Taxes")
  }

  @Test func indexIsThePositionInPreorder() {
    let files = Self.files()
    for (position, item) in files.items.enumerated() { #expect(files.index(of: item) == position) }
  }

  @Test func deleteRemovesWholeSubtreesAndIgnoresUnknownItems() {
    var files = Self.files()
    files.delete(["Taxes", "2025", "Videos", "Photos"])
    #expect(files.items == ["Documents", "Letters", "Music"])
    #expect(!files.contains("2025"))
    files.append(["2025"], to: "Music")
    #expect(files.items == ["Documents", "Letters", "Music", "2025"])
    files.delete([])
    files.deleteAll()
    #expect(files.items.isEmpty && !files.contains("Music"))
  }

  @Test func manyDeletionsCompactTheStorage() {
    var numbers = SectionSnapshot<Int>()
    numbers.append(Array(0..<100))
    numbers.append(Array(100..<200), to: 50)
    numbers.expand([50])
    numbers.delete(Array(0..<50) + Array(100..<190))
    #expect(numbers.items == Array(50..<100).flatMap { $0 == 50 ? [50] + Array(190..<200) : [$0] })
    #expect(numbers.visibleItems == numbers.items && numbers.level(of: 195) == 1)
  }

  @Test func aSubtreeComesOutWithItsExpansionAndWithOrWithoutItsParent() {
    var files = Self.files()
    files.expand(["Taxes"])
    let documents = files.snapshot(of: "Documents", includingParent: true)
    #expect(documents.items == ["Documents", "Taxes", "2025", "Letters"])
    #expect(documents.visibleItems == ["Documents"] && documents.isExpanded("Taxes"))
    #expect(documents.level(of: "Documents") == 0 && documents.level(of: "2025") == 2)
    let contents = files.snapshot(of: "Documents")
    #expect(contents.rootItems == ["Taxes", "Letters"])
    #expect(contents.visibleItems == ["Taxes", "2025", "Letters"] && contents.level(of: "2025") == 1)
    #expect(files.snapshot(of: "Photos").items.isEmpty)
  }

  @Test func aSubtreeMovesAsABlockKeepingItsExpansion() {
    var files = Self.files()
    files.expand(["Documents", "Taxes", "Photos"])
    let taxes = files.snapshot(of: "Taxes", includingParent: true)
    files.delete(["Taxes"])
    files.append(taxes, to: "Photos")
    #expect(files.visibleItems == ["Documents", "Letters", "Music", "Photos", "Taxes", "2025"])
    #expect(files.level(of: "2025") == 2 && files.parent(of: "Taxes") == "Photos")
    files.delete(["Taxes"])
    files.insert(taxes, before: "Music")
    #expect(files.rootItems == ["Documents", "Taxes", "Music", "Photos"] && files.level(of: "2025") == 1)
    files.delete(["Taxes"])
    files.insert(taxes, after: "Letters")
    #expect(files.items == ["Documents", "Letters", "Taxes", "2025", "Music", "Photos"])
    files.delete(["Taxes"])
    files.append(taxes)
    #expect(files.rootItems.last == "Taxes" && files.visibleItems.suffix(2) == ["Taxes", "2025"])
    files.append(SectionSnapshot<String>(), to: "Music")
    #expect(files.items.count == 6)
  }

  @Test func itemsAreKeyedByIdentity() {
    var models = SectionSnapshot<Model>()
    models.append([Model(id: 1, value: 10)])
    models.append([Model(id: 2)], to: Model(id: 1, value: 99))
    #expect(models.parent(of: Model(id: 2)) == Model(id: 1, value: 10))
    #expect(models.contains(Model(id: 2, value: 5)))
  }
}
