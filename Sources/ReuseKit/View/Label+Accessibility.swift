import Foundation

/// A label reads its text, as static text; a label with no text is not an element.
extension Label: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    var defaultAccessibilityLabel: String? { text }
    var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}

/// An image view is an element, an image, when the app gave it a label (an image says nothing
/// of itself).
extension ImageView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { accessibilityStorage?.label != nil }
    var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
