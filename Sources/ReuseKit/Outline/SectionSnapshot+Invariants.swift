extension SectionSnapshot {
  // MARK: - Internal

  /// Stops, naming what disagrees, when the identity index, the links
  /// between parents and children, the levels or the free slots are out of
  /// step. Every mutator calls it last.
  ///
  /// The body is compiled only under `REUSEKIT_INTERNAL_CHECKS` (see
  /// CONTRIBUTING.md). Snapshots of up to 1,000 slots are checked in full;
  /// larger ones get the counts and a sample of 16 slots, so that a loop of
  /// mutations on a large snapshot stays linear.
  ///
  /// - Complexity: O(n) for n slots up to 1,000; O(1) expected beyond, plus
  ///   the siblings of the sampled slots.
  @inline(__always)
  func checkInvariants() {
    #if REUSEKIT_INTERNAL_CHECKS
      if nodes.count <= 1_000 {
        checkAllInvariants()
      } else {
        checkCounts()
        let step = nodes.count / 16
        for slot in stride(from: (slots.count &* 7_919) % step, to: nodes.count, by: step) { checkSlot(slot) }
      }
    #endif
  }
}

#if REUSEKIT_INTERNAL_CHECKS
  extension SectionSnapshot {
    // MARK: - Internal

    /// Checks every slot, and that a walk from the roots reaches every item
    /// once: the forest has no cycle and no item is lost.
    ///
    /// - Complexity: O(n) for n slots.
    func checkAllInvariants() {
      checkCounts()
      for slot in nodes.indices { checkSlot(slot) }
      let reached = preorder(from: roots, expandedOnly: false).visits
      guard reached == slots.count else {
        fatalError("SectionSnapshot: a walk from the roots reaches \(reached) of \(slots.count) items")
      }
    }

    // MARK: - Private

    private func checkCounts() {
      guard slots.count + freeSlots.count == nodes.count else {
        fatalError(
          "SectionSnapshot: \(slots.count) items and \(freeSlots.count) free slots for \(nodes.count) slots")
      }
    }

    /// Checks that the index, the parent and the level of a used slot agree,
    /// and that its children point back to it.
    private func checkSlot(_ slot: Int) {
      let node = nodes[slot]
      let id = node.item.diffIdentifier
      guard slots[id] == slot else {
        if freeSlots.contains(slot) { return }
        fatalError("SectionSnapshot: item \(id) is in slot \(slot), its index says \(String(describing: slots[id]))")
      }
      let parent = node.parent
      let level = parent == Self.noParent ? 0 : nodes[parent].level + 1
      guard node.level == level, children(of: parent).contains(slot) else {
        fatalError("SectionSnapshot: item \(id) at level \(node.level) is not a child of slot \(parent) at \(level)")
      }
      for child in node.children where nodes[child].parent != slot {
        fatalError("SectionSnapshot: child \(nodes[child].item.diffIdentifier) of \(id) names another parent")
      }
    }
  }
#endif
