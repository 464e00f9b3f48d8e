/// The changes between two flat collections, as the fewest batch updates
/// that are each safe to apply at once, all in section 0.
///
/// Usually that is one batch. Items whose content changed and items that move
/// need two under ``UpdateStyle/reload``, because UIKit places a reload's new
/// cell as if nothing moved: the reloads go first, at their old positions.
/// Under ``UpdateStyle/reconfigure`` the reconfigures go last, at their final
/// positions.
///
/// <!-- compile: prelude message-store -->
/// ```swift
/// let changes = StagedChangeset(source: oldMessages, target: newMessages)
/// for index in changes.stages.indices {
///   try list.performBatchUpdates(changes.stages[index]) {
///     messages = changes.data(afterStage: index)
///   }
/// }
/// ```
public struct StagedChangeset<Element: Diffable> {
  /// The batch updates, in the order to apply them.
  public let stages: [BatchUpdate]
  /// The difference the stages express.
  package let difference: Difference<Element.DiffIdentifier>

  /// Diffs `source` against `target` and stages the result.
  ///
  /// - Parameters:
  ///   - source: The elements the container shows before the update.
  ///   - target: The elements it shows after the last stage.
  ///   - updateStyle: Whether elements whose content changed are reloaded or
  ///     reconfigured in place.
  ///   - identities: Whether identities may repeat (the default) or are
  ///     known to be unique, which lets the diff skip hashing the untouched
  ///     ends.
  /// - Complexity: O(n + m) expected, plus O(k log k) for the k matched
  ///   elements that are out of order, and about 16 bytes of scratch memory per
  ///   source element and 4 per target element.
  @inlinable
  public init<C: Collection>(
    source: C, target: C, updateStyle: UpdateStyle = .reload, identities: IdentityGuarantee = .mayRepeat
  ) where C.Element == Element {
    let sourceArray = source as? [Element] ?? Array(source)
    let targetArray = target as? [Element] ?? Array(target)
    let difference = Difference(from: sourceArray, to: targetArray, identities: identities)
    self.init(source: sourceArray, target: targetArray, difference: difference, updateStyle: updateStyle)
  }

  @usableFromInline
  init(source: [Element], target: [Element], difference: Difference<Element.DiffIdentifier>, updateStyle: UpdateStyle) {
    self.source = source
    self.target = target
    self.difference = difference
    self.updateStyle = updateStyle
    var structure = BatchUpdate(
      deletedItems: Self.paths(difference.deletions),
      insertedItems: Self.paths(difference.insertions),
      movedItems: difference.moves.map {
        Move(from: ItemPath(item: $0.source, section: 0), to: ItemPath(item: $0.destination, section: 0))
      })
    var stages: [BatchUpdate] = []
    var updatesFirst = false
    var updatesLast = false
    if !difference.updates.isEmpty {
      switch updateStyle {
      case .reload:
        let reloads = difference.updates.map { ItemPath(item: $0.source, section: 0) }
        if structure.movedItems.isEmpty {
          structure.reloadedItems = reloads
        } else {
          stages.append(BatchUpdate(reloadedItems: reloads))
          updatesFirst = true
        }
      case .reconfigure:
        updatesLast = true
      }
    }
    if !structure.isEmpty { stages.append(structure) }
    if updatesLast {
      stages.append(BatchUpdate(reconfiguredItems: difference.updates.map { ItemPath(item: $0.target, section: 0) }))
    }
    self.stages = stages
    self.updatesFirst = updatesFirst
    self.updatesLast = updatesLast && !structure.isEmpty
  }

  /// `items` as paths in section 0, written in one tight loop.
  @inlinable
  static func paths(_ items: [Int]) -> [ItemPath] {
    // An empty literal when empty: `init(unsafeUninitializedCapacity: 0)`
    // writes into the standard library's shared empty storage.
    guard !items.isEmpty else { return [] }
    return items.withUnsafeBufferPointer { items in
      [ItemPath](unsafeUninitializedCapacity: items.count) { paths, initialized in
        for index in items.indices { paths[index] = ItemPath(item: items[index], section: 0) }
        initialized = items.count
      }
    }
  }

  /// The data the container shows once stage `index` is applied.
  ///
  /// - Precondition: `index` is a stage of ``stages``; otherwise this stops
  ///   with a message naming the call, the index and the stage count.
  ///
  /// - Complexity: O(1) for the last stage; O(n) for an earlier one.
  public func data(afterStage index: Int) -> [Element] {
    guard stages.indices.contains(index) else {
      fatalError(
        "\(Self.self).data(afterStage:): stage \(index) is out of range: there "
          + (stages.count == 1 ? "is 1 stage" : "are \(stages.count) stages"))
    }
    if index == 0 && updatesFirst {
      var result = source
      for update in difference.updates { result[update.source] = target[update.target] }
      return result
    }
    if index == stages.count - 2 && updatesLast {
      var result = target
      for update in difference.updates { result[update.target] = source[update.source] }
      return result
    }
    return target
  }

  @usableFromInline let source: [Element]
  @usableFromInline let target: [Element]
  @usableFromInline let updateStyle: UpdateStyle
  @usableFromInline let updatesFirst: Bool
  @usableFromInline let updatesLast: Bool
}
