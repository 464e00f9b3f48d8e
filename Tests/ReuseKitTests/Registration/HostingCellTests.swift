import ReuseKit
import ReuseKitTestSupport
import Testing

@MainActor
@Suite struct HostingCellTests {
  @Test func wrappersForwardToTheSameViewType() {
    let list = HostingCell<LabelView>()
    let grid = HostingCell<LabelView>()
    let header = HostingCell<LabelView>()
    let standalone = LabelView()
    for cell in [list, grid] as [any ReusableCell] { #expect(cell.reuseIdentifier == ReuseIdentifier(LabelView.self)) }
    list.configure(with: "abcdefghij")
    grid.configure(with: "abcdefghij")
    header.configure(with: "abcdefghij")
    standalone.configure(with: "abcdefghij")
    #expect(list.preferredHeight(forWidth: 50) == 40)
    #expect(grid.preferredHeight(forWidth: 100) == 20)
    #expect(header.preferredHeight(forWidth: 50) == standalone.preferredHeight(forWidth: 50))
    list.prepareForReuse()
    #expect(list.view.prepareCount == 1)
    #expect(list.viewModel == nil)
    #expect(grid.viewModel == "abcdefghij")
  }

  @Test func defaultSizingHookAsksForNothing() {
    final class Plain: ConfigurableView {
      init() {}
      func configure(with viewModel: Int) {}
    }
    let cell = HostingCell<Plain>()
    #expect(cell.preferredHeight(forWidth: 100) == nil)
    cell.prepareForReuse()  // the default does nothing, and must not trap
  }
}
