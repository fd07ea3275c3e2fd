import Foundation

extension HostWindow {
    /// A point of the window (points from its top left corner) in the root view's coordinates,
    /// which scroll with the root when it is a scroll view.
    @_spi(Hosting)
    public func rootPoint(fromWindow point: CGPoint) -> CGPoint {
        let root = rootView
        return CGPoint(
            x: point.x - root.frame.minX + root.bounds.minX, y: point.y - root.frame.minY + root.bounds.minY)
    }

    /// Maps pointer input to gestures on the scroll view under the pointer through the shared
    /// ``PointerGestures``: a wheel notch scrolls ``wheelLines`` lines of text; a press, drags
    /// and a release drag the content (with momentum after release), swipe a row sideways,
    /// scrub the section index or carry a row lifted by a long press or its handle; a press and
    /// release without motion is a tap. A press also focuses the scroll view it lands on; a press
    /// on a text field makes it first responder with the caret where it landed. The app's
    /// ``pointerEventHandler`` sees each event first.
    @_spi(Hosting)
    public func handlePointer(_ event: PointerEvent) {
        if !gestures.isPressed, let pointerEventHandler, pointerEventHandler(event) {
            setNeedsDisplay()
            return
        }
        let point = event.location
        switch event.kind {
        case .wheel(let dx, let dy):
            let notch = wheelLines * textSystem.lineHeight
            gestures.wheel(by: CGPoint(x: dx * notch, y: dy * notch), at: point, in: rootView)
        case .press:
            if beginEditing(at: point) { break }
            if let target = PointerGestures.scrollable(at: point, in: rootView) { chosenFocus = target }
            gestures.pressBegan(at: point, in: rootView)
        case .drag:
            guard gestures.isPressed else { return }
            gestures.pressMoved(to: point, in: rootView)
        case .release:
            guard gestures.isPressed else { return }
            gestures.pressEnded(at: point, in: rootView)
        }
        setNeedsDisplay()
    }
}

extension HostWindow {
    /// Starts editing the text field under a press at `point` (root-view coordinates), if one
    /// is there; returns whether it did.
    func beginEditing(at point: CGPoint) -> Bool {
        var view = rootView.hitTest(point)
        // The nearest field at or above the view pressed, and the point in its coordinates.
        while let current = view, !(current is any PressToEdit) { view = current.superview }
        guard let field = view as? any PressToEdit else { return false }
        let local = rootView.convert(point, to: field)
        return field.beginEditing(at: local)
    }
}
