import ReuseKitTerminal

/// Why the command line of `reusekit-demo` could not be read.
public enum DemoOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An argument that is not a flag of the demo.
    case unknownArgument(String)
    /// A flag that needs a value came last or was followed by another flag.
    case missingValue(flag: String)
    /// `--scene` named no scene.
    case unknownScene(String, known: [String])
    /// `--size` was not `WxH` within bounds.
    case badSize(String)
    /// `--feed-url` was not an http, https or file URL.
    case badURL(String)

    /// A sentence saying what was wrong and what would be right; the arguments it quotes show
    /// control characters as visible stand-ins, so an argument cannot drive the terminal.
    public var description: String {
        switch self {
        case .unknownArgument(let argument):
            "unknown argument '\(shown(argument))'"
        case .missingValue(let flag):
            "\(shown(flag)) needs a value"
        case .unknownScene(let name, let known):
            "no scene named '\(shown(name))'; scenes: \(known.joined(separator: ", "))"
        case .badSize(let text):
            "bad size '\(shown(text))': expected COLUMNSxROWS, from 20x6 to 1000x500 (for example 200x60)"
        case .badURL(let text):
            "bad feed URL '\(shown(text))': expected http://, https:// or file:// (for example http://127.0.0.1:8000/)"
        }
    }

    /// `argument` as it may be shown on a terminal.
    private func shown(_ argument: String) -> String {
        TerminalText.sanitize(argument)
    }
}
