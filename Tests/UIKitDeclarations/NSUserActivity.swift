import Foundation

/// Foundation: `NSUserActivity`
/// (https://developer.apple.com/documentation/foundation/nsuseractivity),
/// which swift-corelibs-foundation lacks; the model declares the members a
/// scene's state restoration uses.
open class NSUserActivity: NSObject {
  /// Foundation: `NSUserActivity.init(activityType:)`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Foundation: `NSUserActivity.activityType`.
  public let activityType: String

  /// Foundation: `NSUserActivity.title`.
  open var title: String?

  /// Foundation: `NSUserActivity.userInfo`: "The dictionary's keys and
  /// values must be of the following types: NSArray, NSData, NSDate,
  /// NSDictionary, NSNull, NSNumber, NSSet, NSString, NSURL, or NSUUID"
  /// (https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo).
  open var userInfo: [AnyHashable: Any]?

  /// Foundation: `NSUserActivity.addUserInfoEntries(from:)`: merges
  /// `otherDictionary` into ``userInfo``.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }

  /// Model only: the copy the system keeps of the activity: UIKit archives
  /// it to disk and hands a copy to the next connection
  /// (`UISceneSession.stateRestorationActivity`: "the system puts a copy
  /// of it in this property"). Only the property-list kinds `userInfo`
  /// allows survive; any other value traps, naming its key, as archiving
  /// it would fail (Apple does not say how: the case harder for an app).
  @MainActor
  func modelArchivedCopy() -> NSUserActivity {
    let copy = NSUserActivity(activityType: activityType)
    copy.title = title
    copy.userInfo = userInfo.map { info in
      info.mapValues { value in
        guard Self.modelIsPropertyList(value) else {
          modelRaise("NSUserActivity.userInfo holds a \(type(of: value)), which cannot be archived")
        }
        return value
      }
    }
    return copy
  }

  private static func modelIsPropertyList(_ value: Any) -> Bool {
    switch value {
    case is Data, is Date, is String, is Int, is Double, is Bool, is URL, is UUID, is NSNull: true
    case let array as [Any]: array.allSatisfy(modelIsPropertyList)
    case let dictionary as [AnyHashable: Any]: dictionary.values.allSatisfy(modelIsPropertyList)
    default: false
    }
  }
}
