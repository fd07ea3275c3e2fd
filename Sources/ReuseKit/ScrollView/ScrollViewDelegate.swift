import Foundation

/// Receives a scroll view's movements, as UIKit's `UIScrollViewDelegate`; every method is
/// optional.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: a drag, a glide, the wheel, a jump, a reload or an update.
    /// When the view moved it in the middle of its own work (a layout pass measuring rows, an
    /// update keeping a row in place), this comes once that work is done, with the offset it
    /// came to.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to start moving the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A drag ended; `targetContentOffset` is where momentum will stop, and may be changed.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// A drag ended; the content keeps moving when `decelerate` is true.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Momentum is about to start slowing the content down.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after momentum or a bounce.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated ``ScrollView/setContentOffset(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
