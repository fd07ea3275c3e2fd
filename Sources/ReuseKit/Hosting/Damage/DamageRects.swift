import Foundation

/// Turns a frame's damaged rectangles into few that do not overlap: every tree walk that draws
/// one costs a visit of each view, and a host clears each before the tree is drawn in it, so a
/// part drawn twice would blend twice.
enum DamageRects {
    /// The most rectangles a frame draws separately; past it, their bounding rectangle.
    static let limit = 8

    /// `rects` inside `bounds`, as rectangles that do not overlap and cover the same area:
    /// each one's parts outside those before it, neighbours that make a rectangle joined.
    ///
    /// - Complexity: O(n²) for n rectangles and pieces; frames damage few.
    static func merged(_ rects: [CGRect], in bounds: CGRect) -> [CGRect] {
        var result: [CGRect] = []
        for rect in rects {
            var pieces = [rect.intersection(bounds)].filter(hasArea)
            for existing in result {
                pieces = pieces.flatMap { subtract(existing, from: $0) }
            }
            result += pieces
        }
        joinNeighbours(&result)
        guard result.count > limit else { return result }
        return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }

    /// The parts of `rect` outside `cut`: up to four rectangles (above, below, left, right).
    static func subtract(_ cut: CGRect, from rect: CGRect) -> [CGRect] {
        let common = rect.intersection(cut)
        guard hasArea(common) else { return [rect] }
        return [
            CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: common.minY - rect.minY),
            CGRect(x: rect.minX, y: common.maxY, width: rect.width, height: rect.maxY - common.maxY),
            CGRect(x: rect.minX, y: common.minY, width: common.minX - rect.minX, height: common.height),
            CGRect(x: common.maxX, y: common.minY, width: rect.maxX - common.maxX, height: common.height),
        ].filter(hasArea)
    }

    /// Joins rectangles that share a whole edge, until none do.
    private static func joinNeighbours(_ rects: inout [CGRect]) {
        var joined = true
        while joined {
            joined = false
            search: for i in rects.indices {
                for j in rects.indices where j != i {
                    let a = rects[i]
                    let b = rects[j]
                    let stacked =
                        a.minX == b.minX && a.maxX == b.maxX && (a.maxY == b.minY || b.maxY == a.minY)
                    let sideBySide =
                        a.minY == b.minY && a.maxY == b.maxY && (a.maxX == b.minX || b.maxX == a.minX)
                    guard stacked || sideBySide else { continue }
                    rects[i] = a.union(b)
                    rects.remove(at: j)
                    joined = true
                    break search
                }
            }
        }
    }

    private static func hasArea(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.width > 0 && rect.height > 0
    }
}
