import ReuseKit
import ReuseKitTestSupport
import Testing

/// An edit near the end of a list that makes the top visible row and the
/// rows below it shorter: the offset is clamped to the new end, and every
/// row visible before and after keeps its cell, configured again in place,
/// even when a row below the screen, measured before the edit, is measured
/// again only as the clamp brings it into view.
@MainActor
@Suite struct EditAtTheEndTests {
  typealias Fixture = ReadingPositionTests

  /// The cells on screen, by the identity of the item each shows.
  static func cells(of list: HeadlessList) -> [Int: ObjectIdentifier] {
    var cells: [Int: ObjectIdentifier] = [:]
    for path in list.visibleItemPaths {
      guard let cell = list.cell(at: path, as: MessageView.self), let model = cell.viewModel else { continue }
      cells[model.id] = ObjectIdentifier(cell)
    }
    return cells
  }

  /// The rows that show `values` in a list whose cells are kept; the rows
  /// visible both before and after an apply of `edited` keep their cells.
  static func expectCellsKept(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>, applying edited: [Int],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = cells(of: list)
    dataSource.apply(Fixture.snapshot(edited.indices.map { Model(id: $0, value: edited[$0]) }), completion: nil)
    let after = cells(of: list)
    for (id, cell) in before where after[id] != nil {
      #expect(after[id] == cell, "row \(id) keeps its cell, configured again in place", sourceLocation: sourceLocation)
    }
  }

  @Test func anEditThatShortensTheRowsAtTheEndKeepsTheTopRowsCell() throws {
    // Rows of five lines (100 points) at a width of 100, the last of eleven
    // (220 points), in a viewport 260 tall.
    var values = Array(repeating: 50, count: 40)
    values[39] = 110
    let (list, dataSource) = Fixture.makeList(values.indices.map { Model(id: $0, value: values[$0]) }, height: 260)
    Fixture.scrollToTheEnd(list)
    // Row 36 is the top row, 40 points above the top; rows 37 and 38 below
    // it; row 39 starts at the viewport's bottom, measured but off screen.
    let top = list.layout.frame(of: ItemPath(item: 36, section: 0)).minY
    list.viewport.offset = top + 40
    #expect(list.visibleItemPaths.map(\.item) == [36, 37, 38])
    let before = Self.cells(of: list)
    let created = list.createdCount
    // Rows 36 to 39 become one line (20 points): the list ends 120 points
    // below row 36's top, and the offset is clamped to that end.
    for row in 36...39 { values[row] = 10 }
    dataSource.apply(Fixture.snapshot(values.indices.map { Model(id: $0, value: values[$0]) }), completion: nil)
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height, "clamped to the new end")
    let after = Self.cells(of: list)
    #expect(after[36] != nil, "the top row is still visible")
    for (id, cell) in before {
      #expect(after[id] == cell, "row \(id) keeps its cell, configured again in place")
    }
    #expect(list.visibleViewModels(of: MessageView.self).filter { $0.id >= 36 }.allSatisfy { $0.value == 10 })
    #expect(list.createdCount == created, "no cell is created")
  }

  /// Random lists near their ends, edited, scrolled and edited again: no
  /// row that stays on screen through an edit loses its cell.
  @Test(arguments: 0..<UInt64(PropertyTestBudget.cases(12)))
  func editsNearTheEndKeepTheCellsOfTheRowsThatStay(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var values = (0..<Int.random(in: 5...80, using: &generator)).map { _ in Int.random(in: 1...90, using: &generator) }
    let height = Double(Int.random(in: 100...500, using: &generator))
    let widths: [Double] = [100, 150, 200]
    let width = widths.randomElement(using: &generator) ?? 100
    let (list, dataSource) = Fixture.makeList(
      values.indices.map { Model(id: $0, value: values[$0]) }, width: width, height: height)
    list.sticksToBottom = Bool.random(using: &generator)
    list.scroll(to: .bottom)
    for _ in 0..<20 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: list.scroll(to: .bottom)
      case 1:
        let end = Int(max(0, list.contentSize.height - height))
        list.viewport.offset = Double(Int.random(in: max(0, end - Int(height))...end, using: &generator))
      default:
        let first = list.visibleItemPaths.first?.item ?? 0
        let fromTheTop = Bool.random(using: &generator)
        for index in values.indices where fromTheTop ? index >= first : Bool.random(using: &generator) {
          if Int.random(in: 0..<3, using: &generator) > 0 { values[index] = Int.random(in: 1...90, using: &generator) }
        }
        Self.expectCellsKept(list, dataSource, applying: values)
      }
    }
  }
}
