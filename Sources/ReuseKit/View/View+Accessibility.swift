import Foundation

/// What a widget of this module is to a screen reader when the app sets nothing: a label reads
/// its text, a cell its labels, a field is editable text. Each widget conforms in its own
/// `+Accessibility.swift`; an app's settings win over these.
@MainActor
protocol AccessibilityDefaults: View {
    var defaultIsAccessibilityElement: Bool { get }
    var defaultAccessibilityLabel: String? { get }
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityTraits: AccessibilityTraits { get }
    var defaultAccessibilityCustomActions: [AccessibilityCustomAction]? { get }
    /// What activating does; `false` when nothing.
    func performDefaultAccessibilityActivate() -> Bool
    func performDefaultAccessibilityIncrement()
    func performDefaultAccessibilityDecrement()
}

extension AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { true }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { .none }
    var defaultAccessibilityCustomActions: [AccessibilityCustomAction]? { nil }
    func performDefaultAccessibilityActivate() -> Bool { false }
    func performDefaultAccessibilityIncrement() {}
    func performDefaultAccessibilityDecrement() {}
}

extension View: AccessibilityNode {
    /// The view's accessibility settings, made on first write.
    var accessibility: AccessibilityStorage {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    private var defaults: AccessibilityDefaults? { self as? AccessibilityDefaults }
    var accessibleList: AccessibleList? { self as? AccessibleList }

    /// A name for tests and automation, never read to the user, as UIKit's.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }

    // MARK: Bodies of the members declared in View.swift

    var resolvedIsAccessibilityElement: Bool {
        accessibilityStorage?.isElement ?? defaults?.defaultIsAccessibilityElement ?? false
    }
    var resolvedAccessibilityLabel: String? {
        accessibilityStorage?.label ?? defaults?.defaultAccessibilityLabel
    }
    var resolvedAccessibilityValue: String? {
        accessibilityStorage?.value ?? defaults?.defaultAccessibilityValue
    }
    var resolvedAccessibilityTraits: AccessibilityTraits {
        accessibilityStorage?.traits ?? defaults?.defaultAccessibilityTraits ?? .none
    }
    var resolvedAccessibilityFrame: CGRect {
        accessibilityStorage?.frame ?? convert(bounds, to: nil)
    }
    var resolvedAccessibilityContainerType: AccessibilityContainerType {
        accessibilityStorage?.containerType ?? accessibleList?.listContainerType ?? .none
    }
    var resolvedAccessibilityCustomActions: [AccessibilityCustomAction]? {
        accessibilityStorage?.customActions ?? defaults?.defaultAccessibilityCustomActions
    }

    /// What the view is inside, as UIKit's: its superview unless set.
    public var accessibilityContainer: Any? {
        get {
            guard let storage = accessibilityStorage, storage.containerIsSet else { return superview }
            return storage.container
        }
        set {
            accessibility.containerIsSet = true
            accessibility.container = newValue as AnyObject?
        }
    }

    /// The subviews a reader walks into when ``accessibilityElements`` is not set: the visible
    /// ones, back to front; none under a view that is itself an element.
    var accessibleSubviews: [View] {
        guard !isAccessibilityElement else { return [] }
        return subviews.filter { !$0.isHidden && $0.alpha > 0 }
    }

    func countAccessibilityElements() -> Int {
        if let elements = accessibilityStorage?.elements { return elements.count }
        if let list = accessibleList { return list.accessibilityItemCount + list.accessoryElements.count }
        return accessibleSubviews.count
    }

    func accessibilityElementBody(at index: Int) -> Any? {
        guard index >= 0 else { return nil }
        if let elements = accessibilityStorage?.elements {
            return index < elements.count ? elements[index] : nil
        }
        if let list = accessibleList {
            let count = list.accessibilityItemCount
            if index < count { return list.accessibilityItemElement(at: index) }
            let accessories = list.accessoryElements
            return index - count < accessories.count ? accessories[index - count] : nil
        }
        let children = accessibleSubviews
        return index < children.count ? children[index] : nil
    }

    func indexOfAccessibilityElementBody(_ element: Any) -> Int {
        let object = element as AnyObject
        if let elements = accessibilityStorage?.elements {
            return elements.firstIndex { ($0 as AnyObject) === object } ?? NSNotFound
        }
        if let list = accessibleList {
            if let index = list.accessibilityItemIndex(of: object) { return index }
            let accessories = list.accessoryElements
            return accessories.firstIndex { $0 === object }.map { list.accessibilityItemCount + $0 }
                ?? NSNotFound
        }
        return accessibleSubviews.firstIndex { $0 === object } ?? NSNotFound
    }

    /// Scrolls the nearest scroll view at or above the view by a page, as UIKit passes an
    /// accessibility scroll up to the scroll view around an element.
    func accessibilityScrollBody(_ direction: AccessibilityScrollDirection) -> Bool {
        var view: View? = self
        while let current = view {
            if let scrollView = current as? ScrollView { return scrollView.scrollPage(direction) }
            view = current.superview
        }
        return false
    }
}
