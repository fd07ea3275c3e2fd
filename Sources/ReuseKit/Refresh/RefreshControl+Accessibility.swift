import Foundation

/// The refresh control says its state ("Pull to refresh", "Refreshing"); activating it
/// refreshes, as a pull released past the threshold would.
extension RefreshControl: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { "Refresh" }
    var defaultAccessibilityValue: String? { Self.spokenStatus(statusText) }
    var defaultAccessibilityTraits: AccessibilityTraits {
        isRefreshing ? [.button, .updatesFrequently, .notEnabled] : [.button, .updatesFrequently]
    }

    func performDefaultAccessibilityActivate() -> Bool {
        guard let scrollView, startRefreshingByWheel() else { return false }
        scrollView.runPendingControlActions()
        return true
    }

    /// A status line as a reader says it: without the arrows, ticks and ellipses drawn around
    /// the words.
    static func spokenStatus(_ status: String) -> String? {
        let words = status.drop { !$0.isLetter }.trimmingCharacters(in: CharacterSet(charactersIn: "… "))
        return words.isEmpty ? nil : words
    }
}

/// The load-more control says its state ("Loading", a failure, the end of the data); activating
/// a failed one retries, as a tap does.
extension LoadMoreControl: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !statusText.isEmpty }
    var defaultAccessibilityLabel: String? { RefreshControl.spokenStatus(statusText) }
    var defaultAccessibilityTraits: AccessibilityTraits {
        if case .failed = state { return .button }
        return [.staticText, .updatesFrequently]
    }

    func performDefaultAccessibilityActivate() -> Bool {
        guard case .failed = state else { return false }
        retry()
        scrollView?.runPendingControlActions()
        return true
    }
}
