extension GridLayout {
    /// Gives the lines of these sections, just laid out for the counts after `plan`, the lengths
    /// measured in `old` (the layout before it) for the same items: a line keeps its length when
    /// it holds the same items as a measured line did, in the same places, in a section of the
    /// same lines (one item a line: every item that stays, or moves, keeps its length). Lines
    /// whose items changed, and reloaded items' lines, stand at the estimate.
    ///
    /// - Complexity: O((changes + sections) · log n).
    public mutating func carryMeasuredLines(from old: GridLayout, through plan: ListUpdatePlan) {
        precondition(plan.newRowCounts.count == sections.count, "the plan was made for other sections")
        var carried = [Bool](repeating: false, count: sections.count)
        for section in sections.indices {
            guard let source = plan.oldSection(of: section), !plan.isSectionReloaded(section),
                source < old.sections.count, old.sections[source].measuredLineCount > 0,
                sections[section].linesMatch(old.sections[source])
            else { continue }
            var lines = old.sections[source].lines
            let perLine = sections[section].itemsPerLine
            var oldEnd = old.sections[source].lineCount
            var newEnd = sections[section].lineCount
            // The lines kept, last first, so that the lines before each stay where they were.
            let runs = plan.keptRuns(from: source, to: section).compactMap {
                Self.lines(
                    of: $0, perLine: perLine, old: old.sections[source].itemCount,
                    new: sections[section].itemCount)
            }
            for run in runs.reversed() {
                lines.replace(run.old.upperBound..<oldEnd, withUnmeasured: newEnd - run.new.upperBound)
                oldEnd = run.old.lowerBound
                newEnd = run.new.lowerBound
            }
            lines.replace(0..<oldEnd, withUnmeasured: newEnd)
            sections[section].lines = lines
            carried[section] = true
        }
        for (destination, source) in plan.moveSources where carried[destination.section] {
            let before = old.sections[source.section]
            guard sections[destination.section].itemsPerLine == 1, before.itemsPerLine == 1,
                before.linesMatch(sections[destination.section]), before.isMeasured(line: source.row)
            else { continue }
            sections[destination.section].setLength(
                before.length(ofLine: source.row), ofLine: destination.row)
        }
        for reloaded in plan.reloadedRows {
            guard let position = plan.newPosition(of: reloaded), carried[position.section] else { continue }
            let line = sections[position.section].line(ofItem: position.row)
            sections[position.section].lines.invalidate(at: line)
        }
        for section in sections.indices where carried[section] {
            stack.setExtent(sections[section].length, at: section)
        }
    }

    /// The whole lines of a run of items that stay, by index before and after the update: lines
    /// holding the same items in the same places.
    private static func lines(
        of run: ListUpdatePlan.KeptRun, perLine: Int, old oldCount: Int, new newCount: Int
    ) -> (old: Range<Int>, new: Range<Int>)? {
        let shift = run.new - run.old
        guard shift % perLine == 0 else { return nil }
        let first = (run.old + perLine - 1) / perLine
        var end = (run.old + run.count) / perLine
        // A short last line is the same line only if it stays last, as short.
        if run.old + run.count == oldCount, run.new + run.count == newCount, oldCount % perLine != 0,
            oldCount / perLine >= first
        {
            end = oldCount / perLine + 1
        }
        guard end > first else { return nil }
        return (first..<end, first + shift / perLine..<end + shift / perLine)
    }
}
