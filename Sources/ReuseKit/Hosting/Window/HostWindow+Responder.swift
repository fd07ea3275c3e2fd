extension HostWindow {
    /// Makes `field` the first responder, resigning the one before; `false` when that one
    /// refuses to resign.
    func makeFirstResponder(_ field: TextField) -> Bool {
        if let current = firstResponder, current !== field {
            guard current.resignFirstResponder() else { return false }
        }
        firstResponder = field
        setNeedsDisplay()
        return true
    }

    /// The first responder while it is shown in this window's tree; one that left the tree (its
    /// screen was replaced, it or a view above it was hidden) stops being first responder.
    var activeFirstResponder: TextField? {
        guard let field = firstResponder else { return nil }
        guard isShowing(field) else {
            field.endEditing()
            return nil
        }
        return field
    }

    /// Whether `view` is in this window's tree with no hidden view at or above it.
    func isShowing(_ view: View) -> Bool {
        var current: View? = view
        while let shown = current {
            if shown.isHidden { return false }
            if shown === rootView { return true }
            current = shown.superview
        }
        return false
    }

    /// Text pasted into the window (a terminal's bracketed paste): the first responder inserts
    /// it as typed text; without one it is dropped.
    @_spi(Hosting)
    public func handlePaste(_ text: String) {
        guard let field = activeFirstResponder else { return }
        field.insertText(text)
        setNeedsDisplay()
    }
}
