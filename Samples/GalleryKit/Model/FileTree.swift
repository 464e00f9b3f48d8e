import ReuseKit

/// The Files screen's model: a tree of folders and files, the app's own
/// data, from which each ``SectionSnapshot`` is built.
struct FileTree {
  // MARK: - Lifecycle

  /// Three folders of nested folders and files, 3 levels deep.
  init() {
    for root in ["Sources", "Tests", "Samples"] { addFolder(root, to: nil, depth: 2) }
  }

  // MARK: - Internal

  /// A batch's changes, as names, for the log.
  struct Batch {
    var renamed: [String] = []
    var moved: [String] = []
    var deleted: [String] = []
  }

  /// Every node, by identity.
  private(set) var nodes: [Int: FileNode] = [:]

  /// The top-level nodes, in order.
  private(set) var roots: [Int] = []

  /// The outline of the tree, with the folders in `expanded` expanded.
  func sectionSnapshot(expanded: Set<Int>) -> SectionSnapshot<FileNode> {
    var outline = SectionSnapshot<FileNode>()
    func add(_ ids: [Int], to parent: FileNode?) {
      let items = ids.compactMap { nodes[$0] }
      outline.append(items, to: parent)
      for item in items where item.isFolder { add(children[item.id] ?? [], to: item) }
    }
    add(roots, to: nil)
    outline.expand(expanded.compactMap { nodes[$0] }.filter { outline.contains($0) })
    return outline
  }

  /// Renames a node, moves a subtree into another folder, and deletes a
  /// file or an empty folder, at random.
  mutating func applyRandomBatch(using random: inout GalleryRandom) -> Batch {
    var batch = Batch()
    let ids = nodes.keys.sorted()
    if let id = ids.randomElement(using: &random), var node = nodes[id] {
      node.name = node.name.hasSuffix(" (2)") ? String(node.name.dropLast(4)) : node.name + " (2)"
      nodes[id] = node
      batch.renamed.append(node.name)
    }
    let folders = ids.filter { nodes[$0]?.isFolder == true }
    if let id = ids.randomElement(using: &random), let target = folders.randomElement(using: &random),
      !isAncestor(id, of: target), let name = nodes[id]?.name, let folder = nodes[target]?.name
    {
      detach(id)
      children[target, default: []].insert(id, at: 0)
      parents[id] = target
      batch.moved.append("\(name) into \(folder)")
    }
    let leaves = nodes.keys.filter { (children[$0] ?? []).isEmpty }.sorted()
    if nodes.count > 20, let id = leaves.randomElement(using: &random), let name = nodes[id]?.name {
      detach(id)
      nodes[id] = nil
      batch.deleted.append(name)
    }
    return batch
  }

  // MARK: - Private

  private var children: [Int: [Int]] = [:]
  private var parents: [Int: Int] = [:]

  private mutating func add(_ node: FileNode, to parent: Int?) {
    nodes[node.id] = node
    if let parent {
      children[parent, default: []].append(node.id)
      parents[node.id] = parent
    } else {
      roots.append(node.id)
    }
  }

  private mutating func addFolder(_ name: String, to parent: Int?, depth: Int) {
    let folder = FileNode(id: nodes.count + 1, name: name, isFolder: true)
    add(folder, to: parent)
    if depth > 0 {
      for index in 1...2 { addFolder("\(name.prefix(4).lowercased())-\(index)", to: folder.id, depth: depth - 1) }
    }
    for index in 1...3 {
      add(
        FileNode(id: nodes.count + 1, name: "\(name.lowercased())-file-\(index).swift", isFolder: false), to: folder.id)
    }
  }

  /// Whether `id` is `other` or holds it.
  private func isAncestor(_ id: Int, of other: Int) -> Bool {
    var current: Int? = other
    while let node = current {
      if node == id { return true }
      current = parents[node]
    }
    return false
  }

  private mutating func detach(_ id: Int) {
    if let parent = parents.removeValue(forKey: id) {
      children[parent]?.removeAll { $0 == id }
    } else {
      roots.removeAll { $0 == id }
    }
  }
}
