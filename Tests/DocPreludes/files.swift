// A file browser: an outline of folders and files in the `.files` section.
import ReuseKit

enum Pane: Hashable, Sendable, Diffable {
  case files
}

struct FileNode: Hashable, Sendable, Diffable {
  var name: String
}

final class FileView: ConfigurableView {
  func configure(with file: FileNode) {}
}

struct FileLoader {
  func children(of folder: FileNode) -> [FileNode] { [] }
}

let loader = FileLoader()
let sources = FileNode(name: "Sources")
let tests = FileNode(name: "Tests")
let sourceFiles = [FileNode(name: "App.swift"), FileNode(name: "Model.swift")]
let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let dataSource = DiffableDataSource<Pane, FileNode>(list) { .view(FileView.self, $0) }
let path = ItemPath(item: 0, section: 0)
