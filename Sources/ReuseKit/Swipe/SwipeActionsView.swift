import Foundation

/// The strip a swiped row reveals: one coloured button per action, the first nearest the
/// row's edge; a swipe past the buttons' width stretches the first, as UIKit's.
@MainActor
final class SwipeActionsView: View {
    /// One action's button: its colour, and its image above its title, centred.
    final class Button: View {
        let action: ContextualAction
        let titleLabel = Label()
        let imageView = ImageView()

        init(action: ContextualAction) {
            self.action = action
            super.init(frame: .zero)
            backgroundColor = action.backgroundColor
            titleLabel.text = action.title
            titleLabel.textStyle = TextStyle(color: .white, isBold: true)
            imageView.image = action.image
            addSubview(imageView)
            addSubview(titleLabel)
        }

        /// The side of the image's square: one line of the host's text.
        private var imageSide: CGFloat { action.image == nil ? 0 : traitCollection.textSystem.lineHeight }

        /// The width the button asks for: its title (or image, when wider) with a space's padding
        /// each side.
        var naturalWidth: CGFloat {
            let text = traitCollection.textSystem
            return max(text.width(of: action.title ?? ""), imageSide) + 2 * text.width(of: "  ")
        }

        override func layoutSubviews() {
            let text = traitCollection.textSystem
            let line = text.lineHeight
            let side = min(imageSide, bounds.width, bounds.height)
            let hasTitle = !(action.title ?? "").isEmpty
            let titleHeight = hasTitle ? min(line, max(0, bounds.height - side)) : 0
            // Centring splits the spare room in whole grid steps, the odd one below and right.
            let traits = traitCollection
            var y = traits.centringInset(bounds.height - side - titleHeight)
            imageView.frame = CGRect(
                x: traits.centringInset(bounds.width - side, horizontal: true), y: y, width: side,
                height: side)
            y += side
            let width = min(bounds.width, text.width(of: action.title ?? ""))
            titleLabel.frame = CGRect(
                x: traits.centringInset(bounds.width - width, horizontal: true), y: y, width: width,
                height: titleHeight)
        }
    }

    let edge: TableView.SwipeEdge
    let buttons: [Button]

    init(actions: [ContextualAction], edge: TableView.SwipeEdge) {
        self.edge = edge
        buttons = actions.map(Button.init)
        super.init(frame: .zero)
        for button in buttons { addSubview(button) }
    }

    /// The width that shows every button at its natural width.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    override func layoutSubviews() {
        let natural = naturalWidth
        guard natural > 0 else { return }
        // Narrower than natural: every button shrinks alike; wider: the first takes the rest.
        let scale = min(1, bounds.width / natural)
        let extra = max(0, bounds.width - natural)
        let traits = traitCollection
        // Each edge is where the shrunk natural widths so far end, snapped to the host's grid:
        // snapping edges rather than widths keeps the strip's right end where the widths add up.
        var x: CGFloat = 0
        var naturalSoFar: CGFloat = 0
        var widened: CGFloat = 0
        let ordered = edge == .trailing ? buttons.reversed() : buttons
        for button in ordered {
            naturalSoFar += button.naturalWidth
            if button === buttons.first { widened = extra }
            let right = traits.snapped(naturalSoFar * scale, horizontal: true) + widened
            button.frame = CGRect(x: x, y: 0, width: right - x, height: bounds.height)
            x = right
        }
        if let last = ordered.last { last.frame.size.width = max(0, bounds.width - last.frame.minX) }
    }

    /// The action whose button holds `point` (in this view's coordinates).
    func action(at point: CGPoint) -> ContextualAction? {
        buttons.first { $0.frame.contains(point) }?.action
    }
}
