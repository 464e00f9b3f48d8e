// Benchmarks: `swift run -c release Benchmarks <diff|apply|layout> [--scenario NAME]`.
// Each benchmark lives in its own file.
let arguments = Array(CommandLine.arguments.dropFirst())
let scenario = arguments.firstIndex(of: "--scenario").flatMap {
  arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}

MainActor.assumeIsolated {
  switch arguments.first {
  case "diff": DiffBenchmark.run(scenario: scenario)
  case "diff-peak": DiffBenchmark.printPeak(scenario: arguments[1], element: arguments[2])
  case "apply": ApplyBenchmark.run(scenario: scenario)
  case "layout": runLayoutBenchmark()
  default: print("usage: Benchmarks diff|apply|layout [--scenario 5k|100k|1m]")
  }
}
