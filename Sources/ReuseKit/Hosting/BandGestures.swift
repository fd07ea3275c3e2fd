import Foundation

/// A scroll view with parts that scroll across it on their own (a collection view's sections
/// that scroll sideways): a sideways drag that starts on one moves it, any other drag the view.
@_spi(Hosting)
@MainActor
public protocol BandGestures: Scrollable {
    /// A sideways drag began at `point` (the view's coordinates); returns whether a band there
    /// takes it.
    func beginBandDrag(at point: CGPoint) -> Bool
    /// The finger moved `translation` points across since the band drag began.
    func dragBand(translation: CGFloat)
    /// The finger lifted: the band glides, pages or settles.
    func endBandDrag()
}
