import Foundation

extension TableView {
    /// The metrics a table's rows and separators are laid out and drawn with: the values behind
    /// ``TableView/rowHeight``, ``TableView/estimatedRowHeight``, the section header and footer
    /// heights, ``TableView/rowSpacing`` and the separators' style, colour and inset.
    struct Metrics {
        var rowHeight: CGFloat = 44
        var estimatedRowHeight: CGFloat = 0
        var sectionHeaderHeight: CGFloat = TableView.automaticDimension
        var sectionFooterHeight: CGFloat = TableView.automaticDimension
        var rowSpacing: CGFloat = 0
        var separatorStyle: SeparatorStyle = .singleLine
        var separatorColor: Color = .separator
        var separatorInset: EdgeInsets = .zero
    }

    /// Sets one metric and, when it changed, runs what the change asks for (a reload, a redraw
    /// of the separators).
    func updateMetrics<Value: Equatable>(
        _ metric: WritableKeyPath<Metrics, Value>, to value: Value, then changed: () -> Void
    ) {
        guard metrics[keyPath: metric] != value else { return }
        metrics[keyPath: metric] = value
        changed()
    }
}
