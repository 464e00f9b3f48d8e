import Foundation
import ReuseKit
import ReuseKitTestSupport
import Testing

/// The apply that `Architecture.md` follows from a snapshot item to a
/// configured cell, headless: one item inserted into a visible
/// ``HeadlessList``, diffed on the main actor, with no paging, outline or
/// restore.
///
/// `.ci/apply-path.sh` runs it twice in a build with coverage, with
/// `REUSEKIT_APPLY_PATH` set: `apply` ends the process as the new item's
/// view is configured, and `setup` ends it where the apply would start. Each
/// run writes its coverage profile as it exits; the files whose functions
/// ran more often in the first are the ones the apply went through.
@MainActor
@Suite struct ApplyPathTests {
  @Test func oneInsertedItemReachesAConfiguredCell() {
    let run = ProcessInfo.processInfo.environment["REUSEKIT_APPLY_PATH"]
    let list = HeadlessList(
      viewport: Viewport(width: 320, height: 200), arrangement: ListArrangement(itemHeight: .fixed(44)))
    let dataSource = DiffableDataSource<String, String>(list) { .view(PathEndView.self, $0) }
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["Inbox"])
    snapshot.appendItems((0..<10).map { "message \($0)" })
    dataSource.apply(snapshot, diffing: .mainActor, completion: nil)
    snapshot.insertItems(["new message"], afterItem: "message 1")

    if run == "setup" { exit(0) }
    PathEndView.endsProcess = run == "apply"
    dataSource.apply(snapshot, diffing: .mainActor, completion: nil)
    PathEndView.endsProcess = false

    #expect(list.cell(at: ItemPath(item: 2, section: 0), as: PathEndView.self)?.view.text == "new message")
    // The first apply was a batch too: it inserted the first ten items.
    #expect(dataSource.batchUpdateCount == 2)
  }
}

/// A view that can end the process as it is configured with the inserted item.
@MainActor
private final class PathEndView: ConfigurableView {
  /// Whether configuring the inserted item ends the process.
  static var endsProcess = false
  private(set) var text = ""

  func configure(with viewModel: String) {
    text = viewModel
    if Self.endsProcess, viewModel == "new message" { exit(0) }
  }
}
