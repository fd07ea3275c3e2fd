import Foundation

/// A slow drag back and forth within a band: small steps that can go on for as long as a
/// timing needs without reaching an edge, crossing row boundaries now and then.
struct OscillatingPath {
    private let lower: CGFloat
    private let upper: CGFloat
    private let step: CGFloat
    private var offset: CGFloat
    private var forward = true

    /// A path from `lower` to `lower + span` and back, in steps of `step`.
    init(from lower: CGFloat, span: CGFloat, step: CGFloat) {
        precondition(span > 0 && step > 0 && step <= span, "a path needs a positive span and step")
        self.lower = lower
        self.upper = lower + span
        self.step = step
        offset = lower
    }

    /// The next offset.
    mutating func next() -> CGFloat {
        if forward && offset + step > upper { forward = false }
        if !forward && offset - step < lower { forward = true }
        offset += forward ? step : -step
        return offset
    }
}

/// The offsets of a sweep from the top of the content to the bottom.
enum SweepPath {
    /// 0, `step`, 2·`step`, … and finally `maximum` itself.
    static func offsets(maximum: CGFloat, step: CGFloat) -> [CGFloat] {
        precondition(step > 0, "a sweep needs a positive step")
        var offsets: [CGFloat] = []
        var offset: CGFloat = 0
        while offset < maximum {
            offsets.append(offset)
            offset += step
        }
        offsets.append(max(0, maximum))
        return offsets
    }
}
