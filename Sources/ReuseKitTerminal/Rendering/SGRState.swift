/// A colour as the terminal receives it, after the colour mode has been applied.
enum EmittedColor: Hashable, Sendable {
    case `default`
    case rgb(UInt8, UInt8, UInt8)
    case indexed(UInt8)

    init(_ color: TerminalColor, mode: ColorMode) {
        switch (color, mode) {
        case (.default, _), (_, .monochrome):
            self = .default
        case (.rgb(let red, let green, let blue), .trueColor):
            self = .rgb(red, green, blue)
        case (.rgb(let red, let green, let blue), .palette256):
            self = .indexed(TerminalColor.paletteIndex(red: red, green: green, blue: blue))
        }
    }
}

/// The graphic rendition a terminal is in: what SGR has set so far.
///
/// Two styles that map to the same palette entry are the same state, so no SGR is sent
/// between them.
struct SGRState: Hashable, Sendable {
    var foreground: EmittedColor
    var background: EmittedColor
    var attributes: TextAttributes

    static let plain = SGRState(foreground: .default, background: .default, attributes: [])

    init(foreground: EmittedColor, background: EmittedColor, attributes: TextAttributes) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    init(_ style: CellStyle, mode: ColorMode) {
        foreground = EmittedColor(style.foreground, mode: mode)
        background = EmittedColor(style.background, mode: mode)
        attributes = style.attributes
    }

    /// Appends the SGR sequence that takes a terminal from `self` to `target`.
    ///
    /// Removing an attribute resets everything (SGR 0) and sets the rest again: one short
    /// sequence instead of a per-attribute "off" code whose meaning varies (22 ends bold and dim).
    func transition(to target: SGRState, into output: inout ByteWriter) {
        guard target != self else { return }
        output.csi()
        if target == .plain {
            output.append("0m")
            return
        }
        var base = self
        var first = true
        func parameter(_ value: Int) {
            if !first { output.append(UInt8(ascii: ";")) }
            first = false
            output.append(number: value)
        }
        if !attributes.isSubset(of: target.attributes) {
            parameter(0)
            base = .plain
        }
        for (attribute, code) in TextAttributes.sgrParameters
        where target.attributes.contains(attribute) && !base.attributes.contains(attribute) {
            parameter(code)
        }
        for (color, old, offset) in [
            (target.foreground, base.foreground, 30), (target.background, base.background, 40),
        ]
        where color != old {
            switch color {
            case .default:
                parameter(offset + 9)
            case .rgb(let red, let green, let blue):
                for value in [offset + 8, 2, Int(red), Int(green), Int(blue)] { parameter(value) }
            case .indexed(let index):
                for value in [offset + 8, 5, Int(index)] { parameter(value) }
            }
        }
        output.append(UInt8(ascii: "m"))
    }
}
