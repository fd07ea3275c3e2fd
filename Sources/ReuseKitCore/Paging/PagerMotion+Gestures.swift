extension PagerMotion {
    /// A finger touched the pager at `time`. At rest it takes hold of the slots; while they move,
    /// the swipe is only judged, and queued on release. Returns `false` if a drag was in progress.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func beginDrag(time: Double) -> Bool {
        guard gesture == .none else { return false }
        translation = 0
        lastActivity = time
        if motion.phase == .idle && pendingSteps == 0 {
            motion.beginDrag(time: time)
            gesture = .live
        } else {
            tracker.reset()
            tracker.add(position: 0, time: time)
            gesture = .queued
        }
        return true
    }

    /// The finger moved `translation` points from where it touched (negative towards the next
    /// page: a pan to the left, or up).
    ///
    /// - Complexity: O(1); never allocates.
    public mutating func drag(translation: Double, time: Double) {
        precondition(translation.isFinite, "a drag needs a finite translation")
        self.translation = translation
        switch gesture {
        case .none: return
        case .live: motion.drag(translation: translation, time: time)
        case .queued: tracker.add(position: -translation, time: time)
        }
        lastActivity = time
    }

    /// The finger lifted at `time`: says whether the swipe turns the page, springs back, bounces at
    /// an edge or is queued.
    ///
    /// - Complexity: O(1).
    public mutating func endDrag(time: Double) -> Release {
        let current = gesture
        gesture = .none
        lastActivity = time
        switch current {
        case .none:
            return .ignored
        case .queued:
            let step = swipeStep(velocity: tracker.velocity(at: time))
            guard step != 0 else { return .ignored }
            pendingSteps += step
            return .queued(step)
        case .live:
            motion.endDrag(time: time)
            let intent = swipeStep(velocity: motion.releaseVelocity)
            if intent != 0 && index(inSlot: 1 + intent) == nil {
                return .bouncing(intent < 0 ? .start : .end)
            }
            let step = slot(nearest: motion.restingOffset) - 1
            return step == 0 ? .returning : .turning(step)
        }
    }

    /// The page step a swipe of the current translation released at `velocity` asks for, judged
    /// as if both neighbours existed: −1, 0 or +1.
    func swipeStep(velocity: Double) -> Int {
        let snapping = PageSnapping(
            pageSize: pageSize, distanceThreshold: distanceThreshold, flickVelocity: flickVelocity)
        let target = snapping.targetPage(
            offset: pageSize - translation, velocity: velocity, startPage: 1, pageCount: 3)
        return target - 1
    }
}
