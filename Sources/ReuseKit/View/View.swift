import Foundation

/// A rectangle in a retained view tree, host-neutral: it lays out its subviews and draws
/// through a ``DrawingContext``. Named and behaving like UIKit's `UIView`.
@MainActor
open class View {
    private var frameStorage: CGRect
    private var boundsOrigin: CGPoint = .zero
    private var needsLayoutFlag = true
    /// Whether a view below this one needs layout, so that `layoutIfNeeded` goes down to it.
    private var subtreeNeedsLayoutFlag = false

    /// The views inside this one, back to front.
    public var subviews: [View] { subviewList }
    /// What ``subviews`` holds. Every frame walks the tree more than once: stored privately and
    /// changed only by ``changeSubviews(_:)``, it is read without a run-time exclusivity check.
    private var subviewList: [View] = []
    /// The content-hugging priorities (see ``contentHuggingPriority(for:)``).
    var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    /// The view this one is inside.
    public var superview: View? { superviewStorage }
    /// Not a weak reference: a weakly referenced object's every retain and release takes the
    /// runtime's slow path, and every view with subviews would be one. A view clears the
    /// pointer of each subview when it leaves them (`detach`) or goes away (`deinit`).
    private unowned(unsafe) var superviewStorage: View?
    /// Whether the view (and its subviews) is left out of drawing and hit-testing.
    open var isHidden: Bool {
        get { drawingStyle.isHidden }
        set {
            guard newValue != drawingStyle.isHidden else { return }
            drawingStyle.isHidden = newValue
            setNeedsDisplay()
            // A stack gives a hidden arranged view no room, as UIStackView does.
            if let stack = superview as? StackView { stack.setNeedsLayout() }
        }
    }
    /// The colour filled behind the view's content; `nil` is transparent.
    open var backgroundColor: Color? {
        get { drawingStyle.backgroundColor }
        set {
            guard newValue != drawingStyle.backgroundColor else { return }
            drawingStyle.backgroundColor = newValue
            setNeedsDisplay()
        }
    }
    /// How opaque the view and its subviews draw, from 0 to 1, as UIKit's `alpha`.
    open var alpha: CGFloat {
        get { drawingStyle.alpha }
        set {
            guard newValue != drawingStyle.alpha else { return }
            drawingStyle.alpha = newValue
            setNeedsDisplay()
        }
    }
    /// What ``isHidden``, ``backgroundColor`` and ``alpha`` hold. Drawing reads them for every
    /// view every frame: stored privately behind the open properties, they are read without
    /// the run-time exclusivity check that an open stored property's every read makes.
    private var drawingStyle = DrawingStyle()
    /// Where an animation shows the view now, when not at its frame: drawing follows it while
    /// layout and hit-testing keep the frame, as UIKit's presentation layer.
    var presentationFrame: CGRect? {
        didSet {
            if let presentationFrame, let oldValue, presentationFrame.hasSameEdges(as: oldValue) { return }
            if presentationFrame != nil || oldValue != nil { noteDrawingChange() }
        }
    }
    /// The opacity an animation multiplies ``alpha`` by while it runs.
    var presentationAlpha: CGFloat = 1 {
        didSet { if presentationAlpha != oldValue { invalidArea = .infinite } }
    }
    /// Where and how the host drew the view in the last frame, and where it will in this one:
    /// what `DamageSurvey` compares to find what a frame must draw again.
    var drawnRecord = DisplayRecord.notDrawn
    var nextRecord = DisplayRecord.notDrawn
    /// The part of the bounds asked to be drawn again since the last frame (`.infinite`: all of
    /// it), `nil` when nothing was.
    var invalidArea: CGRect? {
        didSet { if invalidArea != nil { noteDrawingChange() } }
    }
    /// What the damage survey keeps on the view between frames (see `SurveyMarks`).
    var surveyMarks = SurveyMarks()
    /// Whether the last `draw(in:)` and `drawOverSubviews(in:)` were this class's own, which
    /// draw nothing: set by those two, cleared before each call (see ``render(in:)``).
    var drewNothingOwn = true
    /// Called when this view or one below it asks to be drawn or laid out again, unless a view
    /// in between has a handler of its own; a host sets it on its root view, so that a change
    /// made with no input pending (an image that landed) still reaches the screen.
    @_spi(Hosting)
    public var displayRequestHandler: (() -> Void)?
    /// The window this view is the root of, if it is one (what a text field asks to become
    /// first responder).
    weak var hostWindow: HostWindow?
    /// What the app set of the view's accessibility, made on first write (see
    /// `View+Accessibility.swift`).
    var accessibilityStorage: AccessibilityStorage?
    /// How many scroll views (``Scrollable``) are at or below this view, kept as views move: a
    /// window finds its scroll views by descending only where some are.
    final var scrollablesInSubtree = 0

    /// Creates a view occupying `frame` in its superview.
    public init(frame: CGRect) {
        frameStorage = frame
    }

    /// Creates a view with a zero frame, as UIKit's `UIView()`.
    public convenience init() {
        self.init(frame: .zero)
    }

    isolated deinit {
        for view in subviews { view.superviewStorage = nil }
    }

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { frameStorage }
        set {
            let resized = newValue.size != frameStorage.size
            if !newValue.hasSameEdges(as: frameStorage) { noteDrawingChange() }
            frameStorage = newValue
            if resized { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates; its origin is what scroll views move.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            let changed = newValue.origin != boundsOrigin || newValue.size != frameStorage.size
            boundsOrigin = newValue.origin
            frameStorage.size = newValue.size
            if changed {
                noteDrawingChange()
                setNeedsLayout()
            }
        }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, taking it from its previous superview.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back).
    open func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            changeSubviews { list in
                list.remove(at: current)
                list.insert(view, at: min(index, list.count))
            }
            // Another order covers other parts of its neighbours.
            view.setNeedsDisplay()
            return
        }
        view.willMove(toSuperview: self)
        view.detach()
        changeSubviews { $0.insert(view, at: min(max(0, index), $0.count)) }
        view.superviewStorage = self
        view.noteDrawingChange()
        countScrollables(view.scrollablesInSubtree)
        view.propagateRequest(forLayout: view.needsLayoutFlag || view.subtreeNeedsLayoutFlag)
        view.noteTraitsMayHaveChanged()
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        detach()
        parent.propagateRequest(forLayout: false)
        didMoveToSuperview()
    }

    /// Changes the subviews on a list moved out of the view and back: a change made in place
    /// may release a view (and run its deinit) while it has the property, so the compiler
    /// would check every read of it at run time.
    private func changeSubviews(_ change: (inout [View]) -> Void) {
        var list: [View] = []
        swap(&list, &subviewList)
        change(&list)
        swap(&list, &subviewList)
        noteDrawingChange()
    }

    private func detach() {
        guard let parent = superview else { return }
        parent.noteRemoved(self)
        if let index = parent.subviews.lastIndex(where: { $0 === self }) {
            parent.changeSubviews { _ = $0.remove(at: index) }
        }
        parent.countScrollables(-scrollablesInSubtree)
        superviewStorage = nil
    }

    /// Called before the view moves to a new superview (or out of one, with `nil`).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview (or out of one).
    open func didMoveToSuperview() {}

    // MARK: Traits

    /// Traits this view and its subviews use instead of their superview's; a host sets them
    /// on its root view.
    public var traitOverrides: TraitCollection? {
        get { traitOverridesStorage }
        set {
            // Moved in, the old value released after: see `changeSubviews(_:)`.
            var traits = newValue
            swap(&traits, &traitOverridesStorage)
            setNeedsLayoutInSubtree()
            noteTraitsMayHaveChanged()
        }
    }
    /// What ``traitOverrides`` holds: every ``traitCollection`` read looks at it in each view
    /// up the tree, so it is read without a run-time exclusivity check (see ``subviews``).
    private var traitOverridesStorage: TraitCollection?
    /// The traits ``traitCollectionDidChange(_:)`` last reported, `nil` before the first.
    var lastTraits: TraitCollection?

    /// Called when the view's traits change, as UIKit's: its host's text system, scale or
    /// hairline changed, or the view moved into a host (or another window) with other traits;
    /// `previousTraitCollection` is `nil` the first time the view has a host's traits. A view
    /// taken out of its host keeps its traits and hears nothing until it has new ones. Called
    /// on the view before its subviews; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The traits of the host the view is in: its own overrides, else its superview's, else
    /// `TraitCollection.unspecified`.
    ///
    /// - Complexity: O(depth in the view tree).
    public var traitCollection: TraitCollection {
        var view: View? = self
        while let current = view {
            if let traits = current.traitOverrides { return traits }
            view = current.superview
        }
        return .unspecified
    }

    private func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }

    // MARK: Layout

    /// Marks the view so that the next ``layoutIfNeeded()`` lays it out, and asks the host
    /// for a frame.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        propagateRequest(forLayout: true)
    }

    /// Asks the host to draw the view again, as UIKit's `setNeedsDisplay()`: the host draws its
    /// whole area in the next frame, which it presents at its next opportunity. A view whose
    /// drawing depends on anything but its frame, bounds, background, alpha and subviews calls
    /// it when that changes (a label's text, a cell's selection), or the host keeps the old
    /// picture: a frame draws only what changed.
    open func setNeedsDisplay() {
        invalidArea = .infinite
        propagateRequest(forLayout: false)
    }

    /// Asks the host to draw `rect` (in the view's bounds coordinates) again, as UIKit's
    /// `setNeedsDisplay(_:)`: only that part of the view is drawn again in the next frame,
    /// unless more of it changed.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        invalidArea = invalidArea.map { $0.union(rect) } ?? rect
        propagateRequest(forLayout: false)
    }

    /// Calls the display request handler of the nearest view at or above this one that has one;
    /// for a layout request, also marks every view above as having a subview to lay out, so that
    /// `layoutIfNeeded` from any of them reaches this one.
    ///
    /// - Complexity: O(depth in the view tree).
    private func propagateRequest(forLayout: Bool) {
        var handler = displayRequestHandler
        var ancestor = superview
        while let current = ancestor, forLayout || handler == nil {
            if forLayout { current.subtreeNeedsLayoutFlag = true }
            if handler == nil { handler = current.displayRequestHandler }
            ancestor = current.superview
        }
        handler?()
    }

    /// Whether a layout pass is pending.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Lays out the view now if it was marked, then every view below it that was marked.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        guard subtreeNeedsLayoutFlag else { return }
        subtreeNeedsLayoutFlag = false
        for subview in subviews where subview.needsLayoutFlag || subview.subtreeNeedsLayoutFlag {
            subview.layoutIfNeeded()
        }
    }

    /// Positions the subviews; subclasses override it. Called by ``View/layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// The size the view would like within `size`; the default keeps its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The view's natural size, or ``noIntrinsicMetric`` along an axis it has none on (the
    /// default: a list takes what it is given), as UIKit's. A ``StackView`` gives a view with a
    /// natural length its ``sizeThatFits(_:)`` along the stack.
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// Tells the layout that the view's natural size may have changed, as UIKit's: the
    /// superview lays its subviews out again (a ``StackView`` gives a label that got its first
    /// text the line it now needs).
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    // MARK: Drawing and hit-testing

    /// Draws the view's own content in its bounds' coordinates; subclasses override it (without
    /// calling this one: it draws nothing).
    open func draw(in context: DrawingContext) {
        drewNothingOwn = true
    }

    /// Draws the view, then its subviews, clipped to its bounds: what a host calls on its root
    /// view for a frame (a view draws its own content in ``draw(in:)``).
    @_spi(Hosting)
    public func render(in context: DrawingContext) {
        guard !isHidden else { return }
        let drawingOrigin = self.drawingOrigin
        if let backgroundColor {
            context.fill(CGRect(origin: drawingOrigin, size: bounds.size), with: backgroundColor)
        }
        drewNothingOwn = false
        draw(in: context)
        let drewNothing = drewNothingOwn
        for subview in subviews { View.render(subview, in: context) }
        drewNothingOwn = false
        drawOverSubviews(in: context)
        drewNothingOwn = drewNothing && drewNothingOwn
    }

    /// Where a view is drawn inside its superview: the offset from the superview's content
    /// coordinates to its own, its visible rectangle in its own coordinates, and its opacity.
    struct Placement {
        let offset: CGPoint
        let clip: CGRect
        let opacity: CGFloat
    }

    /// Where `view` is drawn inside its superview (or a root in its window); `nil` when it is
    /// not drawn (hidden or fully transparent). Drawing and `DamageSurvey` both place views by
    /// it, so they agree to the last bit.
    static func placement(of view: View) -> Placement? {
        guard !view.isHidden else { return nil }
        let opacity = view.alpha * view.presentationAlpha
        guard opacity > 0 else { return nil }
        let shown = view.presentationFrame ?? view.frame
        let origin = view.drawingOrigin
        let offset = CGPoint(x: shown.minX - origin.x, y: shown.minY - origin.y)
        return Placement(offset: offset, clip: CGRect(origin: origin, size: shown.size), opacity: opacity)
    }

    /// Draws `view` at its placement: what ``render(in:)`` does for each subview, and a window
    /// for its root.
    @_spi(Hosting)
    public static func render(_ view: View, in context: DrawingContext) {
        guard let placement = placement(of: view) else { return }
        context.withTransform(offset: placement.offset, clip: placement.clip) {
            if placement.opacity < 1 {
                context.withAlpha(placement.opacity) { view.render(in: context) }
            } else {
                view.render(in: context)
            }
        }
    }

    /// The point of the bounds drawn at the view's top left corner: the bounds' origin, which a
    /// scroll view snaps to the host's grid so that content moved by whole pixels (or rows) is
    /// the last picture moved, and the host can copy it.
    var drawingOrigin: CGPoint { bounds.origin }

    /// Draws what lies over the subviews, after them: a table cell's separator, which no
    /// subview or selection fill may cover. Only this module's widgets draw here.
    func drawOverSubviews(in context: DrawingContext) {
        drewNothingOwn = true
    }

    // MARK: Accessibility (the bodies are in View+Accessibility.swift; overrides must be declared here)

    /// Whether a reader stops on the view, as UIKit's; by default `true` for a label, a cell, a
    /// text field, an image with a label, the pager and the controls (see <doc:AccessibilityOverview>).
    open var isAccessibilityElement: Bool {
        get { resolvedIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// What the view is, in a few words; by default a label's text, a cell's labels joined.
    open var accessibilityLabel: String? {
        get { resolvedAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What the view holds now; by default a field's text, the pager's "page 3 of 10".
    open var accessibilityValue: String? {
        get { resolvedAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What activating the view does, as UIKit's.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }
    /// What kind of element the view is and its state; by default `.staticText` for a label,
    /// `.selected` for a selected cell, `.header` for a section header.
    open var accessibilityTraits: AccessibilityTraits {
        get { resolvedAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// Where the view is in its window's root view's coordinates: by default its bounds there.
    open var accessibilityFrame: CGRect {
        get { resolvedAccessibilityFrame }
        set { accessibility.frame = newValue }
    }
    /// The elements inside the view, in reading order, as UIKit's; `nil` (the default) reads its
    /// visible subviews, or a list's items.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }
    /// What kind of container the view is: by default `.dataTable` for a table, `.list` for the
    /// other lists, else `.none`.
    open var accessibilityContainerType: AccessibilityContainerType {
        get { resolvedAccessibilityContainerType }
        set { accessibility.containerType = newValue }
    }
    /// The actions a reader offers besides activating; by default a list row's swipe actions.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { resolvedAccessibilityCustomActions }
        set { accessibility.customActions = newValue }
    }
    /// How many elements are inside the view: a list counts every item, on screen or not.
    open func accessibilityElementCount() -> Int { countAccessibilityElements() }
    /// The element at `index`, made on demand for a list's item off screen; `nil` out of range.
    open func accessibilityElement(at index: Int) -> Any? { accessibilityElementBody(at: index) }
    /// Where `element` is among the view's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int { indexOfAccessibilityElementBody(element) }
    /// Does what a tap would (a cell selects its row); returns whether it did something.
    open func accessibilityActivate() -> Bool {
        (self as? AccessibilityDefaults)?.performDefaultAccessibilityActivate() ?? false
    }
    /// Scrolls the nearest scroll view by a page; returns whether the content moved.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        accessibilityScrollBody(direction)
    }
    /// Makes an adjustable view's value larger (the pager turns to the next page).
    open func accessibilityIncrement() {
        (self as? AccessibilityDefaults)?.performDefaultAccessibilityIncrement()
    }
    /// Makes an adjustable view's value smaller (the pager turns to the previous page).
    open func accessibilityDecrement() {
        (self as? AccessibilityDefaults)?.performDefaultAccessibilityDecrement()
    }

    /// The deepest visible view containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = convert(point, to: subview)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

}
