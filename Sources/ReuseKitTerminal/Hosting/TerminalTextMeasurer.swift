import ReuseKit

/// Measures text as a terminal shows it: East Asian wide characters and emoji take two
/// columns, marks none, and control characters the one column of their visible stand-in, so
/// labels wrap exactly where the canvas will draw.
@MainActor
public final class TerminalTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The columns `text` takes once sanitized.
    public func width(of text: String) -> CGFloat {
        CGFloat(TerminalText.displayWidth(of: TerminalText.sanitize(text)))
    }

    /// One row.
    public var lineHeight: CGFloat { 1 }

    /// Makes every `Label` measure with a terminal measurer (idempotent).
    public static func install() {
        if !(Label.measurer is TerminalTextMeasurer) { Label.measurer = TerminalTextMeasurer() }
    }
}
