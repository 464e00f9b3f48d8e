import ReuseKit
import ReuseKitTestSupport

extension ApplyBenchmark {
  /// `page-append-10k`: a page of `page` items, five of which the list holds
  /// already, merged into the bottom of a `count`-item list and applied,
  /// end to end: what ``DiffableDataSource/Paging`` does on the main actor
  /// with a loaded page (the copy of the snapshot, the merge that drops the
  /// duplicates, the apply). The floor is append-10k's: hashing the whole
  /// list before and after.
  static func measurePageAppend(count: Int, page size: Int) {
    var generator = SeededGenerator(seed: 0x9A6E_10C0)
    let source = (0..<count).map { _ in generator.uuid() }
    let page = Array(source.suffix(5)) + (0..<(size - 5)).map { _ in generator.uuid() }
    let target = source + page.dropFirst(5)
    let sourceSnapshot = snapshot(source)
    var times: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<25 {
      let (list, dataSource) = makeList()
      dataSource.apply(sourceSnapshot, completion: nil)
      list.viewport.offset = Double(count - 20) * 44
      var dropped = 0
      let elapsed = clock.measure {
        var snapshot = dataSource.snapshot()
        dropped = snapshot.mergeItems(page, intoSection: 0, at: .bottom).droppedItems.count
        dataSource.apply(snapshot, completion: nil)
      }
      precondition(dataSource.reloadCount == 0 && !dataSource.isApplying, "the page was not applied at once")
      precondition(dropped == 5, "the duplicates were not dropped")
      precondition(list.numberOfItems(inSection: 0) == target.count, "the page did not land")
      if run > 0 { times.append(Measure.milliseconds(elapsed)) }
    }
    report("page-append-10k", count: count, times: times, floor: hashFloor(source, target, runs: 25))
  }
}
