import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Trees in both list controllers, driven by seeded random focus moves, scrolls, expands,
/// collapses, inserts and deletes against a model tree, and held after every step to the list
/// base's focus rules (the focus follows its item; an item hidden or deleted hands it to the
/// next visible item, else the previous; a visible focused item keeps its place on screen) and
/// to the model's rows, levels, parents and states.
@MainActor
@Suite("Outlines: seeded random expands, collapses, inserts and deletes against a model tree")
struct OutlineRandomizedTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
    static let steps = 80

    @Test("every step keeps the rows, levels, focus and anchor", arguments: ["table", "list"])
    func rules(subject name: String) throws {
        for seed in Self.seeds {
            var generator = SeededGenerator(seed: seed)
            let model = RandomListModel(counts: [0])
            let subject = try RandomOutlineSubject(
                model: model, collection: name == "list", using: &generator)
            var run = RandomFocusRun(subject: subject, generator: generator)
            guard let failure = try run.run(steps: Self.steps) else { continue }
            Issue.record(Comment(rawValue: "\(name), seed \(seed), \(failure.rule) rule: \(failure.message)"))
        }
    }
}
