import ReuseKit
import ReuseKitTestSupport
import Testing

/// A section layout from a data source is checked when its section is laid
/// out; a list takes only lists.
@MainActor
@Suite struct BadSectionLayoutTests {
  static func apply(_ layout: SectionLayout, in container: some ReusableViewContainer) {
    let dataSource = DiffableDataSource<String, String>(container) { .view(LabelView.self, $0) }
    dataSource.sectionLayout = { _ in layout }
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["featured"])
    snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot, completion: nil)
  }

  @Test func zeroColumnsStop() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        Self.apply(.grid(columns: .count(0), itemHeight: .fixed(10)), in: HeadlessCollection(arrangement: .init()))
      }
    }
  }

  @Test func aWidthFractionOverOneStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        Self.apply(
          .carousel(itemWidth: .fractionalWidth(1.5), itemHeight: .fixed(10)),
          in: HeadlessCollection(arrangement: .init()))
      }
    }
  }

  @Test func aNegativeSpacingStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        Self.apply(
          .waterfall(columns: 2, itemHeight: .fixed(10), lineSpacing: -1), in: HeadlessCollection(arrangement: .init()))
      }
    }
  }

  @Test func aCarouselInAListStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        Self.apply(.carousel(itemWidth: .absolute(80), itemHeight: .fixed(10)), in: HeadlessList())
      }
    }
  }

  @Test func theMessagesNameTheSectionAndTheValue() {
    let messages = [
      Self.message(.grid(columns: .count(0), itemHeight: .fixed(10))),
      Self.message(.carousel(itemWidth: .fractionalWidth(0), itemHeight: .fixed(10))),
      Self.message(.list(spacing: -2)),
    ]
    #expect(
      messages[0] == "HeadlessCollection: the grid layout of section 0 (featured) needs at least one column, not 0")
    #expect(
      messages[1]
        == "HeadlessCollection: the carousel layout of section 0 (featured) needs a width fraction more than 0 and at most 1, not 0.0"
    )
    #expect(
      messages[2]
        == "HeadlessCollection: the list layout of section 0 (featured) needs a line spacing that is finite and not negative, not -2.0"
    )
  }

  @Test func theWidthMessagesNameTheValue() {
    #expect(
      Self.message(.grid(columns: .minimumWidth(0), itemHeight: .fixed(10)))
        == "HeadlessCollection: the grid layout of section 0 (featured) needs a column width that is finite and more than 0, not 0.0"
    )
    #expect(
      Self.message(.carousel(itemWidth: .absolute(-1), itemHeight: .fixed(10)))
        == "HeadlessCollection: the carousel layout of section 0 (featured) needs an item width that is finite and more than 0, not -1.0"
    )
  }

  @Test func scrollingAGridSidewaysStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let store = HeadlessCollection(arrangement: .init())
        Self.apply(.grid(columns: .count(2), itemHeight: .fixed(10)), in: store)
        store.setHorizontalOffset(10, inSection: 0)
      }
    }
  }

  @Test func theOffsetOfASectionOutOfRangeStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let store = HeadlessCollection(arrangement: .init())
        Self.apply(.carousel(itemWidth: .absolute(80), itemHeight: .fixed(10)), in: store)
        _ = store.horizontalOffset(inSection: 5)
      }
    }
  }

  /// The message `layout` stops with, read without stopping.
  static func message(_ layout: SectionLayout) -> String? {
    layout.problem(section: "section 0 (featured)", in: "HeadlessCollection")
  }
}
