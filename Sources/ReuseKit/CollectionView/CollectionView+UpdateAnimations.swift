import Foundation
@_spi(Testing) import ReuseKitCore

/// Item and section changes animate on the view's clock, through the table's own animator
/// (`Animation/ItemAnimator.swift`): cells of items that stay slide from where they were shown,
/// cells of deleted (or reloaded) items fade out where they were, new items' cells fade in.
/// `View.performWithoutAnimation` (and `animatingDifferences: false`) applies a change at once.
extension CollectionView {
    /// Where the cells on screen were shown when an update arrived, so each starts from there.
    struct UpdateOrigin {
        var time: Double
        var offset: CGPoint
        var shown: [IndexPath: ItemAnimator.Shown]
    }

    /// Whether items slide or fade after an update: some cell is on its way. A host steps the
    /// view while this holds.
    var isAnimatingItems: Bool { itemAnimator.isAnimating }

    /// How many cells no longer show an item but are drawn until their animation ends.
    @_spi(Testing)
    public var leavingCellCount: Int { itemAnimator.leavingCount }

    /// What the view shows now, before an update changes the layout.
    func captureUpdateOrigin() -> UpdateOrigin {
        let time = clock.now
        var shown: [IndexPath: ItemAnimator.Shown] = [:]
        shown.reserveCapacity(visibleCellsByIndexPath.count)
        for (indexPath, cell) in visibleCellsByIndexPath {
            shown[indexPath] = itemAnimator.presented(cell, at: time)
        }
        return UpdateOrigin(time: time, offset: contentOffset, shown: shown)
    }

    /// Starts the animations of an update just applied and laid out: `departing` cells (their
    /// items deleted or reloaded) fade out where they were shown; cells of items that were on
    /// screen slide from there; cells of new items fade in; items that come into view from off
    /// screen stand where they are.
    func animateUpdate(
        _ plan: ListUpdatePlan, from origin: UpdateOrigin,
        departing: [(cell: CollectionViewCell, indexPath: IndexPath)]
    ) {
        let time = origin.time
        let shift = CGPoint(x: contentOffset.x - origin.offset.x, y: contentOffset.y - origin.offset.y)
        itemAnimator.shiftLeavingViews(by: shift)
        for (cell, indexPath) in departing
        where !itemAnimator.animateOut(cell, style: .fade, indexPath: indexPath, shift: shift, at: time) {
            endDisplaying(cell, at: indexPath)
        }
        for (indexPath, cell) in visibleCellsByIndexPath {
            let model = cell.frame
            let start: ItemPresentation
            if let old = plan.oldPosition(of: Self.position(indexPath)), !plan.isReloaded(old) {
                guard let shown = origin.shown[IndexPath(item: old.row, section: old.section)] else {
                    continue
                }
                start = ItemAnimator.presentation(showing: shown, shiftedBy: shift, at: model)
            } else {
                start = .hidden(.fade, width: Double(model.width), height: Double(model.height))
            }
            itemAnimator.animateIn(cell, from: start, at: time)
        }
        itemAnimator.applyPresentations(at: time)
    }

    /// Ends every animation at once (a reload, a new layout): leaving cells go to the pool, the
    /// rest show their frames, waiting completions hear that the animation did not finish.
    func finishItemAnimations() {
        itemAnimator.finishAll()
    }

    /// Checks the animations: every animating cell is in the view, and no leaving cell is
    /// visible or pooled.
    func checkAnimationInvariants(pooled: Set<ObjectIdentifier>) -> String? {
        itemAnimator.checkInvariants(
            container: self, visible: Set(visibleCellsByIndexPath.values.map(ObjectIdentifier.init)),
            pooled: pooled)
    }
}

extension CollectionView: ItemAnimatorHost {
    func sendBehindItems(_ view: View) {
        insertSubview(view, at: 0)
    }

    /// Takes a cell out of the view now: it tells the delegate and goes to the pool.
    func endDisplaying(_ view: View, at indexPath: IndexPath?) {
        guard let cell = view as? CollectionViewCell else { return }
        if let indexPath {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        recycle(cell)
    }
}
