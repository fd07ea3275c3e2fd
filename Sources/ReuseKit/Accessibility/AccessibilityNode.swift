import Foundation

/// What every accessibility element answers, views and ``AccessibilityElement``s alike: UIKit's
/// informal `UIAccessibility` and `UIAccessibilityContainer` protocols, which UIKit puts on
/// every `NSObject`. A container's methods return `Any`, as UIKit's; each element they return is
/// an `AccessibilityNode`, so a host casts to it and reads any element one way.
@MainActor
public protocol AccessibilityNode: AnyObject {
    /// Whether a reader stops on this element (else it reads the elements inside it).
    var isAccessibilityElement: Bool { get }
    /// What the element is, in a few words ("Delete", "Inbox").
    var accessibilityLabel: String? { get }
    /// What the element holds now ("page 3 of 10", a field's text).
    var accessibilityValue: String? { get }
    /// What activating the element does.
    var accessibilityHint: String? { get }
    /// What kind of element it is and its state.
    var accessibilityTraits: AccessibilityTraits { get }
    /// A name for tests and automation, never read to the user.
    var accessibilityIdentifier: String? { get }
    /// Where the element is, in the coordinates of its window's root view.
    var accessibilityFrame: CGRect { get }
    /// What the element is inside: a view, or `nil` for a window's root.
    var accessibilityContainer: Any? { get }
    /// What kind of container the element is for its own elements.
    var accessibilityContainerType: AccessibilityContainerType { get }
    /// The actions a reader offers on the element besides activating it.
    var accessibilityCustomActions: [AccessibilityCustomAction]? { get }
    /// How many elements are inside this one.
    func accessibilityElementCount() -> Int
    /// The element at `index` inside this one, or `nil` outside `0..<accessibilityElementCount()`.
    func accessibilityElement(at index: Int) -> Any?
    /// Where `element` is among the elements inside this one, or `NSNotFound`.
    func index(ofAccessibilityElement element: Any) -> Int
    /// Does what activating the element does (a tap); returns whether it did something.
    func accessibilityActivate() -> Bool
    /// Scrolls the content by a page in `direction`; returns whether it moved.
    func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool
    /// Makes an adjustable element's value larger (the pager: the next page).
    func accessibilityIncrement()
    /// Makes an adjustable element's value smaller (the pager: the previous page).
    func accessibilityDecrement()
}

extension AccessibilityNode {
    /// The elements inside this one, made as asked (a list's off-screen rows included).
    ///
    /// - Complexity: O(n) elements; a host asks for those it shows instead.
    @_spi(Hosting)
    public var accessibilityChildren: [AccessibilityNode] {
        (0..<accessibilityElementCount()).compactMap { accessibilityElement(at: $0) as? AccessibilityNode }
    }
}
