extension LayoutEngine {
  // MARK: - Internal

  /// Sets the height of the header (`footer == false`) or footer of
  /// `section`, and whether it counts as measured: from the section's view,
  /// or from its having none.
  ///
  /// - Complexity: O(log n).
  mutating func setSupplementaryHeight(_ height: Double, inSection section: Int, footer: Bool, measured: Bool) {
    checkSectionExists(section)
    let height = Self.checked(height)
    if footer {
      tree.add(height - footerHeights[section], at: slotStarts[section + 1] - 1)
      footerHeights[section] = height
      footerMeasured[section] = measured
    } else {
      tree.add(height - headerHeights[section], at: slotStarts[section])
      headerHeights[section] = height
      headerMeasured[section] = measured
    }
    checkInvariants()
  }

  /// Whether the header (`footer == false`) or footer of `section` has its
  /// height from its view at the current width.
  ///
  /// - Complexity: O(1).
  func isSupplementaryMeasured(inSection section: Int, footer: Bool) -> Bool {
    checkSectionExists(section)
    return footer ? footerMeasured[section] : headerMeasured[section]
  }

  /// Marks every header and footer to be measured again, keeping their
  /// heights until then: after a change of width or text size.
  ///
  /// - Complexity: O(s).
  mutating func invalidateSupplementaryHeights() {
    headerMeasured.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
    footerMeasured.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
  }

  /// Marks the header (`footer == false`) or footer of `section` to be
  /// measured again: its content changed.
  ///
  /// - Complexity: O(1).
  mutating func invalidateSupplementaryHeight(inSection section: Int, footer: Bool) {
    checkSectionExists(section)
    if footer { footerMeasured[section] = false } else { headerMeasured[section] = false }
  }

  /// The headers and footers that meet `viewport`, in order. A header or
  /// footer not measured yet counts when its top lies in the viewport even
  /// if it has no height, so that it gets a view that can size it; its top
  /// on the viewport's bottom edge counts too, so that a footer of no height
  /// at the end of the content, shown at the end, is measured.
  ///
  /// - Complexity: O(log n + log s + v) for the v slots in the viewport.
  func visibleSupplementaries(in viewport: Viewport) -> [(section: Int, footer: Bool)] {
    var result: [(section: Int, footer: Bool)] = []
    let top = viewport.offset - rules.insets.top
    let bottom = top + viewport.height
    let slotCount = tree.count
    var slot = tree.count(endingAtOrBefore: top)
    // An unmeasured header of no height that ends exactly at the top.
    while slot > 0, tree.prefixSum(slot) >= top, slotExtent(slot - 1) == 0 { slot -= 1 }
    guard slot < slotCount else { return result }
    var section = section(containingSlot: slot)
    var y = tree.prefixSum(slot)
    while slot < slotCount, y <= bottom {
      while slot >= slotStarts[section + 1] { section += 1 }
      let local = slot - slotStarts[section]
      let isHeader = local == 0
      let isFooter = slot == slotStarts[section + 1] - 1
      let extent = slotExtent(slot)
      if isHeader || isFooter {
        let measured = isHeader ? headerMeasured[section] : footerMeasured[section]
        // The section's insets lie below its header and above its footer.
        let height = isHeader ? headerHeights[section] : footerHeights[section]
        let minY = isHeader ? y : y + extent - height
        let meets = height > 0 ? (minY < bottom && minY + height > top) : (!measured && minY >= top && minY <= bottom)
        if meets { result.append((section, !isHeader)) }
      }
      y += extent
      slot += 1
    }
    return result
  }

  // MARK: - Private

  /// The extent of `slot`: a header, a footer, or a row with the spacing above it.
  private func slotExtent(_ slot: Int) -> Double {
    tree.prefixSum(slot + 1) - tree.prefixSum(slot)
  }
}
