import Foundation

/// An accessibility element that is not a view, as UIKit's `UIAccessibilityElement`: a part of
/// a view a reader stops on, or a list's row that is not on screen (made on demand from the
/// data source). Set its properties; its ``accessibilityFrame`` is in the window's root view's
/// coordinates, or follows its container when ``accessibilityFrameInContainerSpace`` is set.
@MainActor
open class AccessibilityElement: AccessibilityNode {
    private weak var containerObject: AnyObject?

    /// Creates an element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        containerObject = container as AnyObject
    }

    /// What the element is inside.
    open var accessibilityContainer: Any? {
        get { containerObject }
        set { containerObject = newValue as AnyObject? }
    }
    /// Whether a reader stops on the element; `true` by default.
    open var isAccessibilityElement = true
    /// What the element is, in a few words.
    open var accessibilityLabel: String?
    /// What the element holds now.
    open var accessibilityValue: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// What kind of element it is and its state.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// A name for tests and automation.
    open var accessibilityIdentifier: String?
    /// Where the element is in its container view's bounds; when set (not `.zero`), the
    /// element's ``accessibilityFrame`` follows the container as it moves, as UIKit's.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var frameStorage: CGRect = .zero
    /// Where the element is, in the coordinates of its window's root view.
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = containerObject as? View {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return frameStorage
        }
        set { frameStorage = newValue }
    }
    /// What kind of container the element is; `.none` by default.
    open var accessibilityContainerType: AccessibilityContainerType = .none
    /// The actions a reader offers on the element besides activating it.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?
    /// The elements inside this one; `nil` (the default) is none.
    open var accessibilityElements: [Any]?

    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Does nothing by default, returning `false`, as UIKit's.
    open func accessibilityActivate() -> Bool { false }

    /// Asks the container to scroll, as UIKit passes the scroll up.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        (containerObject as? AccessibilityNode)?.accessibilityScroll(direction) ?? false
    }

    open func accessibilityIncrement() {}

    open func accessibilityDecrement() {}
}
