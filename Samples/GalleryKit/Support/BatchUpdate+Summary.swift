import ReuseKit

extension BatchUpdate {
  /// The counts of each kind of change, as the log pane shows them.
  var summary: String {
    var parts = [
      "del \(deletedItems.count)", "ins \(insertedItems.count)", "mov \(movedItems.count)",
      "reload \(reloadedItems.count)", "reconf \(reconfiguredItems.count)",
    ]
    let sectionChanges = deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
    if sectionChanges > 0 { parts.append("sections \(sectionChanges)") }
    return parts.joined(separator: "  ")
  }
}
