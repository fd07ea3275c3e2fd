import Foundation

/// The outline settings of a cell, the same for table and collection cells: its item's depth,
/// the width of a level the app set, the disclosure and what a tap on it does.
struct CellOutline {
    /// The depth of the cell's item.
    var level = 0
    /// The width of one level, in points, when the app set one.
    var width: CGFloat?
    /// The disclosure shown; `nil` shows none.
    var disclosure: OutlineDisclosure?
    /// Called when the disclosure is tapped.
    var handler: (@MainActor () -> Void)?

    /// The width of one level the app did not set: two spaces of the host's text system.
    @MainActor
    static func defaultWidth(in view: View) -> CGFloat { view.traitCollection.textSystem.width(of: "  ") }
}

/// A cell that can stand in an outline: it holds a ``CellOutline`` and forwards its UIKit-named
/// properties (`indentationLevel`, `indentationWidth`, `outlineDisclosure`) to it; the
/// invalidation, the indentation's geometry and the disclosure's tap are written here once.
@MainActor
protocol OutlineCell: View {
    /// The cell's outline settings.
    var outlineSettings: CellOutline { get set }
    /// The depth, the width of one level, the disclosure and its handler, as the cell (or a
    /// subclass overriding them) has them.
    var indentationLevel: Int { get set }
    var indentationWidth: CGFloat { get }
    var outlineDisclosure: OutlineDisclosure? { get set }
    var outlineDisclosureHandler: (@MainActor () -> Void)? { get set }
}

extension OutlineCell {
    /// Sets the depth; a change lays the cell out again.
    func setIndentationLevel(_ level: Int) {
        guard level != outlineSettings.level else { return }
        outlineSettings.level = level
        setNeedsLayout()
    }

    /// Sets the width of one level; the cell is laid out again.
    func setIndentationWidth(_ width: CGFloat) {
        outlineSettings.width = width
        setNeedsLayout()
    }

    /// Sets the disclosure; a change lays out and draws the cell again.
    func setOutlineDisclosure(_ disclosure: OutlineDisclosure?) {
        guard disclosure != outlineSettings.disclosure else { return }
        outlineSettings.disclosure = disclosure
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The indentation and disclosure, for layout and drawing.
    var outline: OutlineIndent {
        // A cell outside an outline measures nothing: a scroll step lays out cells without
        // asking the text system for the width of a level.
        OutlineIndent(
            level: indentationLevel, width: indentationLevel > 0 ? indentationWidth : 0,
            disclosure: outlineDisclosure)
    }

    /// Handles a tap at `point` (the cell's coordinates) on the outline disclosure; returns
    /// whether it did.
    func handleOutlineTap(at point: CGPoint) -> Bool {
        guard let handler = outlineSettings.handler,
            outline.isToggle(at: point, traitCollection.textSystem, height: bounds.height)
        else { return false }
        handler()
        return true
    }
}

extension TableViewCell: OutlineCell {}

extension CollectionViewCell: OutlineCell {}
