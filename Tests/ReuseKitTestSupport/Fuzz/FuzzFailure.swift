/// What a fuzz check found wrong, with the decoded input, so that a crash
/// report names the case.
public struct FuzzFailure: Error, CustomStringConvertible {
  /// Creates a failure described by `description`.
  public init(_ description: String) {
    self.description = description
  }

  /// What went wrong, and on which input.
  public let description: String
}
