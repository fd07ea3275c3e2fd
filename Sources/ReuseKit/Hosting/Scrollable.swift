import Foundation

/// A view a host can scroll: every scroll view, the pager included. Hosts find one by
/// hit-testing and walking up `superview` to the first `Scrollable`, and drive it with one
/// gesture path, whatever widget it is. A conforming class calls `countAsScrollable()` in its
/// initializer, as `ScrollView` and `PagerView` do: windows find scroll views by that count.
@_spi(Hosting)
@MainActor
public protocol Scrollable: View {
    /// Whether the content moves on its own (momentum, a bounce, a page turning).
    var isMoving: Bool { get }
    /// Whether the content offset itself moves on its own (a glide, a bounce, a page turning):
    /// a press then only catches the content. Rows animating in place do not count.
    var isOffsetMoving: Bool { get }
    /// The clock the view's animations read; gestures time long presses by it too.
    var clock: FrameClock { get }
    /// A finger (or mouse button) touched the content.
    func beginDragging()
    /// The finger moved by `translation` points since ``beginDragging()``.
    func drag(translation: CGPoint)
    /// The finger lifted; returns whether the content keeps moving (call ``step()``).
    @discardableResult func endDragging() -> Bool
    /// Advances one frame of momentum, bounce or paging; returns whether it still moves.
    @discardableResult func step() -> Bool
    /// Moves the content by `delta` points at once (the wheel and arrow keys).
    func scroll(by delta: CGPoint)
    /// A wheel turned by `delta` points: by default as ``scroll(by:)``; a scroll view at its top
    /// with a refresh control takes a turn upward as a pull; a pager takes deltas that follow
    /// one another closely as one gesture, which turns one page.
    func scrollWheel(by delta: CGPoint)
    /// Moves the content by `rows` rows of a list (``KeyAction/scrollRows(_:)``).
    func scrollByRows(_ rows: Int)
    /// Moves the content by `pages` screens (PgUp/PgDn; a pager turns one page).
    func scrollByPage(_ pages: Int)
    /// Shows the start or the end of the content (Home/End).
    func scrollToEdge(_ edge: ScrollEdge)
    /// A click without motion at `point`, in the view's own (content) coordinates.
    func handleTap(at point: CGPoint)
    /// The Enter key: acts on what is in focus; a list selects its focused row or item (with none
    /// wholly on screen, the first whole visible one).
    func performPrimaryAction()
    /// A key that moves the keyboard focus among the view's items
    /// (``KeyAction/moveFocus(_:)``): a list with a focused item moves it and answers `true`;
    /// `false` lets the key scroll as the matching scroll action does.
    func moveItemFocus(_ heading: FocusHeading) -> Bool
    /// A letter no binding takes: a list with type-ahead on moves the focus to the item it
    /// finds and answers `true`; `false` passes the key to the window's `unhandledKeyHandler`.
    func typeSelect(_ character: Character) -> Bool
    /// The view's cell counters, for a HUD; `nil` when it does not recycle cells.
    var reuseStatistics: ReuseStatistics? { get }
}

@_spi(Hosting)
extension Scrollable {
    /// A view whose every motion moves its content: as ``isMoving``.
    public var isOffsetMoving: Bool { isMoving }

    /// Scrolls as the arrow keys do.
    public func scrollWheel(by delta: CGPoint) { scroll(by: delta) }

    /// No items to focus: the key scrolls.
    public func moveItemFocus(_ heading: FocusHeading) -> Bool { false }

    /// No items to find: the key goes on.
    public func typeSelect(_ character: Character) -> Bool { false }
}

extension View {
    /// The nearest `Scrollable` at or above this view: the one input at the view goes to.
    @_spi(Hosting)
    public var enclosingScrollable: (any Scrollable)? {
        var view: View? = self
        while let current = view {
            if let scrollable = current as? any Scrollable { return scrollable }
            view = current.superview
        }
        return nil
    }
}
