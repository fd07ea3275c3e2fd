import Foundation
import ReuseKitCore

/// The sideways scrolling of one orthogonal section: its offset and the engine's motion (drag,
/// glide, bounce, paging) under the section's behaviour.
struct OrthogonalBand {
    private(set) var motion = ScrollAxisMotion(
        range: OffsetRange(lowerBound: 0, upperBound: 0), viewportDimension: 1)
    private(set) var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.continuous
    /// The distance from one group to the next.
    private(set) var pitch = 1.0

    /// The offset to show.
    var offset: Double { motion.offset }

    /// Whether the band moves on its own (a glide, a bounce, a snap, an animation).
    var isMoving: Bool { motion.phase != .idle && motion.phase != .dragging }

    /// Whether a finger drags the band.
    var isDragging: Bool { motion.phase == .dragging }

    /// Brings the band up to date with its section as laid out now: the groups from
    /// `firstGroupStart` to `contentEnd` (the trailing inset included), `pitch` apart, seen
    /// through `viewport` points. The offset stays, clamped into the new range.
    mutating func configure(
        behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, firstGroup: ClosedRange<Double>,
        contentEnd: Double, pitch: Double, viewport: Double, time: Double
    ) {
        self.behavior = behavior
        self.pitch = pitch
        motion.viewportDimension = max(1, viewport)
        let range: OffsetRange
        switch behavior {
        case .groupPagingCentered:
            let first = (firstGroup.lowerBound + firstGroup.upperBound) / 2 - viewport / 2
            let groups = max(0, ((contentEnd - firstGroup.upperBound) / pitch).rounded())
            range = OffsetRange(lowerBound: first, upperBound: first + groups * pitch)
            motion.paging = PageSnapping(pageSize: pitch)
        default:
            range = OffsetRange(lowerBound: 0, upperBound: max(0, contentEnd - viewport))
            switch behavior {
            case .paging: motion.paging = PageSnapping(pageSize: max(1, viewport))
            case .groupPaging: motion.paging = PageSnapping(pageSize: pitch)
            default: motion.paging = nil
            }
        }
        if range != motion.range { motion.setRange(range, time: time) }
        if motion.phase == .idle, motion.offset != motion.range.clamp(motion.offset) {
            motion.setOffset(motion.offset)
        }
    }

    mutating func beginDrag(time: Double) { motion.beginDrag(time: time) }

    /// The finger moved `translation` across from where the drag began (right is positive: the
    /// band's offset goes down).
    mutating func drag(translation: Double, time: Double) {
        _ = motion.drag(translation: translation, time: time)
    }

    /// The finger lifted: the band glides, pages or settles as its behaviour says. Returns
    /// whether it keeps moving.
    mutating func endDrag(time: Double) -> Bool {
        let moving = motion.endDrag(time: time)
        if behavior == .continuousGroupLeadingBoundary {
            let target = motion.range.clamp((motion.restingOffset / pitch).rounded() * pitch)
            if target != motion.restingOffset || !moving {
                motion.animate(to: target, time: time)
                return motion.phase != .idle
            }
        }
        return moving
    }

    /// Advances the motion to `time`; returns whether the band still moves.
    mutating func step(time: Double) -> Bool {
        guard isMoving else { return false }
        return !motion.step(time: time).isFinished
    }

    /// A sideways wheel or key moved the band by `dx`: a band that scrolls freely moves at once;
    /// one that pages glides a page (or group) that way, and takes no more turns while it glides
    /// (the deltas of one turn of the wheel turn one page).
    mutating func scroll(by dx: Double, time: Double) {
        guard let paging = motion.paging else {
            motion.setOffset(offset + dx)
            return
        }
        guard !isMoving, dx != 0 else { return }
        motion.animate(to: offset + (dx > 0 ? paging.pageSize : -paging.pageSize), time: time)
    }

    /// Moves the band to `offset` (onto the nearest resting place), at once or animated.
    mutating func scroll(to offset: Double, animated: Bool, time: Double) {
        if animated { motion.animate(to: offset, time: time) } else { motion.setOffset(offset) }
    }
}
