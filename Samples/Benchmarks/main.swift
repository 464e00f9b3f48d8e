// Benchmarks: `swift run -c release Benchmarks <diff|apply|layout|outline> [--scenario NAME] [--identities unique|any]`;
// `layout` runs the list and the mixed sections, `--scenario list` or `--scenario mixed` one of them.
// Each benchmark lives in its own file.
let arguments = Array(CommandLine.arguments.dropFirst())
/// The value after `flag` on the command line, if any.
func option(_ flag: String) -> String? {
  arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let scenario = option("--scenario")

MainActor.assumeIsolated {
  switch arguments.first {
  case "diff": DiffBenchmark.run(scenario: scenario, identities: option("--identities"))
  case "diff-peak":
    DiffBenchmark.run(scenario: arguments[1], elements: arguments[2], identities: arguments[3], mode: .peak)
  case "diff-repeat":
    DiffBenchmark.run(
      scenario: arguments[1], elements: arguments[2], identities: arguments[3], mode: .repeated(Int(arguments[4]) ?? 1))
  case "floor-repeat":
    DiffBenchmark.run(
      scenario: arguments[1], elements: arguments[2], identities: "any", mode: .repeatedFloor(Int(arguments[3]) ?? 1))
  case "apply": ApplyBenchmark.run(scenario: scenario)
  case "layout":
    if scenario != "mixed" { runLayoutBenchmark() }
    if scenario == nil || scenario == "mixed" { runMixedLayoutBenchmark() }
  case "outline": OutlineBenchmark.run(scenario: scenario)
  default: print("usage: Benchmarks diff|apply|layout|outline [--scenario NAME] [--identities unique|any]")
  }
}
