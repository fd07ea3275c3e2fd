extension PagerMotion {
    /// Advances the slots to `time`: a move that comes to rest re-centres the slots on its page
    /// and is reported; then the next queued move, or a due auto-advance, starts.
    ///
    /// - Complexity: O(1); never allocates.
    public mutating func step(time: Double) -> Update {
        guard gesture != .live else { return .none }
        var update = Update.none
        motion.step(time: time)
        guard motion.phase == .idle else { return update }
        let step = slot(nearest: motion.offset) - 1
        if step != 0 {
            update.settled = settle(step: step, time: time)
        } else if motion.offset != pageSize {
            resetMotion()
        }
        if pendingSteps != 0 {
            let next = pendingSteps > 0 ? 1 : -1
            pendingSteps -= next
            update.bounced = startMove(next, time: time)
            if update.bounced != nil { pendingSteps = 0 }
        } else if gesture == .none, let interval = autoAdvanceInterval, time - lastActivity >= interval {
            lastActivity = time
            _ = startMove(1, time: time)
        }
        return update
    }

    /// Moves to page `index`: a neighbour slides in, a farther page slides in from the side it
    /// lies on (the short way round when wrapping); without animation it is current at once.
    /// A running move first comes to rest at once (reported as ``Update/interrupted``), and
    /// queued moves and a drag are dropped.
    ///
    /// - Complexity: O(1).
    public mutating func scroll(to index: Int, animated: Bool, time: Double) -> Update {
        precondition(index >= 0 && index < cursor.count, "page \(index) is out of 0..<\(cursor.count)")
        // The running move's stop is a page the pager rested on: it keeps its own report, before
        // the one of the move asked for now.
        var update = Update(interrupted: finishNow(time: time).settled)
        lastActivity = time
        let distance = cursor.distance(to: index)
        guard distance != 0 else { return update }
        let step = distance > 0 ? 1 : -1
        if !animated {
            cursor.move(to: index)
            resetMotion()
            update.settled = Settled(step: step, index: index)
            return update
        }
        if distance != step {
            jump = Jump(step: step, index: index)
            resetMotion()
        }
        _ = startMove(step, time: time)
        return update
    }

    /// Brings any move to rest on the page it was heading for, now; drops queued moves and a drag.
    ///
    /// - Complexity: O(1).
    public mutating func finishNow(time: Double) -> Update {
        gesture = .none
        pendingSteps = 0
        let step = slot(nearest: motion.restingOffset) - 1
        guard step != 0 else {
            jump = nil
            resetMotion()
            return .none
        }
        return Update(settled: settle(step: step, time: time))
    }

    /// Changes the number of pages, keeping the current page when it still exists; a running move,
    /// queued moves and a drag are dropped. Auto-advance keeps its schedule.
    ///
    /// - Complexity: O(1).
    public mutating func reload(count: Int) {
        cursor.reload(count: count)
        gesture = .none
        pendingSteps = 0
        jump = nil
        resetMotion()
    }

    /// Changes the page size (the viewport resized); a running move comes to rest first.
    ///
    /// - Complexity: O(1).
    public mutating func setPageSize(_ size: Double, time: Double) -> Update {
        precondition(size > 0 && size.isFinite, "pages need a positive, finite size")
        guard size != pageSize else { return .none }
        let update = finishNow(time: time)
        pageSize = size
        resetMotion()
        return update
    }

    /// Turns wrap-around on or off; a running move comes to rest first.
    public mutating func setWraps(_ wraps: Bool, time: Double) -> Update {
        guard wraps != cursor.wraps else { return .none }
        let update = finishNow(time: time)
        cursor.wraps = wraps
        resetMotion()
        return update
    }

    /// Starts auto-advance's wait afresh from `time` (when it is turned on, or the clock changes).
    ///
    /// - Complexity: O(1).
    public mutating func restartAutoAdvance(at time: Double) {
        lastActivity = time
    }

    /// Changes the swipe thresholds; they apply from the next drag.
    public mutating func setThresholds(distance: Double, flickVelocity: Double) {
        precondition(distance > 0 && distance <= 1, "the distance threshold is a fraction of a page")
        precondition(flickVelocity >= 0, "the flick velocity cannot be negative")
        distanceThreshold = distance
        self.flickVelocity = flickVelocity
        if gesture == .none && motion.phase == .idle { resetMotion() }
    }

    /// Makes the move of `step` current and re-centres the slots.
    mutating func settle(step: Int, time: Double) -> Settled {
        if let jump, jump.step == step { cursor.move(to: jump.index) } else { cursor.move(by: step) }
        jump = nil
        resetMotion()
        lastActivity = time
        return Settled(step: step, index: cursor.index)
    }

    /// Starts an animated move of one slot; returns the edge instead when there is no page there.
    mutating func startMove(_ step: Int, time: Double) -> Edge? {
        guard index(inSlot: 1 + step) != nil else { return step < 0 ? .start : .end }
        motion.animate(to: Double(1 + step) * pageSize, time: time)
        return nil
    }
}
