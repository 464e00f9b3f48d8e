// A table in the manner of `UITableView`, whose data source reads `data`,
// sections of strings, and the sections before and after a change.
import ReuseKitDiff

/// A container with a batch-update method; it checks nothing.
final class Table {
  func performBatchUpdates(_ update: BatchUpdate, _ updates: () -> Void) throws { updates() }
}

let old = [DiffSection(model: "Today", items: ["a", "b"]), DiffSection(model: "Later", items: ["c"])]
let new = [DiffSection(model: "Today", items: ["a"]), DiffSection(model: "Later", items: ["b", "c"])]
var data = old
let list = Table()
