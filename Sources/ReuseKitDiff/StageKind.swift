/// What data a stage leads to; used to build that data on demand.
@usableFromInline
enum StageKind: Hashable, Sendable {
  /// The source, with changed items already showing their new content.
  case updates
  /// Deleted sections and items gone; nothing inserted or moved yet.
  case deletes
  /// Sections in their final order; inserted sections complete; items not moved yet.
  case sectionsMoved
  /// Items in their final places; updated section models, and items still to be
  /// reconfigured, keep their old content.
  case structure
  /// The target, content included: every reconfigured item shows its new content.
  case final
}
