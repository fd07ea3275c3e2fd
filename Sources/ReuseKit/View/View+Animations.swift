import Foundation

extension View {
    /// Whether changes that can animate do (a table's batch updates); `false` shows every end
    /// state at once, as UIKit's `UIView.areAnimationsEnabled`.
    public static var areAnimationsEnabled: Bool {
        get { animationsEnabledStorage }
        set { animationsEnabledStorage = newValue }
    }

    private static var animationsEnabledStorage = true

    /// Turns animations on or off for every view, as UIKit's `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// Runs `body` with animations off, then restores the previous setting, as UIKit's
    /// `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation<Failure: Error>(_ body: () throws(Failure) -> Void)
        throws(Failure)
    {
        let previous = areAnimationsEnabled
        areAnimationsEnabled = false
        defer { areAnimationsEnabled = previous }
        try body()
    }
}
