extension PagerMotion {
    /// Verifies that the slots, the range and the motion agree.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(1).
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if motion.range != range() {
            return "the motion's range \(motion.range) is not the slots' \(range())"
        }
        if cursor.count == 0 && (0...2).contains(where: { index(inSlot: $0) != nil }) {
            return "a pager without pages shows one"
        }
        let overshoot = Swift.abs(motion.range.overshoot(of: motion.offset))
        if overshoot >= pageSize { return "the slots moved \(overshoot) beyond their range" }
        if motion.phase == .idle && gesture != .live && motion.offset != pageSize {
            return "at rest the current page sits at \(motion.offset), not \(pageSize)"
        }
        if let jump, Swift.abs(jump.step) != 1 { return "a jump is shown \(jump.step) slots away" }
        if gesture == .live && motion.phase != .dragging { return "a live drag lost the slots" }
        return nil
    }
}
