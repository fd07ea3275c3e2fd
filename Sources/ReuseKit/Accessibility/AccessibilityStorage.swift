import Foundation

/// What a view's accessibility properties were set to, made when the first is set, so a view
/// that sets none pays one pointer; `nil` in a field means the view's default.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var elements: [Any]?
    var containerType: AccessibilityContainerType?
    var customActions: [AccessibilityCustomAction]?
    /// Whether ``container`` was set, so a `nil` there means no container rather than the
    /// superview.
    var containerIsSet = false
    weak var container: AnyObject?
    /// A list's elements for items off screen, made on demand and kept so a reader asking
    /// twice gets the same object; dropped when the list's items change.
    var itemElements: [IndexPath: ListItemAccessibilityElement] = [:]
}
