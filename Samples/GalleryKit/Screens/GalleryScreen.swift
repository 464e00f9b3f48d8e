import ReuseKit

/// One screen of the gallery: a container, what it shows, and how it reacts
/// to the keys every screen shares.
@MainActor
protocol GalleryScreen: AnyObject {
  /// The name in the title bar.
  var name: String { get }
  /// What the screen shows, and its own keys.
  var subtitle: String { get }
  /// The status of the screen's container.
  var stats: ContainerStats { get }
  /// The last diff and apply times, when the screen applies batches.
  var timings: String? { get }

  /// Gives the screen's container a new size.
  func resize(width: Int, height: Int)
  /// Scrolls the container by `lines`, down when positive.
  func scroll(by lines: Double)
  /// The `r` key: a random change of the screen's data.
  func randomChange()
  /// A key the gallery does not use itself, for the screen's own keys
  /// (Esc as `"\u{1B}"`); returns whether the screen used it.
  @discardableResult
  func handle(character: Character) -> Bool
  /// Whether the screen shows numbered choices, such as open swipe
  /// actions, so that digits go to ``handle(character:)`` instead of
  /// switching screens.
  var choosesWithDigits: Bool { get }
  /// The `g`, `l` and Tab keys: shows the data as a grid (`true`), a list
  /// (`false`) or the other one (`nil`).
  func showAsGrid(_ grid: Bool?)
  /// Called whenever the screen comes on screen.
  func didAppear()
  /// Lets the container apply size reports in one layout pass.
  func layoutIfNeeded()
  /// The container's viewport as text.
  func render() -> [String]
  /// Whether no load is on its way back, so that the frame shows its end.
  var isSettled: Bool { get }
  /// Called when the gallery quits, to save what a relaunch restores.
  func willQuit()
  /// Cancels the loads under way, so that none is left waiting.
  func stopLoading()
}

extension GalleryScreen {
  var timings: String? { nil }
  func showAsGrid(_ grid: Bool?) {}
  func handle(character: Character) -> Bool { false }
  var choosesWithDigits: Bool { false }
  func didAppear() {}
  var isSettled: Bool { true }
  func willQuit() {}
  func stopLoading() {}
}
