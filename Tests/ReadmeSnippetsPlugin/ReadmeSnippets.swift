import Foundation
import PackagePlugin

/// Extracts README.md's Linux quick start, the store front of the DocC
/// article "Section layouts" and the paging block of "Loading more and
/// content states" into the test target that uses this plugin, as
/// `ReadmeLinux.run()`, `ReadmeSizing.run()` and `ReadmeLoadingMore.run()`;
/// `ReadmeQuickStartTests`, `ReadmeSizingTests` and `ReadmeLoadingMoreTests`
/// run them.
@main
struct ReadmeSnippets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let articles = root.appending(path: "Sources/ReuseKit/ReuseKit.docc")
    let tool = try context.tool(named: "ReadmeSnippetExtractor").url
    /// The command that extracts the block after the heading `heading` of
    /// `file` as `namespace.run()`.
    func extract(
      _ heading: String, of file: URL, as namespace: String, variables: String, returning resultType: String
    ) -> Command {
      let output = context.pluginWorkDirectoryURL.appending(path: "\(namespace).swift")
      return .buildCommand(
        displayName: "Extract \(file.lastPathComponent)'s \(heading)",
        executable: tool,
        arguments: [file.path, output.path, heading, namespace, variables, resultType],
        inputFiles: [file],
        outputFiles: [output])
    }
    return [
      extract(
        "Quick start (Linux, headless)", of: root.appending(path: "README.md"), as: "ReadmeLinux",
        variables: "(list, dataSource)", returning: "(HeadlessList, DiffableDataSource<String, Message>)"),
      extract(
        "A store front", of: articles.appending(path: "SectionLayouts.md"), as: "ReadmeSizing",
        variables: "(store, dataSource)", returning: "(HeadlessCollection, DiffableDataSource<String, String>)"),
      extract(
        "Load older posts at the top", of: articles.appending(path: "LoadingMore.md"), as: "ReadmeLoadingMore",
        variables: "(list, dataSource)", returning: "(HeadlessList, DiffableDataSource<String, Post>)"),
    ]
  }
}
