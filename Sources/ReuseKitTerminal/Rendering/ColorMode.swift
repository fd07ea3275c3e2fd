#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many colours the terminal can show, which decides how `TerminalColor`s are sent.
public enum ColorMode: Hashable, Sendable {
    /// 24-bit colour (SGR 38;2 / 48;2).
    case trueColor
    /// The xterm 256-colour palette (SGR 38;5 / 48;5); RGB maps to the nearest entry.
    case palette256
    /// No colour at all; attributes such as bold and reverse still apply.
    case monochrome

    /// The mode an environment asks for.
    ///
    /// `NO_COLOR` set and non-empty wins (no-color.org); then `COLORTERM=truecolor` or `24bit`;
    /// then any `TERM` but `dumb` gets the 256-colour palette, which every terminal emulator
    /// in use today understands (a `*-256color` TERM says so explicitly); no `TERM`: none.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .monochrome }
        return .palette256
    }

    /// The mode this process's environment asks for (see `detect(environment:)`).
    public static func detect() -> ColorMode {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return detect(environment: environment)
    }
}
