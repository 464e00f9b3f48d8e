extension Snapshot {
  // MARK: - Internal

  /// Stops, naming what disagrees, when the identifier indexes or the marks
  /// are out of step with `sections`. Every mutator calls it last.
  ///
  /// The body is compiled only under `REUSEKIT_INTERNAL_CHECKS`, which the
  /// test suite and the fuzz targets set and a user's build never does (see
  /// CONTRIBUTING.md); otherwise the call costs nothing.
  ///
  /// Snapshots of up to 1,000 sections and items are checked in full; larger
  /// ones get a sample, so that a loop of mutations on a large snapshot
  /// stays linear: the counts, 16 sections spread over the snapshot, in each
  /// 16 items spread over it and its last, and 16 marks of each kind.
  ///
  /// - Complexity: O(n) for n sections, items and marks up to 1,000; O(1)
  ///   beyond, plus O(s) for s sections up to 1,000.
  @inlinable @inline(__always)
  func checkInvariants() {
    #if REUSEKIT_INTERNAL_CHECKS
      checkInvariantsNow()
    #endif
  }
}

/// A switch for the tests that count work, such as hashes: the checks of
/// `REUSEKIT_INTERNAL_CHECKS` do work of their own, so such a test pauses
/// them while it counts and runs them itself afterwards.
package enum InternalChecks {
  /// Whether the invariant checks of snapshots and section snapshots are
  /// skipped in the current task.
  @TaskLocal package static var paused = false
}

#if REUSEKIT_INTERNAL_CHECKS
  extension Snapshot {
    // MARK: - Internal

    /// The body of ``checkInvariants()``: in full or sampled, unless a
    /// test paused the checks (``InternalChecks/paused``).
    @usableFromInline
    func checkInvariantsNow() {
      guard !InternalChecks.paused else { return }
      if sections.count + numberOfItems <= Self.fullCheckLimit {
        checkAllInvariants()
      } else {
        checkSampledInvariants()
      }
    }

    /// Checks every section, item and mark: each index maps exactly the
    /// identifiers of `sections` to where they are, so no identity repeats,
    /// and every mark names an identifier of the snapshot.
    ///
    /// - Complexity: O(n) for n sections, items and marks.
    func checkAllInvariants() {
      checkSectionIndexCount()
      checkItemIndexCount()
      itemIndex.checkParts()
      itemIndex.checkTables()
      checkUnindexedSection(distinct: true)
      for section in sections.indices { checkPositions(inSection: section, items: sections[section].items.indices) }
      checkMarks(upTo: .max)
    }

    // MARK: - Private

    /// How many sections and items a snapshot may hold and still be checked
    /// in full after every mutation.
    private static var fullCheckLimit: Int { 1_000 }

    /// How many sections, items per section and marks a sampled check visits.
    private static var sampleSize: Int { 16 }

    /// The counts, then a sample of sections, items and marks; see ``checkInvariants()``.
    private func checkSampledInvariants() {
      checkSectionIndexCount()
      if sections.count <= Self.fullCheckLimit { checkItemIndexCount() }
      itemIndex.checkParts()
      checkUnindexedSection(distinct: false)
      // The sample moves as the snapshot changes, so that a long run of
      // mutations visits different positions.
      let seed = UInt(sections.count) &* 7_919 &+ UInt(itemIndex.count) &+ UInt(reloadedItems.count)
      for section in Self.spread(sections.count, seed: seed) {
        let items = sections[section].items
        checkPositions(inSection: section, items: Self.spread(items.count, seed: seed))
        if let last = items.indices.last { checkPositions(inSection: section, items: [last]) }
      }
      checkMarks(upTo: Self.sampleSize)
    }

    /// Positions in `0..<count`: all of them up to the sample size, otherwise
    /// between one and two sample sizes of them, evenly spaced from an offset
    /// chosen by `seed`.
    private static func spread(_ count: Int, seed: UInt) -> StrideTo<Int> {
      let step = Swift.max(1, count / sampleSize)
      return stride(from: Int(seed % UInt(step)), to: count, by: step)
    }

    private func checkSectionIndexCount() {
      guard sectionIndex.count == sections.count else {
        fatalError("Snapshot: the section index holds \(sectionIndex.count) entries for \(sections.count) sections")
      }
    }

    private func checkItemIndexCount() {
      let itemCount = sections.indices.reduce(0) { $0 + ($1 == unindexedSection ? 0 : sections[$1].items.count) }
      guard itemIndex.count == itemCount else {
        fatalError("Snapshot: the item index holds \(itemIndex.count) entries for \(itemCount) items")
      }
    }

    /// Checks that a section left out of the index is a section, that
    /// nothing is marked meanwhile, and, when `distinct`, that no item of it
    /// repeats; ``checkPositions(inSection:items:)`` checks that the index
    /// holds none of its items.
    private func checkUnindexedSection(distinct: Bool) {
      guard let section = unindexedSection else { return }
      guard sections.indices.contains(section) else {
        fatalError("Snapshot: section \(section), left out of the index, is not among \(sections.count) sections")
      }
      guard reloadedItems.isEmpty && reconfiguredItems.isEmpty else {
        fatalError("Snapshot: items are marked while section \(section) is left out of the index")
      }
      let identities = sections[section].items.map(\.diffIdentifier)
      if distinct, let repeated = repeatedIdentifiers(identities).first {
        fatalError("Snapshot: item \(repeated) repeats in section \(section), left out of the index")
      }
    }

    /// Checks that both indexes place section `section` and its `items` where they are.
    private func checkPositions(inSection section: Int, items: some Sequence<Int>) {
      let model = sections[section].model.diffIdentifier
      guard sectionIndex[model] == section else {
        fatalError("Snapshot: section \(model) is at \(section), its index says \(Self.text(sectionIndex[model]))")
      }
      for item in items {
        let identifier = sections[section].items[item].diffIdentifier
        let path = ItemPath(item: item, section: section)
        if section == unindexedSection {
          guard let other = itemIndex[identifier] else { continue }
          fatalError("Snapshot: item \(identifier) is at \(path), left out of the index, and at \(other) too")
        }
        guard itemIndex[identifier] == path else {
          fatalError("Snapshot: item \(identifier) is at \(path), its index says \(Self.text(itemIndex[identifier]))")
        }
      }
    }

    /// `entry` as a message shows it.
    private static func text(_ entry: (some CustomStringConvertible)?) -> String { entry?.description ?? "nothing" }

    /// Checks that up to `limit` marks of each kind name identifiers of the snapshot.
    private func checkMarks(upTo limit: Int) {
      for (name, marks) in [("reload", reloadedItems), ("reconfigure", reconfiguredItems)] {
        if let stray = marks.prefix(limit).first(where: { indexedPath(of: $0) == nil }) {
          fatalError("Snapshot: item \(stray) is marked for \(name) but is not in the snapshot")
        }
      }
      if let stray = reloadedSections.prefix(limit).first(where: { sectionIndex[$0] == nil }) {
        fatalError("Snapshot: section \(stray) is marked for reload but is not in the snapshot")
      }
    }
  }
#endif

extension ItemIndex {
  // MARK: - Internal

  /// Stops when an identity is in both parts: the check of
  /// `REUSEKIT_INTERNAL_CHECKS`, on every recent entry.
  ///
  /// - Complexity: O(r) for the r recent entries.
  func checkParts() {
    #if REUSEKIT_INTERNAL_CHECKS
      for entry in recent.entries {
        guard let other = base.entry(of: entry.id, hash: entry.id.hashValue) else { continue }
        fatalError(
          "Snapshot: item \(entry.id) is in the item index twice, at \(entry.value.path) and at \(base.entries[other].value.path)"
        )
      }
    #endif
  }

  /// Stops unless both parts are sound tables (``IdentityHashTable/checkTable()``):
  /// the full check of `REUSEKIT_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(b) for the b buckets of both parts.
  func checkTables() {
    #if REUSEKIT_INTERNAL_CHECKS
      base.checkTable()
      recent.checkTable()
    #endif
  }
}
