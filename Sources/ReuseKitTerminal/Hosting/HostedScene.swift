import Foundation
@_spi(Hosting) import ReuseKit

/// What a `TerminalHost` runs: a view tree with one scroll view that scrolling input drives,
/// plus the scene's own keys, status line and per-frame work.
///
/// Only `name`, `rootView` and `focusedScrollView` are required; the rest have defaults that
/// suit a scene built on one `TableView`.
@MainActor
public protocol HostedScene: AnyObject {
    /// The short name shown in the tab bar.
    var name: String { get }
    /// The view tree, laid out to fill the area between the tab bar and the status line.
    var rootView: View { get }
    /// The scroll view that the wheel, drags, clicks and scrolling keys act on.
    var focusedScrollView: ScrollView? { get }
    /// One line about the scene's state (selection, cache), shown in the status line.
    var statusText: String { get }
    /// The scene's own keys, shown in the status line (for example "c cache").
    var keyHints: String { get }
    /// The cell counters the HUD shows; `nil` hides that part.
    var reuseStatistics: ReuseStatistics? { get }
    /// A key the host does not use itself; returns whether the scene did something with it.
    func handleKey(_ event: KeyEvent) -> Bool
    /// A mouse event, offered to the scene before the host maps it to gestures (a pager takes
    /// horizontal wheel and drags here); `point` is in the root view's coordinates. Returns
    /// whether the scene took it.
    func handleMouse(_ event: MouseEvent, at point: CGPoint) -> Bool
    /// The `r` key: reload, scene-defined.
    func refresh()
    /// The Enter key: select something, by default the first whole row on screen.
    func selectFocusedRow()
    /// A click without motion at `point`, in the focused scroll view's content coordinates;
    /// by default a table selects the row there.
    func tap(at point: CGPoint)
    /// Runs before each frame's layout (for example to drop cached heights).
    func willRenderFrame()
    /// Advances the scene's own animations to the clock; returns whether more frames are needed.
    func advanceAnimations() -> Bool
    /// Whether work off the clock is in flight (network, decoding) whose results will change the
    /// screen: the run loop then lets main-actor work run and redraws until it is done, and the
    /// scripted tour waits for it when it settles.
    var hasPendingWork: Bool { get }
}

extension HostedScene {
    /// No status.
    public var statusText: String { "" }
    /// No keys of its own.
    public var keyHints: String { "" }
    /// The focused scroll view's counters, if it recycles cells.
    public var reuseStatistics: ReuseStatistics? { focusedScrollView?.reuseStatistics }
    /// Ignores the key.
    public func handleKey(_ event: KeyEvent) -> Bool { false }
    /// Leaves the event to the host.
    public func handleMouse(_ event: MouseEvent, at point: CGPoint) -> Bool { false }
    /// Does nothing.
    public func refresh() {}
    /// Does nothing.
    public func willRenderFrame() {}
    /// Selects what is under the tap in the focused scroll view (a table's row, a waterfall's cell).
    public func tap(at point: CGPoint) {
        focusedScrollView?.handleTap(at: point)
    }
    /// No animations of its own.
    public func advanceAnimations() -> Bool { false }
    /// No work off the clock.
    public var hasPendingWork: Bool { false }

    /// Selects (as a tap would) the first whole row or cell of the focused scroll view.
    public func selectFocusedRow() {
        focusedScrollView?.performPrimaryAction()
    }
}
