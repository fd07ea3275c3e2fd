import Foundation

/// A one-line editable text, as UIKit's `UITextField`: ``text``, ``placeholder``, a
/// ``delegate``, actions for its editing events, and the first-responder calls. While it is
/// first responder the window gives it keys before its key bindings: every printable character
/// types (a `q` bound to quit types `q`), the arrows, Home/End, Backspace/Delete and the word
/// moves edit, Return asks the delegate, Escape resigns it; keys it leaves (Ctrl-C, Tab, ↑ ↓,
/// PgUp/PgDn) keep their bindings.
///
/// The text is edited by whole characters (grapheme clusters, see ``TextEditingBuffer``) and
/// drawn as text by the host, never interpreted. The field needs a window to become first
/// responder, as UIKit's.
@MainActor
open class TextField: View {
    /// The editing events a field reports to its actions (UIKit's `UIControl.Event` for a text
    /// field).
    public enum Event: Hashable, Sendable {
        /// The field became first responder.
        case editingDidBegin
        /// The text changed by editing (not by setting ``text``).
        case editingChanged
        /// The field resigned first responder.
        case editingDidEnd
    }

    /// The text and the caret.
    public internal(set) var buffer = TextEditingBuffer()
    /// Told and asked about editing (held weakly).
    public weak var delegate: TextFieldDelegate?
    /// Shown dimmed while the text is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }
    /// How the text is drawn.
    open var textStyle: TextStyle = .plain {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }
    /// The text's colour, as UITextField's: ``textStyle``'s colour; `nil` is the host's default.
    open var textColor: Color? {
        get { textStyle.color }
        set { textStyle.color = newValue }
    }
    /// How the placeholder is drawn.
    open var placeholderStyle = TextStyle(color: .secondaryText) {
        didSet { if placeholderStyle != oldValue { setNeedsDisplay() } }
    }
    /// The caret's colour.
    open var tintColor: Color = .tint {
        didSet { if tintColor != oldValue { setNeedsDisplay() } }
    }
    /// How far the text is scrolled to keep the caret in view, in points.
    var scrollOffset: CGFloat = 0
    /// The actions added for each event, in the order added.
    var actions: [Event: [(TextField) -> Void]] = [:]
    /// The window this field is first responder of, while it is.
    weak var responderWindow: HostWindow?

    /// Creates a field.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // As UITextField: it keeps its natural height in a stack, and takes the width given.
        huggingPriorities = (LayoutPriority.defaultLow, LayoutPriority(250))
    }

    /// The text; `nil` reads as empty, as UIKit's (which returns `""`). Setting it puts the
    /// caret at the end and sends no ``Event/editingChanged``.
    open var text: String? {
        get { buffer.text }
        set {
            let old = buffer
            buffer.setText(newValue ?? "")
            guard buffer != old else { return }
            setNeedsDisplay()
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// Whether there is any text (UIKit's `UIKeyInput.hasText`).
    public var hasText: Bool { !buffer.text.isEmpty }

    /// The caret's place in characters from the start of the text (UIKit's `selectedTextRange`,
    /// as a caret without a selection); setting it clamps to the text.
    public var caretOffset: Int {
        get { buffer.caretOffset }
        set {
            let old = buffer.caret
            buffer.caretOffset = newValue
            if buffer.caret != old { selectionDidChange() }
        }
    }

    /// Adds `handler` to run on `event`, as UIKit's `addAction(_:for:)`.
    public func addAction(for event: Event, _ handler: @escaping (TextField) -> Void) {
        actions[event, default: []].append(handler)
    }

    /// Runs the actions added for `event`.
    func send(_ event: Event) {
        for action in actions[event] ?? [] { action(self) }
    }

    // MARK: Size

    /// The space between the edges and the text, in the host's text: a space's width across,
    /// three tenths of a line (whole points) above and below, on the host's grid, so that on a
    /// grid of text lines (a terminal's rows) the padding rounds away and the field is one line.
    var insets: (horizontal: CGFloat, vertical: CGFloat) {
        let traits = traitCollection
        let padding = (traits.textSystem.lineHeight * 0.3).rounded(.down)
        return (traits.textSystem.width(of: " "), traits.snapped(padding, horizontal: false))
    }

    /// One line of the host's text and its insets high, as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: traitCollection.textSystem.lineHeight + 2 * insets.vertical)
    }

    /// The text or the placeholder, and the caret while the field is first responder.
    open override func draw(in context: DrawingContext) {
        drawField(in: context)
    }

    /// A natural height (one line); no natural width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }
}
