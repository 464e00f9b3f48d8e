/// The floors each scenario is measured against, written as an app would
/// write them, in this module like the measured code.
enum Floors {
  /// Inserting `ids` into a `Set`: the cost of hashing each identity once.
  @inline(never)
  static func hash<ID: Hashable>(_ ids: [ID]) -> Int {
    var set = Set<ID>(minimumCapacity: ids.count)
    for id in ids { set.insert(id) }
    return set.count
  }

  /// A dictionary lookup for each of `ids` in `table`.
  @inline(never)
  static func lookup<ID: Hashable>(_ ids: [ID], in table: [ID: Int]) -> Int {
    var sum = 0
    for id in ids { sum &+= table[id] ?? 0 }
    return sum
  }

  /// An element-wise copy of `ids`.
  @inline(never)
  static func copy<ID>(_ ids: [ID]) -> Int { ids.map { $0 }.count }

  /// `ids` with their positions: the table the lookup floor reads.
  static func table<ID: Hashable>(_ ids: [ID]) -> [ID: Int] {
    Dictionary(uniqueKeysWithValues: zip(ids, ids.indices))
  }
}
