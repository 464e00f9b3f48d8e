extension SectionSnapshot {
  // MARK: - Internal

  /// Stops, naming what disagrees, when the identity index, the rings of
  /// children and the parents they name, the levels or the free slots are
  /// out of step. Every mutator calls it last.
  ///
  /// The body is compiled only under `REUSEKIT_INTERNAL_CHECKS` (see
  /// CONTRIBUTING.md). Snapshots of up to 1,000 slots are checked in full;
  /// larger ones get the counts and a sample of 16 slots, so that a loop of
  /// mutations on a large snapshot stays linear.
  ///
  /// - Complexity: O(n) for n slots up to 1,000; O(1) expected beyond, plus
  ///   the siblings of the sampled slots.
  @inlinable @inline(__always)
  func checkInvariants() {
    #if REUSEKIT_INTERNAL_CHECKS
      checkInvariantsNow()
    #endif
  }

  #if REUSEKIT_INTERNAL_CHECKS
    /// The body of ``checkInvariants()``, unless a test paused the checks
    /// (``InternalChecks/paused``).
    @usableFromInline
    func checkInvariantsNow() {
      guard !InternalChecks.paused else { return }
      if nodes.count <= 1_000 {
        checkAllInvariants()
      } else {
        checkCounts()
        let step = nodes.count / 16
        for slot in stride(from: (slots.count &* 7_919) % step, to: nodes.count, by: step) { checkSlot(slot) }
      }
    }
  #endif
}

#if REUSEKIT_INTERNAL_CHECKS
  extension SectionSnapshot {
    // MARK: - Internal

    /// Checks every slot, and walks the forest from the roots: each item is
    /// reached once, from the parent it names, one level below it, and the
    /// walk reaches every item, so the forest has no cycle and loses nothing.
    ///
    /// - Complexity: O(n) for n slots.
    func checkAllInvariants() {
      checkCounts()
      let used = slots.buckets.filter { $0 != 0 }
      guard used.count == slots.count, slots.count * 4 <= slots.buckets.count * 3 else {
        fatalError("SectionSnapshot: \(used.count) of \(slots.buckets.count) buckets hold \(slots.count) items")
      }
      for bucket in used {
        let slot = Int(bucket & 0xFFFF_FFFF) - 1
        guard slot < nodes.count, HashBuckets.tag(nodes[slot].item.diffIdentifier.hashValue) == bucket >> 32 else {
          fatalError("SectionSnapshot: the index names slot \(slot) of \(nodes.count) for another item's hash")
        }
      }
      var reached = [Bool](repeating: false, count: nodes.count)
      var pending = listedChildren(of: Self.noParent).map { (slot: $0, parent: Self.noParent) }
      var count = 0
      while let (slot, parent) = pending.popLast() {
        let id = nodes[slot].item.diffIdentifier
        guard !reached[slot], self.slot(ofID: id) == slot else {
          fatalError("SectionSnapshot: item \(id) in slot \(slot) is reached twice, or from a free slot")
        }
        reached[slot] = true
        count += 1
        checkParent(slot, parent)
        pending.append(contentsOf: listedChildren(of: slot).map { ($0, slot) })
      }
      guard count == slots.count else {
        fatalError("SectionSnapshot: a walk from the roots reaches \(count) of \(slots.count) items")
      }
      guard Set(freeSlots).count == freeSlots.count, !freeSlots.contains(where: { reached[$0] }) else {
        fatalError("SectionSnapshot: the free slots \(freeSlots) repeat, or hold an item")
      }
    }

    // MARK: - Private

    /// The children of `parent` as its ring lists them, from the one after
    /// its last child round to the last, but no more than one more than
    /// there are slots: a ring that does not lead back to the last child
    /// repeats slots, which the walk finds. Stops when the ring reaches a
    /// slot out of range.
    private func listedChildren(of parent: Int) -> [Int] {
      let last = lastChild(of: parent)
      var children: [Int] = []
      var slot = last
      while slot >= 0, children.count <= nodes.count {
        guard slot < nodes.count, nextSibling(of: slot) >= 0 else {
          let owner = parent == Self.noParent ? "the roots" : "item \(nodes[parent].item.diffIdentifier)"
          fatalError("SectionSnapshot: the ring of children of \(owner) reaches slot \(slot) of \(nodes.count)")
        }
        slot = nextSibling(of: slot)
        children.append(slot)
        if slot == last { break }
      }
      return children
    }

    private func checkCounts() {
      guard slots.count + freeSlots.count == nodes.count, expansion.count == nodes.count else {
        fatalError(
          "SectionSnapshot: \(slots.count) items and \(freeSlots.count) free slots for \(nodes.count) slots, "
            + "\(expansion.count) expansion flags")
      }
    }

    /// Checks that a slot holds the item its index says, unless it is free.
    private func checkIndex(_ slot: Int) {
      let id = nodes[slot].item.diffIdentifier
      guard self.slot(ofID: id) == slot || freeSlots.contains(slot) else {
        fatalError(
          "SectionSnapshot: item \(id) is in slot \(slot), its index says \(String(describing: self.slot(ofID: id)))")
      }
    }

    /// Checks a sampled slot: its index, and its link to its parent.
    private func checkSlot(_ slot: Int) {
      checkIndex(slot)
      guard self.slot(ofID: nodes[slot].item.diffIdentifier) == slot else { return }
      let parent = parentSlot(of: slot)
      guard parent >= Self.noParent, parent < nodes.count else {
        fatalError(
          "SectionSnapshot: item \(nodes[slot].item.diffIdentifier) names parent slot \(parent) of \(nodes.count)")
      }
      guard listedChildren(of: parent).contains(slot) else {
        fatalError("SectionSnapshot: item \(nodes[slot].item.diffIdentifier) is not among its parent's children")
      }
      checkParent(slot, parent)
    }

    /// Checks that `slot` names `parent` and is one level below it.
    private func checkParent(_ slot: Int, _ parent: Int) {
      let node = nodes[slot]
      let level = parent == Self.noParent ? 0 : Int(nodes[parent].level) + 1
      guard node.parent == parent, node.level == level else {
        fatalError(
          "SectionSnapshot: item \(node.item.diffIdentifier) names parent slot \(node.parent) at level \(node.level), "
            + "but is a child of slot \(parent) at level \(level)")
      }
    }
  }
#endif
