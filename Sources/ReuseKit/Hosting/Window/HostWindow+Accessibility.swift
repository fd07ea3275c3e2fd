import Foundation

extension HostWindow {
    /// The window's top elements, what a host exposes as the window's children: its root view.
    @_spi(Hosting)
    public var accessibilityElements: [AccessibilityNode] { [rootView] }

    /// The element keyboard input goes to: the field being edited, else the focused list's
    /// focused item, else the focused scroll view; `nil` when nothing has the focus.
    @_spi(Hosting)
    public var accessibilityFocusedElement: Any? {
        if let field = firstResponder { return field }
        guard let view = focusedView else { return nil }
        return view.accessibilityFocusedElement ?? view
    }
}
