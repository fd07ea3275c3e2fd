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
        // Three buffers for the whole merge: a frame damages a few rectangles, and a buffer
        // made for each piece's parts cost more than cutting them.
        var result: [CGRect] = []
        result.reserveCapacity(rects.count * 2)
        var pieces: [CGRect] = []
        var parts: [CGRect] = []
        pieces.reserveCapacity(8)
        parts.reserveCapacity(8)
        for rect in rects {
            pieces.removeAll(keepingCapacity: true)
            let inside = rect.intersection(bounds)
            if hasArea(inside) { pieces.append(inside) }
            for existing in result where !pieces.isEmpty {
                parts.removeAll(keepingCapacity: true)
                for piece in pieces { appendParts(of: piece, outside: existing, to: &parts) }
                swap(&pieces, &parts)
            }
            result += pieces
        }
        joinNeighbours(&result)
        guard result.count > limit else { return result }
        return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }

    /// The parts of `rect` outside `cut`: up to four rectangles (above, below, left, right).
    static func subtract(_ cut: CGRect, from rect: CGRect) -> [CGRect] {
        var parts: [CGRect] = []
        appendParts(of: rect, outside: cut, to: &parts)
        return parts
    }

    /// Appends the parts of `rect` outside `cut` to `parts`, in the order ``subtract(_:from:)``
    /// gives them.
    private static func appendParts(of rect: CGRect, outside cut: CGRect, to parts: inout [CGRect]) {
        let common = rect.intersection(cut)
        guard hasArea(common) else {
            parts.append(rect)
            return
        }
        let candidates = (
            CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: common.minY - rect.minY),
            CGRect(x: rect.minX, y: common.maxY, width: rect.width, height: rect.maxY - common.maxY),
            CGRect(x: rect.minX, y: common.minY, width: common.minX - rect.minX, height: common.height),
            CGRect(x: common.maxX, y: common.minY, width: rect.maxX - common.maxX, height: common.height)
        )
        if hasArea(candidates.0) { parts.append(candidates.0) }
        if hasArea(candidates.1) { parts.append(candidates.1) }
        if hasArea(candidates.2) { parts.append(candidates.2) }
        if hasArea(candidates.3) { parts.append(candidates.3) }
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
