import PackagePlugin

/// Extracts the README's Linux quick start into the test target that uses
/// this plugin, as `ReadmeLinux.run()`; `ReadmeQuickStartTests` runs it.
@main
struct ReadmeSnippets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let readme = context.package.directoryURL.appending(path: "README.md")
    let output = context.pluginWorkDirectoryURL.appending(path: "ReadmeLinux.swift")
    return [
      .buildCommand(
        displayName: "Extract the README's Linux quick start",
        executable: try context.tool(named: "ReadmeSnippetExtractor").url,
        arguments: [
          readme.path, output.path, "Quick start (Linux, headless)", "ReadmeLinux", "(list, dataSource)",
          "(HeadlessList, DiffableDataSource<String, Message>)",
        ],
        inputFiles: [readme],
        outputFiles: [output])
    ]
  }
}
