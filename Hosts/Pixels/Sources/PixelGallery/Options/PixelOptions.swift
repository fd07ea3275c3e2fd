import Foundation

/// The command line of `reusekit-pixels`.
public struct PixelOptions: Equatable, Sendable {
    /// The scene shown first (`--scene NAME`).
    public var scene: String?
    /// Device pixels per point (`--scale 1|2`).
    public var scale = 1
    /// The window's size in points (`--size WxH`).
    public var width = 390
    /// The window's height in points.
    public var height = 844
    /// Where `--png DIR` writes the tour's frames.
    public var pngDirectory: String?
    /// Whether `--measure` times a fling through the table (or the scene `--scene` names).
    public var measure = false
    /// Frames `--measure` times (`--frames N`).
    public var frames = 600
    /// Points `--measure` scrolls each frame instead of flinging (`--step PT`).
    public var step: Double?
    /// Whether `--help` was given.
    public var help = false

    /// The usage text.
    public static let usage = """
        usage: reusekit-pixels [--scene NAME] [--scale 1|2] [--size WxH] [--png DIR]
                               [--measure [--frames N] [--step PT]]
          (no option)   the gallery in an X11 window: wheel, drag and fling, click, keys as in the terminal
          --png DIR     render the scripted tour into PNG frames, without a display
          --measure     frame times for flings through the 1,000,000-row table, or the scene
                        --scene names (in a window when DISPLAY is set, else headless); --step PT
                        scrolls PT points a frame instead
        keys: j/k ↑/↓ rows · PgUp/PgDn/space pages · g/G Home/End · Enter select · Tab scenes · h HUD · q quit
        """

    /// Parses `arguments` (without the program name).
    public init(arguments: [String]) throws(PixelOptionsError) {
        var iterator = arguments.makeIterator()
        func value(for option: String) throws(PixelOptionsError) -> String {
            guard let next = iterator.next() else { throw .missingValue(option) }
            return next
        }
        while let argument = iterator.next() {
            switch argument {
            case "--scene": scene = try value(for: argument)
            case "--scale":
                let text = try value(for: argument)
                guard let parsed = Int(text), parsed == 1 || parsed == 2 else {
                    throw .invalid(argument, text)
                }
                scale = parsed
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 100 && $0 <= 4000 }) else {
                    throw .invalid(argument, text)
                }
                width = parts[0]
                height = parts[1]
            case "--png": pngDirectory = try value(for: argument)
            case "--measure": measure = true
            case "--frames":
                let text = try value(for: argument)
                guard let parsed = Int(text), parsed > 0 else { throw .invalid(argument, text) }
                frames = parsed
            case "--step":
                let text = try value(for: argument)
                guard let parsed = Double(text), parsed > 0 else { throw .invalid(argument, text) }
                step = parsed
            case "--help", "-h": help = true
            default: throw .unknown(argument)
            }
        }
    }
}

/// A command line `reusekit-pixels` does not understand.
public enum PixelOptionsError: Error, Equatable, CustomStringConvertible {
    /// An option it does not know.
    case unknown(String)
    /// An option given without its value.
    case missingValue(String)
    /// An option's value is out of range.
    case invalid(String, String)

    /// A readable description.
    public var description: String {
        switch self {
        case .unknown(let option): "unknown option \(option)"
        case .missingValue(let option): "\(option) needs a value"
        case .invalid(let option, let value): "invalid value \(value) for \(option)"
        }
    }
}
