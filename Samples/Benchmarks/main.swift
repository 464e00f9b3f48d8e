print("usage: Benchmarks diff|apply|layout")
