import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// A content is a value: walked with `Mirror`, it holds no object but the
/// app's providers and the event sink; and nothing it holds keeps the data
/// source, the list or their owner alive.
@MainActor
@Suite struct ContentValueTests {
  /// An app's screen: it owns the list and the data source, and its cell
  /// provider captures nothing of it.
  @MainActor final class Owner {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource: DiffableDataSource<Int, Model>

    init() {
      dataSource = DiffableDataSource(list) { .view(StateView.self, $0).movable() }
      dataSource.supplementaryViewProvider = { kind, _ in kind == .header ? .view(LabelView.self, "header") : nil }
      dataSource.background.provider = { _ in .view(LabelView.self, "empty") }
      dataSource.paging.retryViewProvider = { _, _ in .view(LabelView.self, "retry") }
    }
  }

  /// The class instances a walk of `value` meets, by type name, without
  /// entering the objects it is allowed to hold.
  static func objects(in value: Any, skipping allowed: [ObjectIdentifier]) -> [String] {
    var found: [String] = []
    var pending: [Any] = [value]
    var seen = Set<ObjectIdentifier>()
    while let next = pending.popLast() {
      let mirror = Mirror(reflecting: next)
      if mirror.displayStyle == .class {
        let id = ObjectIdentifier(next as AnyObject)
        guard !allowed.contains(id) else { continue }
        guard seen.insert(id).inserted else { continue }
        found.append("\(type(of: next))")
      }
      pending.append(contentsOf: mirror.children.map(\.value))
      var superclass = mirror.superclassMirror
      while let parent = superclass {
        pending.append(contentsOf: parent.children.map(\.value))
        superclass = parent.superclassMirror
      }
    }
    return found
  }

  @Test func aContentHoldsNoObjectButTheProvidersAndTheSink() {
    let owner = Owner()
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems((0..<5).map { Model(id: $0) }, toSection: 0)
    owner.dataSource.apply(snapshot, completion: nil)
    owner.dataSource.selection.selectItem(withID: 2)
    owner.dataSource.editing.isEditing = true
    let allowed = [ObjectIdentifier(owner.dataSource.providers), ObjectIdentifier(owner.dataSource.events)]
    #expect(Self.objects(in: owner.list.content, skipping: allowed) == [])
    // The walk does find an object where there is one.
    let unrestricted = Self.objects(in: owner.list.content, skipping: [])
    #expect(unrestricted.contains { $0.hasPrefix("ContentProviders") }, "\(unrestricted)")
    #expect(unrestricted.contains { $0.hasPrefix("ContentEventSink") }, "\(unrestricted)")
  }

  @Test func anOwnerItsDataSourceItsListAndTheirContentsAreReleasedTogether() {
    weak var weakOwner: Owner?
    weak var weakDataSource: DiffableDataSource<Int, Model>?
    weak var weakList: HeadlessList?
    weak var weakProviders: ContentProviders<Int, Model>?
    weak var weakSink: ContentEventSink<Int, Model>?
    do {
      let owner = Owner()
      var snapshot = Snapshot<Int, Model>()
      snapshot.appendSections([0])
      snapshot.appendItems((0..<40).map { Model(id: $0) })
      owner.dataSource.apply(snapshot, completion: nil)
      owner.dataSource.selection.selectItem(withID: 3)
      owner.list.viewport.offset = 120
      owner.list.interaction.tap(itemAt: ItemPath(item: 14, section: 0))
      _ = owner.list.interaction.moveItem(from: ItemPath(item: 13, section: 0), to: ItemPath(item: 15, section: 0))
      (weakOwner, weakDataSource, weakList) = (owner, owner.dataSource, owner.list)
      (weakProviders, weakSink) = (owner.dataSource.providers, owner.dataSource.events)
    }
    #expect(weakOwner == nil && weakDataSource == nil && weakList == nil)
    #expect(weakProviders == nil && weakSink == nil, "every content is gone with them")
  }
}
