/// The `Gallery` executable: interactive on a terminal, scripted frames otherwise.
@MainActor
public enum GalleryCommand {
  /// Runs the gallery with `arguments` (without the program's name) and ends
  /// the process: status 0 on success, 1 on a terminal error, 2 on bad arguments.
  public static func main(arguments: [String]) async -> Never {
    System.terminate(status: await run(arguments: arguments))
  }

  /// Runs the gallery with `arguments` and returns the exit status.
  static func run(arguments: [String]) async -> Int32 {
    let options: GalleryOptions
    do {
      options = try GalleryOptions(arguments: arguments)
    } catch {
      printError("Gallery: \(error)\n\n\(GalleryOptions.usage)")
      return 2
    }
    if options.showsHelp {
      print(GalleryOptions.usage)
      return 0
    }
    let interactive =
      options.frames == nil && System.isTerminal(System.standardInput) && System.isTerminal(System.standardOutput)
    if interactive, #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      do {
        try await InteractiveSession.run(seed: options.seed, positionFile: options.positionFile)
        return 0
      } catch {
        printError("Gallery: \(error)")
        return 1
      }
    }
    System.ignoreBrokenPipe()
    let frames = await ScriptedSession.frames(
      count: options.frames, width: options.width ?? 80, height: options.height ?? 24, seed: options.seed)
    print(ScriptedSession.text(of: frames))
    return 0
  }

  private static func printError(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
  }
}
