import ReuseKit
import Testing

@testable import GalleryKit

@MainActor
@Suite struct ViewRenderingTests {
  /// Regression: a note as long as the space left touched the revision ("clocksr1").
  @Test(arguments: 10...40)
  func aCardKeepsASpaceBeforeItsRevision(width: Int) {
    let view = CardView()
    view.configure(with: Card(id: 13, name: "Leslie", note: "distributed clocks", revision: 1))
    let lines = view.render(width: width, height: 3)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count == width })
    #expect(lines[1].hasSuffix(" r1 │"))
  }

  @Test func aCardIsOneLineBelowThreeLines() {
    let view = CardView()
    view.configure(with: Card(id: 1, name: "Ada", note: "compilers"))
    #expect(view.render(width: 40, height: 1) == ["#1 Ada · compilers r1".fitted(to: 40)])
    view.prepareForReuse()
    #expect(view.render(width: 40, height: 3).isEmpty)
  }

  @Test(arguments: [1, 5, 26, 27, 70, 130])
  func squaresAreAsTallAsTheirLines(count: Int) throws {
    let view = SquaresView()
    view.configure(with: Squares(id: 1, title: "S", count: count))
    for width in [20, 44, 80, 100] {
      let height = try #require(view.preferredHeight(forWidth: Double(width)))
      let lines = view.render(width: width, height: Int(height))
      #expect(lines.count == Int(height), "width \(width)")
      #expect(lines.dropFirst().allSatisfy { $0.count <= width }, "width \(width)")
      #expect(lines.dropFirst().map { $0.ranges(of: "[]").count }.reduce(0, +) == count)
    }
  }

  @Test func aLateChartGrowsWhenItsDataArrives() {
    let clock = SimulatedClock()
    let loader = LateContentLoader(clock: clock)
    let view = LateChartView()
    var invalidations = 0
    view.sizeInvalidationHandler = { invalidations += 1 }
    view.loader = loader
    view.configure(with: LateChart(id: 1, title: "C", finalHeight: 6, delay: 0.5))
    #expect(view.preferredHeight(forWidth: 40) == 1)
    clock.advance(to: 0.4)
    #expect(invalidations == 0)
    clock.advance(to: 0.5)
    #expect(invalidations == 1)
    #expect(view.preferredHeight(forWidth: 40) == 6)
    #expect(view.render(width: 40, height: 6).count == 6)
    // A view configured again with the loaded chart knows its height at once.
    let other = LateChartView()
    other.loader = loader
    other.configure(with: LateChart(id: 1, title: "C", finalHeight: 6, delay: 0.5))
    #expect(other.preferredHeight(forWidth: 40) == 6)
  }

  @Test func aNestedListIsAsTallAsItsMembersPlusItsBox() {
    let view = NestedListView()
    var invalidations = 0
    view.sizeInvalidationHandler = { invalidations += 1 }
    let members = (1...4).map { Card(id: $0, name: "N\($0)", note: "n") }
    view.configure(with: Team(id: 1, name: "T", members: members))
    #expect(view.preferredHeight(forWidth: 40) == 6)
    #expect(invalidations == 1)
    view.configure(with: Team(id: 1, name: "T", members: Array(members.prefix(2))))
    #expect(view.preferredHeight(forWidth: 40) == 4)
    #expect(invalidations == 2)
    let lines = view.render(width: 40, height: 4)
    #expect(lines[1].contains("#1 N1") && lines[2].contains("#2 N2"))
  }
}
