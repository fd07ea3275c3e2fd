import Foundation

extension ScrollView {
    /// A reader's scroll: a page in `direction` (next and previous are down and up), as the
    /// keyboard's page keys; a scroll that moved posts `.pageScrolled`. Returns whether the
    /// content moved.
    func scrollPage(_ direction: AccessibilityScrollDirection) -> Bool {
        let before = contentOffset
        switch direction {
        case .down, .next: scrollByPage(1)
        case .up, .previous: scrollByPage(-1)
        case .right: scroll(by: CGPoint(x: bounds.width, y: 0))
        case .left: scroll(by: CGPoint(x: -bounds.width, y: 0))
        }
        guard contentOffset != before else { return false }
        layoutIfNeeded()
        Accessibility.post(notification: .pageScrolled, argument: accessibilityScrollStatus)
        return true
    }

    /// Where the content is, as a reader says after a scroll: "Rows 21 to 40 of 1000" for a
    /// list, else `nil`.
    var accessibilityScrollStatus: String? {
        guard let list = self as? AccessibleList,
            let first = visibleItemIndices(list).first, let last = visibleItemIndices(list).last
        else { return nil }
        return "Rows \(first + 1) to \(last + 1) of \(list.accessibilityItemCount)"
    }

    private func visibleItemIndices(_ list: AccessibleList) -> [Int] {
        subviews.compactMap { view in
            list.accessibilityIndexPath(ofCell: view).flatMap { list.accessibilityItemIndex(of: $0) }
        }.sorted()
    }
}
