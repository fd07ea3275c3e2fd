import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Every list view and layout, driven by seeded random focus moves, inserts, deletes, moves,
/// reloads, snapshot applies and scrolls against a model of identities, checked after every
/// step against the focus rules: the focus follows its item (or the next surviving item, else
/// the previous); after a move it shows wholly; an update leaves a visible focused item where it
/// is on screen; a focus scrolled away stays, and the next move goes on from it.
@MainActor
@Suite("List base: seeded random focus moves and updates on every view")
struct ListBaseRandomizedTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]
    static let steps = 60

    nonisolated static let subjects = [
        "table", "table+controller", "flow", "flow+controller", "list", "list+controller", "grid",
        "grid+controller", "masonry", "masonry+controller", "waterfall", "waterfall+appends",
        "waterfall+controller",
    ]

    static func makeSubject(_ name: String, model: RandomListModel) throws -> any RandomFocusSubject {
        let parts = name.split(separator: "+")
        let controlled = parts.count > 1
        switch parts[0] {
        case "waterfall":
            if controlled, parts[1] == "appends" {
                return RandomWaterfallSubject(model: model, appends: true)
            }
            if controlled { return try RandomWaterfallControllerSubject(model: model) }
            return RandomWaterfallSubject(model: model, appends: false)
        case "table":
            if controlled { return try RandomTableControllerSubject(model: model) }
            return RandomTableSubject(model: model)
        default:
            let layout = try #require(RandomCollectionLayout(rawValue: String(parts[0])))
            return try RandomCollectionSubject(model: model, layout: layout, controlled: controlled)
        }
    }

    @Test("every step keeps the focus rules", arguments: subjects)
    func rules(subject name: String) throws {
        for seed in Self.seeds {
            var generator = SeededGenerator(seed: seed)
            // A waterfall has one section: as many items as the others' four.
            let sections = name.hasPrefix("waterfall") ? 1 : 4
            let model = RandomListModel(
                counts: (0..<sections).map { _ in Int.random(in: 3...12, using: &generator) * (5 - sections) }
            )
            model.keepsOneSection = sections == 1
            let subject = try Self.makeSubject(name, model: model)
            var run = RandomFocusRun(subject: subject, generator: generator)
            guard let failure = try run.run(steps: Self.steps) else { continue }
            Issue.record("\(name), seed \(seed), \(failure.rule) rule: \(failure.message)")
        }
    }
}

/// One seeded run: the steps, the model's focus, and the rules checked after each step.
@MainActor
struct RandomFocusRun {
    let subject: any RandomFocusSubject
    var generator: SeededGenerator
    /// The identity the focus is on, as the model says.
    var focusID: Int?
    var log: [String] = []

    init(subject: any RandomFocusSubject, generator: SeededGenerator) {
        self.subject = subject
        self.generator = generator
    }

    var model: RandomListModel { subject.model }
    var view: ScrollView { subject.scrollView }

    /// Runs `steps` steps; the first broken rule, with the steps that led to it.
    mutating func run(steps: Int) throws -> RandomFocusFailure? {
        for step in 0..<steps {
            let roll = Int.random(in: 0..<100, using: &generator)
            let problem: RandomFocusFailure?
            if roll < 45 {
                problem = focusMove()
            } else if roll < 57 {
                problem = scroll()
            } else {
                problem = try change()
            }
            if var problem = problem ?? check() {
                problem.message =
                    "step \(step): \(problem.message)\n  " + log.suffix(8).joined(separator: "\n  ")
                return problem
            }
        }
        return nil
    }

    static let headings: [FocusHeading] = [
        .up, .down, .left, .right, .next, .previous, .pageUp, .pageDown, .first, .last,
    ]

    var flat: [Int] { model.sections.flatMap { $0 } }

    // MARK: Steps

    mutating func focusMove() -> RandomFocusFailure? {
        let heading = Self.headings.randomElement(using: &generator) ?? .next
        let before = subject.focusedIndexPath
        subject.moveFocus(heading)
        view.layoutIfNeeded()
        // Where the item left stands now: a self-sizing list measures as it scrolls.
        let beforeFrame = before.flatMap(subject.frame(of:))
        let after = subject.focusedIndexPath
        log.append("move \(heading): \(describe(before)) → \(describe(after))")
        guard let after else {
            return model.sections.allSatisfy(\.isEmpty) ? nil : .init(.identity, "no focus after \(heading)")
        }
        let id = model.id(at: after)
        defer { focusID = id }
        if let problem = wholeVisibility(of: after) {
            return .init(.visibility, "after \(heading): \(problem)")
        }
        guard let focusID, let before, let beforeFrame, let frame = subject.frame(of: after) else {
            return nil
        }
        let order = flat
        guard let index = order.firstIndex(of: focusID) else {
            return .init(.identity, "the focused \(focusID) is not in the model")
        }
        let expected: Int?
        switch heading {
        case .next: expected = order[min(index + 1, order.count - 1)]
        case .previous: expected = order[max(index - 1, 0)]
        case .first: expected = order.first
        case .last: expected = order.last
        case .up where !subject.movesByGeometry: expected = order[max(index - 1, 0)]
        case .down where !subject.movesByGeometry: expected = order[min(index + 1, order.count - 1)]
        case .left where !subject.movesByGeometry, .right where !subject.movesByGeometry: expected = focusID
        default: expected = nil
        }
        if let expected, expected != id {
            return .init(
                .move, "\(heading) from \(focusID) at \(describe(before)) landed on \(id), not \(expected)")
        }
        guard expected == nil, id != focusID else { return nil }
        let wrongWay: Bool =
            switch heading {
            case .down: frame.minY < beforeFrame.maxY - 0.5
            case .up: frame.maxY > beforeFrame.minY + 0.5
            case .right: frame.minX < beforeFrame.maxX - 0.5
            case .left: frame.maxX > beforeFrame.minX + 0.5
            case .pageDown: frame.midY < beforeFrame.midY
            // Up a page at the top lands on the first item, which may be taller than the last.
            case .pageUp: frame.midY > beforeFrame.midY && frame.minY > beforeFrame.minY + 0.5
            default: frame.midY > beforeFrame.midY
            }
        return wrongWay ? .init(.move, "\(heading) went the wrong way: \(beforeFrame) → \(frame)") : nil
    }

    mutating func scroll() -> RandomFocusFailure? {
        let range = view.minimumContentOffsetY...max(view.minimumContentOffsetY, view.maximumContentOffsetY)
        let y = CGFloat.random(in: range, using: &generator).rounded()
        view.setContentOffset(CGPoint(x: view.contentOffset.x, y: y), animated: false)
        view.layoutIfNeeded()
        log.append("scroll to \(y)")
        return nil
    }

    mutating func change() throws -> RandomFocusFailure? {
        let oldFlat = flat
        let focusedBefore = subject.focusedIndexPath
        let screenY = focusedBefore.flatMap { indexPath -> CGFloat? in
            guard wholeVisibility(of: indexPath) == nil, let frame = subject.frame(of: indexPath) else {
                return nil
            }
            return frame.minY - view.contentOffset.y
        }
        var generator = self.generator
        let change: RandomListChange
        if subject.changes == .custom {
            change = try subject.makeChange(focusID: focusID, using: &generator)
        } else {
            change = RandomChanges.make(in: model, focusID: focusID, kind: subject.changes, using: &generator)
        }
        self.generator = generator
        log.append("\(change)")
        if subject.changes != .custom { try subject.perform(change) }
        let kept = focusID
        if let kept { focusID = Self.survivor(of: kept, in: oldFlat, surviving: Set(flat)) }
        // A full reload drops the focus, as a table's does.
        if case .reloadData = change { focusID = nil }
        // The focused item kept still on screen, unless it moved on purpose or the content's
        // edge moved the offset.
        guard focusedBefore != nil, let screenY, let id = focusID, id == kept, !change.moves(id),
            let now = model.indexPath(of: id), let frame = subject.frame(of: now)
        else { return nil }
        let wanted = frame.minY - screenY
        guard view.clampedOffsetY(wanted) == wanted else { return nil }
        let drift = frame.minY - view.contentOffset.y - screenY
        guard abs(drift) > 0.5 else { return nil }
        return .init(.position, "the focused \(id) moved \(drift) pt on screen through \(change)")
    }

    /// Where the focus on `id` goes when `surviving` is what is left: itself, the next
    /// surviving item, else the previous.
    static func survivor(of id: Int, in order: [Int], surviving: Set<Int>) -> Int? {
        guard let index = order.firstIndex(of: id) else { return nil }
        if surviving.contains(id) { return id }
        if let next = order[(index + 1)...].first(where: surviving.contains) { return next }
        return order[..<index].last(where: surviving.contains)
    }

    // MARK: Rules

    /// The rules that hold after every step: the focus is on the model's item, and the cell
    /// showing it, alone, says so.
    func check() -> RandomFocusFailure? {
        let focused = subject.focusedIndexPath
        let expected = focusID.flatMap(model.indexPath(of:))
        guard focused == expected else {
            let model = focusID.map { "\($0)" } ?? "none"
            return .init(
                .identity,
                "the focus is on \(describe(focused)), the model's on \(model) at \(describe(expected))")
        }
        let cells = subject.focusedCells
        if cells.count > 1 || (cells.first.map { $0 != focused } ?? false) {
            return .init(
                .cells,
                "cells say they are focused: \(cells.map { describe($0) }), the focus is on \(describe(focused))"
            )
        }
        return subject.checkItems().map { .init(.items, $0) }
    }

    /// Why `indexPath` does not show wholly: outside the viewport less its insets, or under a
    /// header or footer; `nil` when it shows wholly.
    func wholeVisibility(of indexPath: IndexPath) -> String? {
        guard let frame = subject.frame(of: indexPath) else { return "no frame for \(describe(indexPath))" }
        let insets = view.adjustedContentInset
        let top = view.contentOffset.y + insets.top
        let bottom = view.contentOffset.y + view.bounds.height - insets.bottom
        if frame.minY < top - 1e-6 || frame.maxY > bottom + 1e-6 || frame.minX < -1e-6
            || frame.maxX > view.bounds.width + 1e-6
        {
            return "\(describe(indexPath)) at \(frame) is outside \(top)...\(bottom)"
        }
        for cover in subject.covers where cover.intersection(frame).height > 1e-6 {
            return "\(describe(indexPath)) at \(frame) is under \(cover)"
        }
        return nil
    }

    func describe(_ indexPath: IndexPath?) -> String {
        guard let indexPath else { return "none" }
        let sections = model.sections
        let isItem =
            indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].indices.contains(indexPath.item)
        return "\(indexPath.section).\(indexPath.item)" + (isItem ? " (\(model.id(at: indexPath)))" : "")
    }
}

/// The rules the randomized suite checks.
enum RandomFocusRule: String, Sendable {
    /// The focus is on the model's item (or the one that took its place).
    case identity
    /// After a move the focused item shows wholly.
    case visibility
    /// A move lands where its heading says (from the focus, even scrolled away).
    case move
    /// An update leaves a visible focused item where it is on screen.
    case position
    /// The focused item's cell, alone, says it is focused.
    case cells
    /// The items show as the model has them (an outline's levels, parents, states).
    case items
}

/// A broken rule, and what broke it.
struct RandomFocusFailure {
    var rule: RandomFocusRule
    var message: String

    init(_ rule: RandomFocusRule, _ message: String) {
        self.rule = rule
        self.message = message
    }
}
