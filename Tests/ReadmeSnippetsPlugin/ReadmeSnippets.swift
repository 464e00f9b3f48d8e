import PackagePlugin

/// Extracts the README's Linux quick start and its loading more into the
/// test target that uses this plugin, as `ReadmeLinux.run()` and
/// `ReadmeLoadingMore.run()`; `ReadmeQuickStartTests` and
/// `ReadmeLoadingMoreTests` run them.
@main
struct ReadmeSnippets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let readme = context.package.directoryURL.appending(path: "README.md")
    let tool = try context.tool(named: "ReadmeSnippetExtractor").url
    /// The command that extracts the block after `## heading` as `namespace.run()`.
    func extract(_ heading: String, as namespace: String, returning resultType: String) -> Command {
      let output = context.pluginWorkDirectoryURL.appending(path: "\(namespace).swift")
      return .buildCommand(
        displayName: "Extract the README's \(heading)",
        executable: tool,
        arguments: [readme.path, output.path, heading, namespace, "(list, dataSource)", resultType],
        inputFiles: [readme],
        outputFiles: [output])
    }
    return [
      extract(
        "Quick start (Linux, headless)", as: "ReadmeLinux",
        returning: "(HeadlessList, DiffableDataSource<String, Message>)"),
      extract("Loading more", as: "ReadmeLoadingMore", returning: "(HeadlessList, DiffableDataSource<String, Post>)"),
    ]
  }
}
