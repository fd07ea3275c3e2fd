import Testing

@testable import ReuseKitTerminal

/// xterm's modifier parameter is `1 + bits` with shift 1, alt 2, control 4 and meta 8: decoded
/// by name, whatever the set's own raw bits are.
@Suite("xterm modifier parameter")
struct KeyModifiersXTermTests {
    /// The modifiers xterm's bits name, written out one by one.
    static func reference(_ parameter: Int) -> KeyModifiers {
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.meta) }
        return modifiers
    }

    @Test(
        "Each of xterm's parameters names its modifiers",
        arguments: [
            (2, KeyModifiers.shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.shift, .control]),
            (7, [.alt, .control]), (9, .meta), (13, [.control, .meta]),
            (16, [.shift, .alt, .control, .meta]),
        ] as [(Int, KeyModifiers)])
    func namedParameters(parameter: Int, expected: KeyModifiers) {
        #expect(KeyModifiers(xtermParameter: parameter) == expected)
        #expect(InputParserTests.parse("\u{1B}[1;\(parameter)A") == [InputParserTests.key(.up, expected)])
    }

    @Test("Every parameter from 2 to 16 decodes bit by bit")
    func everyParameter() {
        for parameter in 2...16 {
            #expect(
                KeyModifiers(xtermParameter: parameter) == Self.reference(parameter), "parameter \(parameter)"
            )
        }
    }

    @Test("No parameter, 1, 0 or a negative one means no modifier; bits above meta are ignored")
    func noModifiers() {
        for parameter in [nil, 1, 0, -3] as [Int?] {
            #expect(
                KeyModifiers(xtermParameter: parameter) == [], "parameter \(String(describing: parameter))")
        }
        #expect(KeyModifiers(xtermParameter: 17) == [])
        #expect(KeyModifiers(xtermParameter: 18) == .shift)
    }
}
