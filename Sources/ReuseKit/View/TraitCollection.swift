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
    /// The size in points of the smallest thing the host draws: a device pixel (`1 /
    /// displayScale` each way) on a screen, a character cell on a terminal; zero each way for a
    /// view in no host, which has no grid.
    ///
    /// Lists lay rows out in whole steps of its height, so that rows of equal height stay equal
    /// on screen; canvases snap every edge to it.
    public var displayCellSize: CGSize

    /// Creates traits; `displayCellSize` defaults to one device pixel, `1 / displayScale` each
    /// way.
    public init(
        textSystem: TextSystem, displayScale: CGFloat = 1, hairlineWidth: CGFloat = 1,
        displayCellSize: CGSize? = nil
    ) {
        self.textSystem = textSystem
        self.displayScale = displayScale
        self.hairlineWidth = hairlineWidth
        self.displayCellSize =
            displayCellSize ?? CGSize(width: 1 / displayScale, height: 1 / displayScale)
    }

    /// The traits of a view in no host: plain text, one pixel per point, no grid.
    public static let unspecified = TraitCollection(
        textSystem: PlainTextSystem(), displayCellSize: .zero)
}
