// The model of the article "Diffing and staged updates".
import ReuseKitDiff

struct Message: Identifiable, Equatable, Diffable {
  let id: Int
  var text: String
}
