import ReuseKit
import Testing

/// What an apply's animation says to the containers that can animate.
@Suite struct UpdateAnimationTests {
  @Test func onlyNoneIsNotAnimated() {
    #expect(!UpdateAnimation.none.isAnimated)
    #expect(UpdateAnimation.automatic.isAnimated && UpdateAnimation.fade.isAnimated)
    #expect(UpdateAnimation(insertions: .none, deletions: .none, reloads: .fade).isAnimated)
  }
}
