import Testing

@testable import ReuseKitTerminal

@Suite("Line breaking conformance")
struct LineBreakConformanceTests {
    @Test("The line break table and the conformance file are the same Unicode version")
    func versionsAgree() throws {
        #expect(try UnicodeTestFile.version(of: "LineBreakTest.txt") == LineBreakTable.unicodeVersion)
    }

    @Test("Every case of Unicode's LineBreakTest.txt breaks where the file says")
    func conformance() throws {
        let cases = try UnicodeTestFile.cases(in: "LineBreakTest.txt")
        var failures: [String] = []
        for testCase in cases {
            let found = LineBreaker.opportunities(in: testCase.scalars).map(\.offset)
            if found != testCase.breaks { failures.append("\(testCase) — found breaks at \(found)") }
        }
        print("LineBreakTest.txt: \(cases.count - failures.count) of \(cases.count) cases pass")
        #expect(cases.count > 7000)
        #expect(
            failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
}
