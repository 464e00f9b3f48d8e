import ReuseKit
import Testing

/// The pin a region gives a container laid out again at another width: a
/// UIKit adapter holds it through a rotation as a headless container holds
/// its own.
@Suite struct VisibleRegionReflowTests {
  private static func region(offset: Double, anchor: ItemPath?, fraction: Double) -> VisibleRegion {
    VisibleRegion(
      viewport: Viewport(width: 320, height: 400, offset: offset), contentHeight: 1_000, anchor: anchor,
      fractionOfHeight: fraction)
  }

  @Test func theAnchorKeepsTheShareOfItsHeightAboveTheTop() {
    let pin = Self.region(offset: 250, anchor: ItemPath(item: 5, section: 0), fraction: 0.4)
      .reflowPin(sticksToBottom: false)
    #expect(pin == .itemShare(ItemPath(item: 5, section: 0), share: 0.4))
  }

  @Test func aViewThatSticksToTheBottomAndShowsTheEndKeepsTheEnd() {
    let atEnd = Self.region(offset: 600, anchor: ItemPath(item: 9, section: 0), fraction: 0.5)
    #expect(atEnd.reflowPin(sticksToBottom: true) == .bottom)
    #expect(atEnd.reflowPin(sticksToBottom: false) == .itemShare(ItemPath(item: 9, section: 0), share: 0.5))
    let above = Self.region(offset: 300, anchor: ItemPath(item: 6, section: 0), fraction: 0)
    #expect(above.reflowPin(sticksToBottom: true) == .itemShare(ItemPath(item: 6, section: 0), share: 0))
  }

  @Test func withoutAnAnchorTheOffsetIsKept() {
    #expect(Self.region(offset: 120, anchor: nil, fraction: 0).reflowPin(sticksToBottom: false) == .offset(120))
  }
}
