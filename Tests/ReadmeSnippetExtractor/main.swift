// Turns a block of README.md or of a DocC article into Swift that a test
// target compiles, so the documentation's code is the code the tests run,
// never a copy.
//
//     ReadmeSnippetExtractor MARKDOWN OUTPUT HEADING NAMESPACE RESULT RESULT_TYPE [ATTRIBUTE]
//
// The first ```swift block after the line `## HEADING` (or `### HEADING`) is split into its
// imports (moved to the top of OUTPUT), its declarations (types, functions
// and extensions, nested in `enum NAMESPACE`), and its statements, which
// become the body of `NAMESPACE.run() -> RESULT_TYPE` (async when they
// await), ending in `return RESULT`, with ATTRIBUTE (such as an
// `@available`) on it when given. Blank lines between statements go.

import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("ReadmeSnippetExtractor: \(message)\n".utf8))
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 7 || arguments.count == 8 else {
  fail("usage: ReadmeSnippetExtractor MARKDOWN OUTPUT HEADING NAMESPACE RESULT RESULT_TYPE [ATTRIBUTE]")
}
let runAttributes = arguments.count == 8 ? ["  " + arguments[7]] : []
let (readmePath, outputPath, heading, namespace, result, resultType) =
  (arguments[1], arguments[2], arguments[3], arguments[4], arguments[5], arguments[6])

guard let readme = try? String(contentsOfFile: readmePath, encoding: .utf8) else { fail("cannot read \(readmePath)") }
let lines = readme.components(separatedBy: "\n")
guard let headingIndex = lines.firstIndex(where: { $0 == "## \(heading)" || $0 == "### \(heading)" }) else {
  fail("no heading '## \(heading)' or '### \(heading)' in \(readmePath)")
}
guard let start = lines[headingIndex...].firstIndex(of: "```swift") else {
  fail("no ```swift block after '\(heading)'")
}
guard let end = lines[(start + 1)...].firstIndex(of: "```") else { fail("the block after '\(heading)' never ends") }
let snippet = Array(lines[(start + 1)..<end])

var imports: [String] = []
var declarations: [String] = []
var statements: [String] = []
let declarationStarts = [
  "struct ", "final class ", "class ", "enum ", "extension ", "protocol ", "func ", "@MainActor", "private ",
]
var depth = 0
var inDeclaration = false
for line in snippet {
  if depth == 0 {
    if line.hasPrefix("import ") {
      imports.append(line)
      continue
    }
    inDeclaration = declarationStarts.contains { line.hasPrefix($0) }
  }
  depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
  if inDeclaration {
    declarations.append(line)
  } else if !line.isEmpty {
    statements.append(line)
  }
}
guard depth == 0 else { fail("the braces of the block after '\(heading)' do not balance") }

// `run()` is async when the snippet awaits.
let code = statements.map { $0.components(separatedBy: "//")[0] }
let effects = code.contains { $0.contains("await ") } ? " async" : ""

func indented(_ lines: [String], by prefix: String) -> [String] {
  lines.map { $0.isEmpty ? $0 : prefix + $0 }
}

let output =
  [
    "// Generated from \((readmePath as NSString).lastPathComponent) (\"\(heading)\") by ReadmeSnippetExtractor: "
      + "edit that file, not this one."
  ]
  + imports + ["", "enum \(namespace) {"] + indented(declarations, by: "  ")
  + ["", "  @MainActor"] + runAttributes + ["  static func run()\(effects) -> \(resultType) {"]
  + indented(statements, by: "    ")
  + ["    return \(result)", "  }", "}", ""]
do {
  try output.joined(separator: "\n").write(toFile: outputPath, atomically: true, encoding: .utf8)
} catch {
  fail("cannot write \(outputPath): \(error)")
}
