import Foundation

extension TraitCollection {
    /// Half of `extra` room, rounded down to whole steps of the host's grid down the screen (or
    /// across it, `horizontal`): where content centred in a larger box starts. It divides room
    /// rather than placing an edge, so it floors where the grid's rule for edges rounds: the
    /// odd step goes below (or right), as a lone line sits in the upper of two middle rows, on
    /// every host. A view in no host centres in whole pixels of its display scale.
    ///
    /// - Complexity: O(1).
    public func centringInset(_ extra: CGFloat, horizontal: Bool = false) -> CGFloat {
        let step = gridStep(horizontal: horizontal)
        return (max(0, extra) / 2 / step).rounded(.down) * step
    }
}
