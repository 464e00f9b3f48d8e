extension Snapshot {
  // MARK: - Public

  /// Merges a page of items into `section`, at its start (``ContentEdge/top``)
  /// or its end (``ContentEdge/bottom``), by identity, and reports the
  /// identities that were already taken. It never traps: use it for pages
  /// that come from outside, such as a server's.
  ///
  /// <!-- compile: prelude page -->
  /// ```swift
  /// var snapshot = dataSource.snapshot()
  /// let report = snapshot.mergeItems(page, intoSection: "History", at: .top)
  /// if !report.isEmpty { log("dropped \(report.droppedItems.count) duplicates") }
  /// await dataSource.apply(snapshot)
  /// ```
  ///
  /// - A section the snapshot does not hold is added at that edge of the
  ///   snapshot: before the first section, or after the last.
  /// - Of copies that repeat within the page, the first or the last stays,
  ///   as `retention` says.
  /// - An identity the snapshot already holds, in any section, keeps the
  ///   snapshot's item where it is with ``DuplicateRetention/first`` (the
  ///   page's copy is dropped), or with ``DuplicateRetention/last`` takes
  ///   the page's copy where the page puts it: an item that moved between
  ///   pages moves, and is never shown twice.
  ///
  /// - Parameters:
  ///   - items: The page, in order.
  ///   - section: The section the page belongs to.
  ///   - edge: Where in the section the page goes.
  ///   - retention: Which copy of a repeated identity stays.
  /// - Returns: What was dropped or replaced, and how many items were merged.
  /// - Complexity: O(k) expected for k items merged at the bottom; at the
  ///   top, or when items are replaced, O(s) more for the s items of the
  ///   sections they leave or enter.
  @inlinable @discardableResult
  public mutating func mergeItems(
    _ items: [Item], intoSection section: Section, at edge: ContentEdge, keeping retention: DuplicateRetention = .first
  ) -> MergeReport<Item> {
    // Inlined into the caller's module, so the hashing runs specialized.
    // A page appended to a data source's snapshot copies none of its index.
    indexAllItems()
    var report = MergeReport<Item>()
    let kept = Self.keptCopies(of: items, keeping: retention)
    var page: [Item] = []
    page.reserveCapacity(items.count)
    // In the page's order, so the report lists the copies as they came.
    for (index, item) in items.enumerated() {
      guard kept[index] else {
        report.droppedItems.append(item)
        continue
      }
      if let path = itemIndex[item.diffIdentifier] {
        guard retention == .last else {
          report.droppedItems.append(item)
          continue
        }
        report.replacedItems.append(sections[path.section].items[path.item])
      }
      page.append(item)
    }
    deleteItems(report.replacedItems)
    if indexOfSection(section) == nil {
      if edge == .top, let first = sections.first?.model {
        insertSections([section], beforeSection: first)
      } else {
        appendSections([section])
      }
    }
    if edge == .top, let index = indexOfSection(section), let first = sections[index].items.first {
      insertItems(page, beforeItem: first)
    } else {
      // Distinct, and in no section: the checks of appendItems(_:toSection:) hold.
      appendNewItems(page, toSectionAt: existingIndex(of: section))
    }
    report.mergedCount = page.count
    return report
  }

  // MARK: - Internal

  /// Appends `items`, which are distinct and in no section, to the section
  /// at `section`, without the checks of ``appendItems(_:toSection:)``.
  /// Inlined, so that copying a shared section and hashing run specialized.
  ///
  /// - Complexity: O(k) expected for k items; the section's items are
  ///   copied when they are shared.
  @inlinable
  mutating func appendNewItems(_ items: [Item], toSectionAt section: Int) {
    var all = takeItems(ofSectionAt: section)
    let start = all.count
    all.append(contentsOf: items)
    guard itemIndex.insertNew(items.lazy.map { $0.diffIdentifier }, from: start, inSection: section) else {
      newItemsError(items).stop(in: Snapshot.self, call: #function)
    }
    restoreItems(all, ofSectionAt: section)
  }

  /// The items of the section at `section`, which leave it empty until
  /// ``restoreItems(_:ofSectionAt:)``: a caller that grows them copies them
  /// only when another snapshot shares them.
  @usableFromInline
  mutating func takeItems(ofSectionAt section: Int) -> [Item] {
    let items = sections[section].items
    storedSections[section].items = []
    return items
  }

  /// Puts `items` back in the section at `section`, with their index
  /// entries already written, and checks the snapshot.
  @usableFromInline
  mutating func restoreItems(_ items: [Item], ofSectionAt section: Int) {
    storedSections[section].items = items
    checkInvariants()
  }

  /// Whether each of `items` is the copy of its identity that stays: the
  /// first or the last, as `retention` says.
  @inlinable
  static func keptCopies(of items: [Item], keeping retention: DuplicateRetention) -> [Bool] {
    var chosen = [Item.DiffIdentifier: Int](minimumCapacity: items.count)
    for (index, item) in items.enumerated() {
      if retention == .last || chosen[item.diffIdentifier] == nil { chosen[item.diffIdentifier] = index }
    }
    return items.indices.map { chosen[items[$0].diffIdentifier] == $0 }
  }
}
