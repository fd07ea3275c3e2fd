import Foundation

extension View {
    /// What a view's open drawing properties hold (``View/isHidden``, ``View/backgroundColor``,
    /// ``View/alpha``), kept in one private stored property of the view.
    struct DrawingStyle {
        var isHidden = false
        var backgroundColor: Color?
        var alpha: CGFloat = 1
    }
}
