import Foundation

extension CGRect {
    /// Whether the two rectangles share area, or this one, empty, lies inside `other`: the
    /// rule of what is visible (`maxY > top && minY < bottom`, and across alike). Foundation's
    /// `intersects` counts rectangles that only touch on some platforms and not on others.
    ///
    /// - Complexity: O(1).
    func overlaps(_ other: CGRect) -> Bool {
        maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}
