// A person's profile.
import ReuseKit

struct Profile: Hashable, Sendable, Diffable {
  var name: String
}
