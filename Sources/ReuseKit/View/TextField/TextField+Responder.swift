extension TextField {
    /// Whether the field takes the window's keys now.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// A text field can always become first responder (when it is in a window).
    public var canBecomeFirstResponder: Bool { true }

    /// Makes the field take the window's keys, as UIKit's: `false` when it is in no window, is
    /// hidden, its delegate refuses, or the current first responder will not resign.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window = enclosingWindow, window.isShowing(self) else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard window.makeFirstResponder(self) else { return false }
        responderWindow = window
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        send(.editingDidBegin)
        return true
    }

    /// Gives the window's keys back to its bindings; `false` when the delegate refuses. A field
    /// that is not first responder returns `true`.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        endEditing()
        return true
    }

    /// Stops being first responder without asking (the field left the window's tree).
    func endEditing() {
        guard let window = responderWindow else { return }
        responderWindow = nil
        if window.firstResponder === self { window.firstResponder = nil }
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        send(.editingDidEnd)
    }

    /// The window whose tree the field is in, if any.
    var enclosingWindow: HostWindow? {
        var view: View = self
        while let parent = view.superview { view = parent }
        return view.hostWindow
    }
}
