import ReuseKit

/// A file or a folder on the Files screen.
struct FileNode: Identifiable, Hashable, Sendable, Diffable {
  /// The identity of the node; a rename keeps it.
  let id: Int
  /// The node's name, which a random batch may change.
  var name: String
  /// Whether the node holds other nodes.
  let isFolder: Bool
}
