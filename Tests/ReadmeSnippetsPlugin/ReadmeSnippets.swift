import PackagePlugin

/// Extracts the README's Linux quick start into the test target that uses
/// this plugin, as `ReadmeLinux.run()`, and its section layouts, as
/// `ReadmeSizing.run()`; `ReadmeQuickStartTests` and `ReadmeSizingTests` run them.
@main
struct ReadmeSnippets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let readme = context.package.directoryURL.appending(path: "README.md")
    let output = context.pluginWorkDirectoryURL.appending(path: "ReadmeLinux.swift")
    let sizing = context.pluginWorkDirectoryURL.appending(path: "ReadmeSizing.swift")
    return [
      .buildCommand(
        displayName: "Extract the README's Linux quick start",
        executable: try context.tool(named: "ReadmeSnippetExtractor").url,
        arguments: [
          readme.path, output.path, "Quick start (Linux, headless)", "ReadmeLinux", "(list, dataSource)",
          "(HeadlessList, DiffableDataSource<String, Message>)",
        ],
        inputFiles: [readme],
        outputFiles: [output]),
      .buildCommand(
        displayName: "Extract the README's section layouts",
        executable: try context.tool(named: "ReadmeSnippetExtractor").url,
        arguments: [
          readme.path, sizing.path, "Sizing", "ReadmeSizing", "(store, dataSource)",
          "(HeadlessCollection, DiffableDataSource<String, String>)",
        ],
        inputFiles: [readme],
        outputFiles: [sizing]),
    ]
  }
}
