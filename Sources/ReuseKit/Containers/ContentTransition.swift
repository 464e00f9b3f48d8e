/// One step from what a container shows to what it shows next: the content
/// before and after, the batch update between them, and where each item
/// goes. A transition exists only once its update has been checked against
/// both contents by UIKit's rules, so a container that commits it never
/// sees a batch UIKit would reject.
///
/// A transition whose update is empty changes what the items show (their
/// states, the headers of ``reconfiguredSections``) and no item's place.
@MainActor
public struct ContentTransition {
  // MARK: - Lifecycle

  /// Checks `batchUpdate` against the counts of `from` and `to` and works
  /// out where each item goes.
  ///
  /// - Parameters:
  ///   - from: What the container shows before.
  ///   - to: What it shows after.
  ///   - batchUpdate: The batch between them.
  ///   - reconfiguredSections: Sections of `to` whose headers and footers
  ///     show new models.
  ///   - wording: Whether messages say "row", as `UITableView`'s do, or "item".
  ///   - containerDescription: The container named in grid count messages.
  /// - Throws: ``BatchUpdateError`` with the message of the first rule the
  ///   update breaks, as UIKit would raise it.
  /// - Complexity: O(k log k + s) for k operations and s sections.
  package init(
    from: ContainerContent, to: ContainerContent, batchUpdate: BatchUpdate, reconfiguredSections: [Int] = [],
    wording: BatchUpdateWording = .list, containerDescription: String = ""
  ) throws(BatchUpdateError) {
    mapping = try BatchUpdateMapping(
      validating: batchUpdate, before: from.sectionCounts, after: to.sectionCounts, wording: wording,
      containerDescription: containerDescription)
    self.from = from
    self.to = to
    self.batchUpdate = batchUpdate
    self.reconfiguredSections = reconfiguredSections
    revealedEdge = nil
  }

  /// A change of state from `from` to `to`, which hold the same counts:
  /// no item changes its place, the items show new states, and the
  /// headers and footers of `reconfiguredSections` are configured again; a
  /// view that appears at `revealedEdge` stays in view when the container
  /// shows that edge. Stops, naming both, when the counts differ.
  package init(
    changingStateFrom from: ContainerContent, to: ContainerContent, reconfiguredSections: [Int] = [],
    revealing revealedEdge: ContentEdge? = nil
  ) {
    guard from.sectionCounts == to.sectionCounts else {
      fatalError(
        "ContentTransition: a change of state keeps the counts, but \(from.sectionCounts) became \(to.sectionCounts)")
    }
    // An empty update between equal counts breaks no rule: nothing to check.
    let counts = to.sectionCounts
    let plan = BatchUpdatePlan(BatchUpdate())
    mapping = BatchUpdateMapping(
      plan: plan, sections: SectionMap(plan: plan, sectionCountBefore: counts.count, sectionCountAfter: counts.count),
      before: counts)
    self.from = from
    self.to = to
    batchUpdate = BatchUpdate()
    self.reconfiguredSections = reconfiguredSections
    self.revealedEdge = revealedEdge
  }

  // MARK: - Public

  /// What the container shows before the transition.
  public let from: ContainerContent
  /// What the container shows after it.
  public let to: ContainerContent
  /// The batch update between them, as the diff produced it.
  public let batchUpdate: BatchUpdate
  /// The sections (indices in ``to``) whose header and footer show new
  /// models, configured again in place; their rows are untouched.
  public let reconfiguredSections: [Int]
  /// The edge of the content where the transition shows a view a person
  /// must see, the retry view of a failed page load: a container whose
  /// viewport shows that edge (its end for ``ContentEdge/bottom``, its start
  /// for ``ContentEdge/top``) keeps it in view as the view takes its height.
  /// `nil` for most transitions.
  public let revealedEdge: ContentEdge?

  /// Whether the transition moves no item: it only changes what items show.
  package var isRefresh: Bool { batchUpdate.isEmpty }

  /// The path after the transition of the item at `itemPath` before it, or
  /// `nil` when the item is deleted or reloaded, so that its cell goes.
  ///
  /// - Complexity: O(log k) for k operations.
  public func survivingPath(of itemPath: ItemPath) -> ItemPath? {
    mapping.isReloaded(itemPath) ? nil : mapping.finalPath(of: itemPath)
  }

  /// The path after the transition of the item at `itemPath` before it,
  /// reloaded or not, or `nil` when the item is deleted.
  ///
  /// - Complexity: O(log k) for k operations.
  public func finalPath(of itemPath: ItemPath) -> ItemPath? {
    mapping.finalPath(of: itemPath) ?? mapping.reloadedFinalPath(of: itemPath)
  }

  // MARK: - Package

  /// Where each item goes.
  let mapping: BatchUpdateMapping

  /// What the layout takes from this transition: each final section's
  /// items, by where they come from, so that the items that survive without
  /// a reload keep their heights.
  package var layoutUpdate: LayoutUpdate {
    Self.layoutUpdate(mapping, countsBefore: from.sectionCounts, countsAfter: to.sectionCounts)
  }

  /// The layout effect of a batch update validated into `mapping`: items keep their heights
  /// when they survive without a reload.
  ///
  /// Each final section is filled in one pass: moved items at their
  /// destinations, new items (inserts and reloads) at theirs, and the items
  /// of the section's source that stay, in order, in the positions left.
  ///
  /// - Complexity: O(n + m + k log k) for n items before the update, m after
  ///   it, and k operations.
  nonisolated static func layoutUpdate(_ mapping: BatchUpdateMapping, countsBefore: [Int], countsAfter: [Int])
    -> LayoutUpdate
  {
    // The moves by destination, so that each final section takes its own
    // from the front.
    let movesInto = mapping.moved.sorted { $0.destination < $1.destination }
    var nextMove = 0
    var sections: [LayoutUpdate.Section] = []
    sections.reserveCapacity(countsAfter.count)
    for (section, count) in countsAfter.enumerated() {
      var items = [LayoutUpdate.ItemSource](repeating: .new, count: count)
      while nextMove < movesInto.count && movesInto[nextMove].destination.section == section {
        items[movesInto[nextMove].destination.item] = .old(movesInto[nextMove].source)
        nextMove += 1
      }
      let origin = mapping.sourceSection(ofFinalSection: section)
      if let origin {
        let removed = mapping.removed[origin]?.values ?? []
        let occupied = mapping.occupied[section]?.values ?? []
        var nextRemoved = 0
        var nextOccupied = 0
        var slot = 0
        for item in 0..<countsBefore[origin] {
          if nextRemoved < removed.count && removed[nextRemoved] == item {
            nextRemoved += 1
            continue
          }
          while nextOccupied < occupied.count && occupied[nextOccupied] == slot {
            nextOccupied += 1
            slot += 1
          }
          items[slot] = .old(ItemPath(item: item, section: origin))
          slot += 1
        }
      }
      sections.append(LayoutUpdate.Section(source: origin, items: items))
    }
    return LayoutUpdate(sections: sections, movedItems: Set(mapping.moved.map(\.source)))
  }

  /// The final paths of the reconfigured items, ascending.
  package var reconfiguredFinalPaths: [ItemPath] { mapping.reconfiguredFinalPaths }

  /// The indices after the transition of the sections it reloads.
  package var reloadedFinalSections: [Int] {
    mapping.normalizedUpdate.reloadedSections.compactMap(mapping.finalSection(of:))
  }

  /// The index after the transition of the section at `section` before it,
  /// or `nil` when the update deletes or reloads it, so that its header and
  /// footer views go.
  package func survivingSection(of section: Int) -> Int? {
    mapping.normalizedUpdate.reloadedSections.contains(section) ? nil : mapping.finalSection(of: section)
  }
}

/// What a container commits for one apply: its transitions in order, each
/// one batch update, and how to animate them. The first item visible before
/// the first transition that survives them all keeps its place on screen,
/// against the content of the last one.
@MainActor
public struct ContentUpdate {
  // MARK: - Lifecycle

  /// An update of `transitions`, animated as `animation` says.
  package init(_ transitions: [ContentTransition], animation: UpdateAnimation, isShownAlready: Bool = false) {
    self.transitions = transitions
    self.animation = animation
    self.isShownAlready = isShownAlready
  }

  // MARK: - Public

  /// The transitions, in the order to commit them; each starts from the
  /// content the one before it leads to.
  public let transitions: [ContentTransition]
  /// How the container animates the changes.
  public let animation: UpdateAnimation
  /// Whether the view already shows the update, as UIKit's view does once
  /// a person dropped a dragged row: the container adopts the content and
  /// moves nothing. A headless container, which has no finger, performs it.
  public let isShownAlready: Bool
}
