extension LayoutUpdate {
  // MARK: - Lifecycle

  /// The layout effect of a validated batch update: items keep their heights
  /// when they survive without a reload.
  ///
  /// - Complexity: O(n · k) for n items before the update and the k
  ///   operations of each section.
  init(_ mapping: BatchUpdateMapping, countsBefore: [Int], countsAfter: [Int]) {
    var sections = countsAfter.map { Section(source: nil, items: Array(repeating: .new, count: $0)) }
    for (section, count) in countsBefore.enumerated() {
      if let destination = mapping.finalSection(ofSection: section) { sections[destination].source = section }
      for item in 0..<count {
        let path = ItemPath(item: item, section: section)
        guard !mapping.isReloaded(path), let destination = mapping.finalPath(of: path) else { continue }
        sections[destination.section].items[destination.item] = .old(path)
      }
    }
    self.init(sections: sections)
  }
}
