import Foundation
import ReuseKit

/// The chat scene's view: the conversation filling it and, over its bottom edge, the badge that
/// counts messages that arrived below while the reader is away from the end.
@MainActor
final class ChatView: View {
    let tableView: TableView
    /// "↓ 3 new messages", hidden while there are none.
    let badge = Label()

    init(tableView: TableView) {
        self.tableView = tableView
        super.init(frame: .zero)
        addSubview(tableView)
        badge.style = TextStyle(color: .white, isBold: true)
        badge.backgroundColor = .tint
        badge.isHidden = true
        addSubview(badge)
    }

    /// Shows the count of messages added below, or hides the badge when there are none.
    func showNewMessages(_ count: Int) {
        // A space either side, on the badge's colour.
        let text = count == 1 ? " ↓ 1 new message " : " ↓ \(count.groupedDigits) new messages "
        badge.isHidden = count == 0
        if count > 0 && badge.text != text {
            badge.text = text
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        tableView.frame = bounds
        // One line, centred, a line above the bottom.
        let traits = traitCollection
        let width = min(bounds.width, traits.textSystem.width(of: badge.text ?? ""))
        let x = ((bounds.width - width) / 2 * traits.displayScale).rounded(.down) / traits.displayScale
        badge.frame = CGRect(
            x: x, y: max(0, bounds.height - 2 * traits.line), width: width, height: traits.line)
    }
}
