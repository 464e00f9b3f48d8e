/// A plain recursive forest of `Int` identities, written independently of
/// `SectionSnapshot`'s slots: what the property test compares it against.
struct OutlineReference: Equatable {
  /// One item with its children, held by value.
  struct Node: Equatable {
    var id: Int
    var isExpanded = false
    var children: [Node] = []
  }

  /// What the forest says about one item.
  struct Facts: Equatable {
    var level: Int
    var parent: Int?
    var isExpanded: Bool
    var isVisible: Bool
  }

  var roots: [Node] = []

  /// Every identity, parents before children.
  var all: [Int] { Self.flatten(roots, expandedOnly: false) }

  /// The identities a list shows.
  var visible: [Int] { Self.flatten(roots, expandedOnly: true) }

  /// The facts of every item, by identity.
  var facts: [Int: Facts] {
    var facts: [Int: Facts] = [:]
    func visit(_ nodes: [Node], level: Int, parent: Int?, visible: Bool) {
      for node in nodes {
        facts[node.id] = Facts(level: level, parent: parent, isExpanded: node.isExpanded, isVisible: visible)
        visit(node.children, level: level + 1, parent: node.id, visible: visible && node.isExpanded)
      }
    }
    visit(roots, level: 0, parent: nil, visible: true)
    return facts
  }

  mutating func append(_ nodes: [Node], to parent: Int?) {
    guard let parent else { return roots.append(contentsOf: nodes) }
    Self.edit(parent, in: &roots) { list, index in list[index].children.append(contentsOf: nodes) }
  }

  mutating func insert(_ nodes: [Node], at anchor: Int, after: Bool) {
    Self.edit(anchor, in: &roots) { list, index in list.insert(contentsOf: nodes, at: index + (after ? 1 : 0)) }
  }

  mutating func delete(_ ids: Set<Int>) { roots = Self.pruned(roots, removing: ids) }

  mutating func setExpanded(_ id: Int, _ isExpanded: Bool) {
    Self.edit(id, in: &roots) { list, index in list[index].isExpanded = isExpanded }
  }

  /// The node of `id`, with its subtree.
  func node(_ id: Int) -> Node? {
    var found: Node?
    func search(_ nodes: [Node]) {
      for node in nodes where found == nil {
        if node.id == id { found = node } else { search(node.children) }
      }
    }
    search(roots)
    return found
  }

  private static func flatten(_ nodes: [Node], expandedOnly: Bool) -> [Int] {
    nodes.flatMap { node in
      [node.id] + (node.isExpanded || !expandedOnly ? flatten(node.children, expandedOnly: expandedOnly) : [])
    }
  }

  private static func pruned(_ nodes: [Node], removing ids: Set<Int>) -> [Node] {
    nodes.filter { !ids.contains($0.id) }.map { node in
      var node = node
      node.children = pruned(node.children, removing: ids)
      return node
    }
  }

  /// Runs `body` on the list of siblings that holds `id`, with its index.
  @discardableResult
  private static func edit(_ id: Int, in list: inout [Node], _ body: (inout [Node], Int) -> Void) -> Bool {
    if let index = list.firstIndex(where: { $0.id == id }) {
      body(&list, index)
      return true
    }
    for index in list.indices where edit(id, in: &list[index].children, body) { return true }
    return false
  }
}
