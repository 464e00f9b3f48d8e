/// The names and notes the sample data is made of.
enum SampleText {
  static let names = [
    "Ada", "Grace", "Edsger", "Barbara", "Ken", "Dennis", "Margaret", "Alan", "Donald", "Frances", "John", "Radia",
    "Leslie", "Niklaus", "Tony", "Hedy", "Katherine", "Bjarne", "Guido", "Adele", "Jean", "Sophie", "Robin", "Lynn",
  ]

  static let notes = [
    "compilers", "type systems", "shortest paths", "abstract data types", "operating systems", "pipelines",
    "flight software", "computability", "typesetting", "optimisation", "time sharing", "spanning trees",
    "distributed clocks", "structured programs", "quicksort", "frequency hopping", "orbital mechanics",
  ]

  /// The element of `list` at `index`, wrapping around.
  static func pick(_ list: [String], _ index: Int) -> String { list[index % list.count] }
}
