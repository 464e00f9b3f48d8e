extension ReuseKitLogger {
  /// One report: what kind of thing happened, and a text that says it.
  ///
  /// A ``Collector`` keeps them for a test to read:
  ///
  /// <!-- compile: prelude log-collector -->
  /// ```swift
  /// let lines = log.messages.map(\.description)  // ["notice: the snapshot holds no item with the identity 9"]
  /// ```
  public struct Message: Hashable, Sendable, CustomStringConvertible {
    // MARK: - Lifecycle

    /// A message of `kind` that says `text`.
    package init(kind: Kind, text: String) {
      self.kind = kind
      self.text = text
    }

    // MARK: - Public

    /// What a message reports, which decides whether a test should fail on it.
    public enum Kind: Hashable, Sendable, CaseIterable {
      /// ReuseKit met a failure and recovered: a staged update was rejected
      /// and replaced by a reload. The result is on screen, but the cause is
      /// a bug, so a test fails on it.
      case recoveredFailure
      /// The caller's own input did not match the data, such as an identity
      /// the snapshot does not hold; the call also says so (it returns
      /// `false`), and nothing was recovered from.
      case notice

      /// "recovered failure" or "notice".
      package var description: String {
        switch self {
        case .recoveredFailure: "recovered failure"
        case .notice: "notice"
        }
      }
    }

    /// A recovered failure that says `text`.
    package static func recoveredFailure(_ text: String) -> Message { Message(kind: .recoveredFailure, text: text) }

    /// A notice that says `text`.
    package static func notice(_ text: String) -> Message { Message(kind: .notice, text: text) }

    /// What kind of thing happened.
    public let kind: Kind
    /// What happened, naming types, identities and indexes, never user content.
    public let text: String

    /// The kind, then the text: "recovered failure: …" or "notice: …".
    public var description: String { "\(kind.description): \(text)" }
  }
}
