import ReuseKit
import ReuseKitTestSupport
import Testing

/// What a declarative caller asks before it applies: whether two snapshots,
/// or two outlines, show the same thing, and whether they mark the same
/// items and sections; and the selection's change notice.
@MainActor
@Suite struct SnapshotComparingTests {
  static func snapshot(_ sections: [(Int, [Model])]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func sameSectionsAndItemsShowTheSameContent() {
    let one = Self.snapshot([(0, [Model(id: 1), Model(id: 2)]), (1, [Model(id: 3)])])
    #expect(one.showsSameContent(as: Self.snapshot([(0, [Model(id: 1), Model(id: 2)]), (1, [Model(id: 3)])])))
    #expect(
      !one.showsSameContent(as: Self.snapshot([(0, [Model(id: 1), Model(id: 2, value: 9)]), (1, [Model(id: 3)])])))
    #expect(!one.showsSameContent(as: Self.snapshot([(0, [Model(id: 2), Model(id: 1)]), (1, [Model(id: 3)])])))
    #expect(!one.showsSameContent(as: Self.snapshot([(0, [Model(id: 1)]), (1, [Model(id: 2), Model(id: 3)])])))
    #expect(!one.showsSameContent(as: Self.snapshot([(0, [Model(id: 1), Model(id: 2)]), (2, [Model(id: 3)])])))
    #expect(!one.showsSameContent(as: Self.snapshot([(0, [Model(id: 1), Model(id: 2), Model(id: 3)])])))
  }

  @Test func marksAreComparedApart() {
    var marked = Self.snapshot([(0, [Model(id: 1), Model(id: 2)])])
    let plain = marked
    #expect(!plain.hasMarks && plain.hasSameMarks(as: marked))
    marked.reconfigureItems([Model(id: 1)])
    #expect(marked.hasMarks && !marked.hasSameMarks(as: plain) && marked.showsSameContent(as: plain))
    var reloaded = plain
    reloaded.reloadItems([Model(id: 2)])
    #expect(reloaded.hasMarks && !reloaded.hasSameMarks(as: marked))
    var section = plain
    section.reloadSections([0])
    #expect(section.hasMarks && !section.hasSameMarks(as: plain))
  }

  @Test func outlinesCompareVisibleItemsLevelsAndExpansion() {
    var outline = SectionSnapshot<Model>()
    outline.append([Model(id: 1), Model(id: 2)])
    outline.append([Model(id: 3)], to: Model(id: 1))
    var expanded = outline
    expanded.expand([Model(id: 1)])
    #expect(outline.showsSameContent(as: outline))
    #expect(!outline.showsSameContent(as: expanded))
    var changed = outline
    changed.delete([Model(id: 2)])
    changed.append([Model(id: 2, value: 5)])
    #expect(!outline.showsSameContent(as: changed))
    var moved = SectionSnapshot<Model>()
    moved.append([Model(id: 1)])
    moved.append([Model(id: 2)], to: Model(id: 1))
    moved.append([Model(id: 3)], to: Model(id: 2))
    moved.expand([Model(id: 1)])
    var flat = SectionSnapshot<Model>()
    flat.append([Model(id: 1), Model(id: 2)])
    flat.append([Model(id: 3)], to: Model(id: 2))
    flat.expand([Model(id: 1)])
    #expect(!moved.showsSameContent(as: flat), "the same visible items at other levels")
  }

  @Test func selectionTellsOfEachChange() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(StateView.self, $0) }
    dataSource.apply(Self.snapshot([(0, (0..<5).map { Model(id: $0) })]), completion: nil)
    let observer = ChangeObserver()
    dataSource.observers.add(observer)
    dataSource.selection.selectItem(withID: 2)
    dataSource.selection.selectItem(withID: 2)
    dataSource.selection.deselectAll()
    #expect(observer.changes.filter { $0 == .selection }.count == 2)
  }
}
