/// A person shown by `PersonView`.
struct Person: Hashable, Sendable {
  var name: String
  var role: String
}

/// The sample data of the demos.
enum GalleryData {
  static let people = [
    Person(name: "Ada", role: "Engineer"),
    Person(name: "Grace", role: "Admiral and compiler writer"),
    Person(name: "Edsger", role: "Structured programming, shortest paths and a great many letters"),
    Person(name: "Barbara", role: "Abstract data types"),
    Person(name: "Ken", role: "Operating systems"),
  ]

  static let squares = [
    SquaresView.ViewModel(count: 3, columns: 3),
    SquaresView.ViewModel(count: 5, columns: 4),
    SquaresView.ViewModel(count: 8, columns: 2),
  ]

  static let lateCharts = [
    LateHeightView.ViewModel(title: "Weekly chart", finalHeight: 180, delay: 0.6),
    LateHeightView.ViewModel(title: "Yearly chart", finalHeight: 240, delay: 1.2),
  ]
}
