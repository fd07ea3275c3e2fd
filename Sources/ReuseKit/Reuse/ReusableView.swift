/// A view a ``ReuseRegistry`` hands out again: it resets what it showed for its last item.
@MainActor
protocol ReusableView: View {
    /// Resets per-item state before the view shows another item.
    func prepareForReuse()
}

extension TableViewCell: ReusableView {}
extension TableViewHeaderFooterView: ReusableView {}
extension WaterfallViewCell: ReusableView {}
extension PagerPageView: ReusableView {}
