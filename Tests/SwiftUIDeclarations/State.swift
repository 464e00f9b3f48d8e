import UIKit

/// SwiftUI: `Animation`; the model only tells one from another.
public struct Animation: Equatable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let linear = Animation(name: "linear")
  public static func spring() -> Animation { Animation(name: "spring") }
}

/// SwiftUI: `Transaction`
/// (https://developer.apple.com/documentation/swiftui/transaction): the
/// context of a state change, handed to the views it updates:
/// representables read it as `context.transaction`.
public struct Transaction {
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
  /// SwiftUI: `Transaction.animation`: `nil` when the change is not animated.
  public var animation: Animation?
  /// SwiftUI: `Transaction.disablesAnimations`.
  public var disablesAnimations = false
}

/// Model only: the transaction of the `withTransaction` being run.
@MainActor
enum ModelTransactions {
  static var current: Transaction?
}

/// SwiftUI: `withTransaction(_:_:)`: state changed in `body` is changed in `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  let outer = ModelTransactions.current
  ModelTransactions.current = transaction
  defer { ModelTransactions.current = outer }
  return try body()
}

/// SwiftUI: `withAnimation(_:_:)`: a transaction with `animation`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Model only: where a `State` keeps its value, outside the view value.
final class ModelStateStorage<Value> {
  init(_ value: Value) { self.value = value }
  var value: Value
}

/// SwiftUI: `State` (https://developer.apple.com/documentation/swiftui/state):
/// a value the view owns; writing it schedules an update of the views that
/// read it: "When the value changes, SwiftUI updates the parts of the view
/// hierarchy that depend on the value". A body that reads `wrappedValue`,
/// or the value of a binding to it, depends on it; one that only passes on
/// its binding (`$value`) does not,
/// nor does a representable's `updateUIView` that reads the binding (Apple
/// says nothing of either; the model takes the case harder for adapters). "Modifying state during view update" is what SwiftUI reports for
/// a write while a body or a representable's update runs; the model records
/// it in ``SwiftUIModelHost/stateWritesDuringUpdate``. The model keeps the
/// storage in the view value, so a `State` lives as long as the view value
/// the host holds: the root's do, those of views re-created by a body do not.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let storage: ModelStateStorage<Value>
  public init(wrappedValue value: Value) { storage = ModelStateStorage(value) }
  public init(initialValue value: Value) { storage = ModelStateStorage(value) }
  @MainActor public var wrappedValue: Value {
    get {
      SwiftUIModelHost.stateWasRead(ObjectIdentifier(storage))
      return storage.value
    }
    nonmutating set {
      SwiftUIModelHost.stateWillChange(ObjectIdentifier(storage))
      storage.value = newValue
    }
  }
  @MainActor public var projectedValue: Binding<Value> {
    let storage = self.storage
    return Binding(
      get: {
        // A body that reads the binding reads the State.
        SwiftUIModelHost.stateWasRead(ObjectIdentifier(storage))
        return storage.value
      },
      set: { value, _ in
        SwiftUIModelHost.stateWillChange(ObjectIdentifier(storage))
        storage.value = value
      })
  }
}

/// SwiftUI: `Binding` (https://developer.apple.com/documentation/swiftui/binding):
/// reads and writes a value owned elsewhere; a binding made with
/// `transaction(_:)` or `animation(_:)` writes in that transaction.
@propertyWrapper
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void
  /// SwiftUI: `Binding.transaction`.
  public var transaction = Transaction()
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// SwiftUI: `Binding.constant(_:)`: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
  @MainActor public var wrappedValue: Value {
    get { getter() }
    nonmutating set {
      let transaction = ModelTransactions.current ?? self.transaction
      withTransaction(transaction) { setter(newValue, transaction) }
    }
  }
  public var projectedValue: Binding<Value> { self }
  /// SwiftUI: `Binding.transaction(_:)`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
  /// SwiftUI: `Binding.animation(_:)`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }
}
