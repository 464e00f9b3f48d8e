/// Sections with layouts of their own: carousels that scroll sideways, and
/// the layout each section of the content takes.
extension HeadlessContainer {
  // MARK: - Public

  /// How far the carousel in `section` is scrolled sideways: 0 when it
  /// shows its first item at its leading inset. A carousel keeps its offset,
  /// by its section's identity, through applies that move or change it,
  /// reloads, and applies while the container is hidden.
  ///
  /// - Precondition: `section` is a section of the container; otherwise
  ///   this stops with a message that names it and the counts.
  /// - Complexity: O(1).
  public func horizontalOffset(inSection section: Int) -> Double {
    checkSection(section, call: "horizontalOffset(inSection:)")
    return layout.horizontalOffset(inSection: section)
  }

  /// Scrolls the carousel in `section` sideways to `offset`, kept within the
  /// carousel and, when it pages, at an item's leading edge. The items that
  /// come into view get cells and are measured; the reading position stays.
  ///
  /// Called during the container's own pass, the scroll waits for its end.
  ///
  /// - Precondition: `section` is a section of the container laid out as a
  ///   carousel; otherwise this stops with a message that names it.
  /// - Complexity: O(log n + v) for the v visible items, as a vertical scroll.
  public func setHorizontalOffset(_ offset: Double, inSection section: Int) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.setHorizontalOffset(offset, inSection: section) })
    }
    checkSection(section, call: "setHorizontalOffset(_:inSection:)")
    guard layout.engine.geometries[section].kind == .carousel else {
      fatalError(
        "\(Self.name).setHorizontalOffset(_:inSection:): \(describeSection(section, in: content)) has a "
          + "\(layout.sectionLayouts[section].kindName) layout, not a carousel")
    }
    inPass(.measuring) {
      let pin = layout.pin(for: shownViewport, sticksToBottom: sticksToBottom)
      layout.setHorizontalOffset(offset, inSection: section)
      refreshViewport(pinnedTo: pin)
    }
  }

  // MARK: - Internal

  /// The horizontal offsets of the scrolled sections, by identity.
  ///
  /// - Complexity: O(s).
  func horizontalOffsetsByIdentity() -> [AnyHashable: Double] {
    var offsets: [AnyHashable: Double] = [:]
    for section in 0..<layout.numberOfSections {
      let offset = layout.horizontalOffset(inSection: section)
      if offset != 0, let identity = content.sectionIdentity(inSection: section) { offsets[identity] = offset }
    }
    return offsets
  }

  /// Scrolls each section of the content whose identity `offsets` names
  /// back to its offset.
  ///
  /// - Complexity: O(s).
  func restoreHorizontalOffsets(_ offsets: [AnyHashable: Double]) {
    guard !offsets.isEmpty else { return }
    for section in 0..<layout.numberOfSections {
      if let identity = content.sectionIdentity(inSection: section), let offset = offsets[identity] {
        layout.setHorizontalOffset(offset, inSection: section)
      }
    }
  }

  /// "section 2 (featured)": the index, and the identity when known.
  func describeSection(_ section: Int, in content: ContainerContent) -> String { content.describeSection(section) }

  // MARK: - Private

  private func checkSection(_ section: Int, call: String) {
    guard !(0..<numberOfSections).contains(section) else { return }
    fatalError(
      "\(Self.name).\(call): section \(section) is out of range: "
        + ContainerContent.describe(content.sectionCounts, at: ItemPath(item: 0, section: section)))
  }
}
