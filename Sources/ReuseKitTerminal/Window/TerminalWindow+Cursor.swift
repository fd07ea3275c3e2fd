import Foundation
@_spi(Hosting) import ReuseKit

/// The terminal's cursor follows the focus: after each frame it rests on the first cell of
/// text of the focused item (a list's focused row, the field being edited, else the focused
/// scroll view), so terminal screen readers and braille displays read what the keys act on.
/// It stays hidden unless ``TerminalWindow/showsCursor`` is on.
extension TerminalWindow {
    /// Whether the environment asks for the cursor shown: `REUSEKIT_SHOW_CURSOR=1`.
    static var cursorShownByEnvironment: Bool {
        ProcessInfo.processInfo.environment["REUSEKIT_SHOW_CURSOR"] == "1"
    }

    /// Where the cursor rests after this frame: the cell where the focused item's text starts,
    /// on screen; the top left corner when nothing focused is on screen.
    func cursorPlacement(size: TerminalSize) -> CursorPlacement {
        var placement = CursorPlacement(x: 0, y: 0, isVisible: showsCursor)
        guard let frame = focusedTextFrame() else { return placement }
        let cells = grid.cells(frame)
        guard cells.x >= 0, cells.y >= 0, cells.x < size.columns, cells.y < size.rows else {
            return placement
        }
        placement.x = cells.x
        placement.y = cells.y
        return placement
    }

    /// The frame, in root view points, of the focused element's first text: its first label
    /// with text when it is a view (a cell, a field), else the element's own frame (a list with
    /// no focused item: its top left corner).
    private func focusedTextFrame() -> CGRect? {
        guard let element = accessibilityFocusedElement as? AccessibilityNode else { return nil }
        guard let view = element as? View, view.accessibilityContainerType == .none else {
            return element.accessibilityFrame
        }
        return Self.firstText(in: view)?.accessibilityFrame ?? view.accessibilityFrame
    }

    /// The first visible label with text at or below `view`, depth first.
    private static func firstText(in view: View) -> View? {
        if let label = view as? Label, !(label.text ?? "").isEmpty { return label }
        for subview in view.subviews where !subview.isHidden {
            if let found = firstText(in: subview) { return found }
        }
        return nil
    }
}
