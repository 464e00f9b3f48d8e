extension FlowLayout {
  // MARK: - Package

  /// The layout of each section.
  ///
  /// - Complexity: O(1).
  package var sectionLayouts: [SectionLayout] { engine.sectionLayouts }

  /// The width the item at `path` is measured at: its section's item width.
  ///
  /// - Complexity: O(1).
  package func itemWidth(of path: ItemPath) -> Double {
    engine.checkItemExists(path)
    return engine.geometries[path.section].metrics.itemWidth
  }

  /// Whether the items of `section` size themselves.
  ///
  /// - Complexity: O(1).
  package func isSelfSizing(section: Int) -> Bool {
    engine.checkSectionExists(section)
    return engine.geometries[section].itemHeight.isSelfSizing
  }

  /// How far the carousel `section` is scrolled sideways; 0 for a section
  /// that is not a carousel.
  ///
  /// - Complexity: O(1).
  package func horizontalOffset(inSection section: Int) -> Double {
    engine.checkSectionExists(section)
    return engine.horizontalOffsets[section]
  }

  /// Scrolls the carousel `section` sideways to `offset`, kept within the
  /// carousel and, when it pages, at an item's leading edge; returns the
  /// offset it rests at. Nothing moves vertically.
  ///
  /// - Complexity: O(1).
  @discardableResult
  package mutating func setHorizontalOffset(_ offset: Double, inSection section: Int) -> Double {
    engine.setHorizontalOffset(offset, inSection: section)
  }
}
