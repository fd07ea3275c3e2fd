/// The Unicode Line Breaking Algorithm (UAX #14, Unicode 15.0): where a line of text may end.
///
/// The rules are applied in order, LB2 to LB31, over the classes of the generated
/// `LineBreakTable`, with numbers tailored as UAX #14's Example 7 (section 8.2) describes, which
/// is what Unicode's conformance file `LineBreakTest.txt` assumes. The breaker works on scalars;
/// `TerminalTextSystem` takes only the opportunities that fall between grapheme clusters, so a
/// line never splits a cluster.
struct LineBreaker {
    private let scalars: [Unicode.Scalar]
    private let classes: [LineBreakClass]

    // The state left by the text before the position being decided, with combining marks
    // already absorbed into their base (LB9) and treated as letters where they have none (LB10).
    private var previous: LineBreakClass = .al
    private var previousScalar: Unicode.Scalar = " "
    private var beforePrevious: LineBreakClass?
    private var beforePreviousIsDottedCircle = false
    private var previousIsZWJ = false
    private var beforeSpaces: LineBreakClass = .al
    private var regionalIndicators = 0
    private var inNumber = false
    private var closedNumber = false

    private init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        classes = scalars.map(LineBreakClass.init(of:))
    }

    /// Every break opportunity in `scalars`, in order, ending with the one at the end of the text.
    ///
    /// - Complexity: O(n) in the number of scalars (each class lookup is O(log runs)).
    static func opportunities(in scalars: some Sequence<Unicode.Scalar>) -> [LineBreakOpportunity] {
        var breaker = LineBreaker(Array(scalars))
        return breaker.run()
    }

    private mutating func run() -> [LineBreakOpportunity] {
        guard !scalars.isEmpty else { return [] }
        var result: [LineBreakOpportunity] = []
        // LB2: no break at the start; LB10: a leading mark is a letter.
        start(with: 0)
        for index in 1..<scalars.count {
            switch decide(at: index) {
            case .mandatory: result.append(LineBreakOpportunity(offset: index, isMandatory: true))
            case .allowed: result.append(LineBreakOpportunity(offset: index, isMandatory: false))
            case .prohibited: break
            }
            advance(to: index)
        }
        // LB3: always break at the end.
        result.append(LineBreakOpportunity(offset: scalars.count, isMandatory: true))
        return result
    }

    private enum Decision { case mandatory, allowed, prohibited }

    private mutating func start(with index: Int) {
        let resolved = classes[index] == .cm || classes[index] == .zwj ? .al : classes[index]
        previousIsZWJ = classes[index] == .zwj
        take(resolved, scalar: scalars[index])
    }

    /// Moves the state past the scalar at `index`.
    private mutating func advance(to index: Int) {
        let current = classes[index]
        previousIsZWJ = current == .zwj
        if current == .cm || current == .zwj {
            // LB9: a mark takes its base's class; LB10: without a base it is a letter.
            if !Self.cannotCarryMarks(previous) { return }
            take(.al, scalar: scalars[index])
            return
        }
        take(current, scalar: scalars[index])
    }

    private mutating func take(_ current: LineBreakClass, scalar: Unicode.Scalar) {
        let wasNumber = inNumber
        closedNumber = wasNumber && (current == .cl || current == .cp)
        inNumber = current == .nu || (wasNumber && (current == .sy || current == .is))
        regionalIndicators = current == .ri ? regionalIndicators + 1 : 0
        beforePrevious = previous
        beforePreviousIsDottedCircle = previousScalar == Self.dottedCircle
        previous = current
        previousScalar = scalar
        if current != .sp { beforeSpaces = current }
    }

    private static let dottedCircle: Unicode.Scalar = "\u{25CC}"

    private static func cannotCarryMarks(_ value: LineBreakClass) -> Bool {
        switch value {
        case .bk, .cr, .lf, .nl, .sp, .zw: true
        default: false
        }
    }

    private func decide(at index: Int) -> Decision {
        let a = previous
        var b = classes[index]
        // LB4, LB5: hard breaks.
        if a == .bk || a == .lf || a == .nl { return .mandatory }
        if a == .cr { return b == .lf ? .prohibited : .mandatory }
        // LB6, LB7.
        switch b {
        case .bk, .cr, .lf, .nl, .sp, .zw: return .prohibited
        default: break
        }
        // LB8: after a zero width space, and any spaces following it.
        if beforeSpaces == .zw && (a == .zw || a == .sp) { return .allowed }
        // LB8a.
        if previousIsZWJ { return .prohibited }
        // LB9, LB10.
        if b == .cm || b == .zwj {
            if !Self.cannotCarryMarks(a) { return .prohibited }
            b = .al
        }
        return decidePunctuation(a, b, index: index)
    }

    private func decidePunctuation(_ a: LineBreakClass, _ b: LineBreakClass, index: Int) -> Decision {
        // LB11, LB12, LB12a.
        if a == .wj || b == .wj || a == .gl { return .prohibited }
        if b == .gl && a != .sp && a != .ba && a != .hy { return .prohibited }
        // LB13.
        switch b {
        case .cl, .cp, .ex, .is, .sy: return .prohibited
        default: break
        }
        // LB14 to LB17: across spaces.
        let spaced = a == .sp ? beforeSpaces : a
        if spaced == .op { return .prohibited }
        if spaced == .qu && b == .op { return .prohibited }
        if (spaced == .cl || spaced == .cp) && b == .ns { return .prohibited }
        if spaced == .b2 && b == .b2 { return .prohibited }
        // LB18.
        if a == .sp { return .allowed }
        // LB19, LB20.
        if a == .qu || b == .qu { return .prohibited }
        if a == .cb || b == .cb { return .allowed }
        // LB21, LB21a, LB21b, LB22.
        if b == .ba || b == .hy || b == .ns || a == .bb { return .prohibited }
        if beforePrevious == .hl && (a == .hy || a == .ba) { return .prohibited }
        if a == .sy && b == .hl { return .prohibited }
        if b == .in { return .prohibited }
        return decideAlphanumeric(a, b, index: index)
    }

    private func decideAlphanumeric(_ a: LineBreakClass, _ b: LineBreakClass, index: Int) -> Decision {
        let letter: Set<LineBreakClass> = [.al, .hl]
        // LB23, LB23a, LB24.
        if letter.contains(a) && b == .nu || a == .nu && letter.contains(b) { return .prohibited }
        if a == .pr && (b == .id || b == .eb || b == .em) { return .prohibited }
        if (a == .id || a == .eb || a == .em) && b == .po { return .prohibited }
        if (a == .pr || a == .po) && letter.contains(b) { return .prohibited }
        if letter.contains(a) && (b == .pr || b == .po) { return .prohibited }
        // LB25, tailored as Example 7: (PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?
        if (a == .pr || a == .po) && b == .nu { return .prohibited }
        if (a == .pr || a == .po) && (b == .op || b == .hy) && classAfter(index) == .nu { return .prohibited }
        if (a == .op || a == .hy) && b == .nu { return .prohibited }
        if inNumber && [.nu, .sy, .is, .cl, .cp].contains(b) { return .prohibited }
        if (inNumber || closedNumber) && (b == .po || b == .pr) { return .prohibited }
        // LB26, LB27: Hangul.
        let jamo: Set<LineBreakClass> = [.jl, .jv, .jt, .h2, .h3]
        if a == .jl && (b == .jl || b == .jv || b == .h2 || b == .h3) { return .prohibited }
        if (a == .jv || a == .h2) && (b == .jv || b == .jt) { return .prohibited }
        if (a == .jt || a == .h3) && b == .jt { return .prohibited }
        if jamo.contains(a) && b == .po || a == .pr && jamo.contains(b) { return .prohibited }
        // LB28.
        if letter.contains(a) && letter.contains(b) { return .prohibited }
        if decideAksara(a, b, index: index) { return .prohibited }
        return decideRest(a, b, index: index)
    }

    /// LB28a: Brahmic orthographic syllables.
    private func decideAksara(_ a: LineBreakClass, _ b: LineBreakClass, index: Int) -> Bool {
        let bIsBase = b == .ak || b == .as || scalars[index] == Self.dottedCircle
        let aIsBase = a == .ak || a == .as || previousScalar == Self.dottedCircle
        if a == .ap && bIsBase { return true }
        if aIsBase && (b == .vf || b == .vi) { return true }
        let beforeIsBase = beforePrevious == .ak || beforePrevious == .as || beforePreviousIsDottedCircle
        if beforeIsBase && a == .vi && (b == .ak || scalars[index] == Self.dottedCircle) { return true }
        if aIsBase && bIsBase && classAfter(index) == .vf { return true }
        return false
    }

    private func decideRest(_ a: LineBreakClass, _ b: LineBreakClass, index: Int) -> Decision {
        // LB29.
        if a == .is && (b == .al || b == .hl) { return .prohibited }
        // LB30: a letter or number stays with a following opening, and a closing with what follows,
        // unless the punctuation is East Asian.
        if (a == .al || a == .hl || a == .nu) && b == .op
            && !LineBreakClass.isEastAsianBracket(scalars[index])
        {
            return .prohibited
        }
        if a == .cp && !LineBreakClass.isEastAsianBracket(previousScalar)
            && (b == .al || b == .hl || b == .nu)
        {
            return .prohibited
        }
        // LB30a: regional indicators pair up.
        if a == .ri && b == .ri && regionalIndicators % 2 == 1 { return .prohibited }
        // LB30b.
        if b == .em && (a == .eb || LineBreakClass.isUnassignedPictographic(previousScalar)) {
            return .prohibited
        }
        // LB31.
        return .allowed
    }

    /// The class of the scalar after `index`, if any.
    private func classAfter(_ index: Int) -> LineBreakClass? {
        index + 1 < classes.count ? classes[index + 1] : nil
    }
}
