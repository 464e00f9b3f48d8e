import ReuseKitSwiftUI
import SwiftUI

/// A folder or a file of the outline.
struct Node: Identifiable, Equatable, Diffable {
  let id: String
  var children: [String] = []
}

/// A row of the outline: a disclosure for folders, the name, and a mark
/// for the selected row.
@MainActor
struct NodeRow: View {
  @Environment(\.cellState) private var state
  let node: Node

  var body: some View {
    HStack {
      if !node.children.isEmpty { Image(systemName: state.isExpanded ? "chevron.down" : "chevron.right") }
      Text(node.id)
      if state.isSelected { Image(systemName: "checkmark") }
    }
    .padding(.leading, CGFloat(state.level) * 16)
  }
}

/// A folder tree: selecting a folder opens it and the folders above it.
@available(iOS 16.0, *)
@MainActor
struct FolderOutlineScreen: View {
  @State var selection: Node.ID?

  static let tree: [String: [String]] = [
    "Documents": ["Letters", "Taxes"], "Letters": ["To Ada.txt", "To Bob.txt"], "Taxes": ["2025.pdf"],
    "Pictures": ["Summer.jpg"],
  ]

  var body: some View {
    DiffableList(outline: outline, in: "Files") { .swiftUI($0) { NodeRow(node: $0) } }
      .selection($selection)
  }

  /// The tree, with the selected folder and its ancestors expanded.
  var outline: SectionSnapshot<Node> {
    var outline = SectionSnapshot<Node>()
    func append(_ names: [String], to parent: Node?) {
      let nodes = names.map { Node(id: $0, children: Self.tree[$0] ?? []) }
      outline.append(nodes, to: parent)
      for node in nodes { append(node.children, to: node) }
    }
    append(["Documents", "Pictures"], to: nil)
    var open = selection
    while let name = open, let node = outline.items.first(where: { $0.id == name }) {
      outline.expand([node])
      open = outline.parent(of: node)?.id
    }
    return outline
  }
}
