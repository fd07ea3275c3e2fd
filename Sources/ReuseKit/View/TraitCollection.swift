import Foundation

/// What a host tells the views it runs about itself, as UIKit's `UITraitCollection`: the host
/// sets it on its root view, and every view below inherits it.
@MainActor
public struct TraitCollection {
    /// How text is measured, wrapped and truncated.
    public var textSystem: TextSystem
    /// Device pixels per point.
    public var displayScale: CGFloat
    /// The thickness of a hairline (a separator), in points.
    public var hairlineWidth: CGFloat

    /// Creates traits.
    public init(textSystem: TextSystem, displayScale: CGFloat = 1, hairlineWidth: CGFloat = 1) {
        self.textSystem = textSystem
        self.displayScale = displayScale
        self.hairlineWidth = hairlineWidth
    }

    /// The traits of a view in no host: plain text, one pixel per point.
    public static let unspecified = TraitCollection(textSystem: PlainTextSystem())
}
