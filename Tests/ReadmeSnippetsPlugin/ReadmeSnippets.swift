import PackagePlugin

/// Extracts the README's Linux quick start, its section layouts and its
/// loading more into the test target that uses this plugin, as
/// `ReadmeLinux.run()`, `ReadmeSizing.run()` and `ReadmeLoadingMore.run()`;
/// `ReadmeQuickStartTests`, `ReadmeSizingTests` and `ReadmeLoadingMoreTests`
/// run them.
@main
struct ReadmeSnippets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let readme = context.package.directoryURL.appending(path: "README.md")
    let tool = try context.tool(named: "ReadmeSnippetExtractor").url
    /// The command that extracts the block after `## heading` as `namespace.run()`.
    func extract(_ heading: String, as namespace: String, variables: String, returning resultType: String)
      -> Command
    {
      let output = context.pluginWorkDirectoryURL.appending(path: "\(namespace).swift")
      return .buildCommand(
        displayName: "Extract the README's \(heading)",
        executable: tool,
        arguments: [readme.path, output.path, heading, namespace, variables, resultType],
        inputFiles: [readme],
        outputFiles: [output])
    }
    return [
      extract(
        "Quick start (Linux, headless)", as: "ReadmeLinux", variables: "(list, dataSource)",
        returning: "(HeadlessList, DiffableDataSource<String, Message>)"),
      extract(
        "Sizing", as: "ReadmeSizing", variables: "(store, dataSource)",
        returning: "(HeadlessCollection, DiffableDataSource<String, String>)"),
      extract(
        "Loading more", as: "ReadmeLoadingMore", variables: "(list, dataSource)",
        returning: "(HeadlessList, DiffableDataSource<String, Post>)"),
    ]
  }
}
