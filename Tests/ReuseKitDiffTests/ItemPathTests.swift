import ReuseKitDiff
import Testing

@Suite struct ItemPathTests {
  @Test func aRowIsTheItemIndexUnderTheNameAListUses() {
    let path = ItemPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.item == 3)
    #expect(path.section == 1)
    #expect(ItemPath(item: 4, section: 0).row == 4)
    #expect(path == ItemPath(item: 3, section: 1))
  }

  @Test func pathsOrderBySectionThenItem() {
    let paths = [ItemPath(item: 0, section: 2), ItemPath(item: 5, section: 0), ItemPath(item: 1, section: 2)]
    #expect(
      paths.sorted() == [ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 2), ItemPath(item: 1, section: 2)])
    #expect(ItemPath(item: 1, section: 2).description == "{length = 2, path = 2 - 1}")
  }
}
