// Dispatches on the first argument; each benchmark lives in its own file.
MainActor.assumeIsolated {
  switch CommandLine.arguments.dropFirst().first {
  case "diff": print("not implemented in this branch")
  case "apply": print("not implemented in this branch")
  case "layout": runLayoutBenchmark()
  default: print("usage: Benchmarks diff|apply|layout")
  }
}
