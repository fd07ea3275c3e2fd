import Foundation

/// The pager is one adjustable element whose value says where it is ("page 3 of 10"):
/// incrementing turns to the next page, decrementing to the previous (past the ends only when it
/// wraps around).
extension PagerView: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        let count = numberOfPages
        return count > 0 ? "page \(currentIndex + 1) of \(count)" : nil
    }

    var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }

    func performDefaultAccessibilityIncrement() { turnPageForAccessibility(by: 1) }

    func performDefaultAccessibilityDecrement() { turnPageForAccessibility(by: -1) }

    private func turnPageForAccessibility(by delta: Int) {
        let count = numberOfPages
        guard count > 0 else { return }
        var target = currentIndex + delta
        if wrapsAround { target = (target % count + count) % count }
        guard target >= 0, target < count, target != currentIndex else { return }
        scrollToPage(target, animated: false)
        Accessibility.post(notification: .pageScrolled, argument: accessibilityValue)
    }
}
