import Foundation

/// A text field is editable text: its text is its value and, while it is empty, its placeholder
/// is its label.
extension TextField: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { hasText ? nil : placeholder }
    var defaultAccessibilityValue: String? { text }
    var defaultAccessibilityTraits: AccessibilityTraits { .textEntry }

    /// Activating a field starts editing it, as a tap does.
    func performDefaultAccessibilityActivate() -> Bool { becomeFirstResponder() }
}
