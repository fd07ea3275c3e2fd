import Foundation
import ReuseKitCore

/// The bands of a compositional layout's orthogonal sections, by section: each keeps its
/// offset through layout passes, reloads and updates that move its section (by the update's
/// section mapping), and writes it into the grid the layout answers from.
@MainActor
struct OrthogonalBands {
    private(set) var bands: [Int: OrthogonalBand] = [:]
    /// The sections that are bands in the current pass, in order.
    private(set) var sections: [Int] = []

    /// Whether any band moves on its own.
    var isMoving: Bool { bands.values.contains { $0.isMoving } }

    /// Brings the bands up to date with a new pass: `resolved(section)` says how each band
    /// section scrolls; bands of sections no longer bands are forgotten.
    mutating func update(
        _ grid: inout GridLayout, viewport: Double, time: Double,
        resolved: (Int) -> ResolvedSection?
    ) {
        sections.removeAll(keepingCapacity: true)
        var kept: [Int: OrthogonalBand] = [:]
        // Only band sections are asked how they scroll: asking every section would copy each
        // one's resolved layout.
        for index in grid.sections.indices where grid.sections[index].isBand {
            guard let section = resolved(index), section.behavior != .none,
                case .band(let group, let pitch) = grid.sections[index].arrangement
            else { continue }
            var band = bands[index] ?? OrthogonalBand()
            band.configure(
                behavior: section.behavior, firstGroup: group.crossStart...group.crossEnd,
                contentEnd: grid.sections[index].bandContentEnd + section.trailingSpace, pitch: pitch,
                viewport: viewport, time: time)
            kept[index] = band
            sections.append(index)
            grid.setCrossOffset(band.offset, ofSection: index)
        }
        bands = kept
    }

    /// The band section whose line holds `point` (content coordinates), if any.
    ///
    /// - Complexity: O(log sections + log lines).
    func section(at point: CGPoint, in grid: GridLayout) -> Int? {
        let y = Double(point.y)
        for section in grid.sections(intersecting: y, y.nextUp) where bands[section] != nil {
            let lines = grid.lines(inSection: section, intersecting: y, y.nextUp)
            if !lines.isEmpty { return section }
        }
        return nil
    }

    /// Runs `change` on the band of `section` and writes its offset into the grid.
    @discardableResult
    mutating func change<Result>(
        _ section: Int, in grid: inout GridLayout, _ change: (inout OrthogonalBand) -> Result
    ) -> Result? {
        guard bands[section] != nil else { return nil }
        // In place: a copy of the band would copy its velocity samples on the next drag.
        let result = change(&bands[section, default: OrthogonalBand()])
        grid.setCrossOffset(bands[section]?.offset ?? 0, ofSection: section)
        return result
    }

    /// Advances every moving band to `time`; returns whether any still moves.
    mutating func step(time: Double, in grid: inout GridLayout) -> Bool {
        var moving = false
        for section in sections where bands[section]?.isMoving == true {
            if change(section, in: &grid, { $0.step(time: time) }) == true { moving = true }
        }
        return moving
    }

    /// Moves each band to its section's index after an update; bands of deleted sections are
    /// forgotten (a reloaded section keeps its place, clamped to its new items).
    mutating func carry(through plan: ListUpdatePlan, newSectionCount: Int) {
        var carried: [Int: OrthogonalBand] = [:]
        for new in 0..<newSectionCount {
            if let old = plan.oldSection(of: new), let band = bands[old] { carried[new] = band }
        }
        bands = carried
    }
}
