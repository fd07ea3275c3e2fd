import Foundation

extension View {
    /// How every list cell, a table's and a collection view's alike, shows the selection and the
    /// keyboard focus: the selection fills the cell; the focus fills a cell that is not selected
    /// and draws a bar on the leading edge of one that is, so both show at once.
    func drawSelectionAndFocus(
        in context: DrawingContext, selected: Bool, focused: Bool, selectionColor: Color, focusColor: Color
    ) {
        if selected { context.fill(bounds, with: selectionColor) }
        guard focused else { return }
        let bar = CGRect(x: 0, y: 0, width: traitCollection.textSystem.width(of: " "), height: bounds.height)
        context.fill(selected ? bar : bounds, with: focusColor)
    }
}
