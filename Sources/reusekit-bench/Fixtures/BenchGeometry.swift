import Foundation

/// The screen both tables are measured on: an iPhone-sized viewport, as in the seed.
enum BenchGeometry {
    /// The table's frame: 375 × 667 points.
    static let viewport = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// A sweep's step: about a third of the viewport.
    static let sweepStep: CGFloat = 222
    /// A scroll step: a small offset change, as one frame of a slow drag.
    static let scrollStep: CGFloat = 4
    /// The estimate of the estimated cases: the mean of ``RowModel/variedHeight(ofRow:)``.
    static let estimatedRowHeight: CGFloat = 56
    /// The height of the equal-height cases (UIKit's default row height).
    static let uniformRowHeight: CGFloat = 44
}
