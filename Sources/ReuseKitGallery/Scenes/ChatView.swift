import Foundation
import ReuseKit

/// The chat scene's view: the conversation filling it and, over its bottom edge, the badge that
/// counts messages that arrived below while the reader is away from the end.
@MainActor
final class ChatView: View {
    let tableView: TableView
    /// "↓ 3 new messages" on a pill, hidden while there are none.
    let badge = ChatBubbleCell.Bubble()
    let badgeLabel = Label()

    init(tableView: TableView) {
        self.tableView = tableView
        super.init(frame: .zero)
        addSubview(tableView)
        badgeLabel.textStyle = TextStyle(color: .white, isBold: true)
        badge.color = .tint
        badge.isHidden = true
        badge.addSubview(badgeLabel)
        addSubview(badge)
    }

    /// Shows the count of messages added below, or hides the badge when there are none.
    func showNewMessages(_ count: Int) {
        let text = count == 1 ? "↓ 1 new message" : "↓ \(count.groupedDigits) new messages"
        badge.isHidden = count == 0
        if count > 0 && badgeLabel.text != text {
            badgeLabel.text = text
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        tableView.frame = bounds
        // One line with a bubble's room either side, centred, a line above the bottom.
        let traits = traitCollection
        let inset = ChatBubbleCell.textInset(traits)
        let width = min(bounds.width, traits.textSystem.width(of: badgeLabel.text ?? "") + 2 * inset)
        let x = traits.centringInset(bounds.width - width, horizontal: true)
        badge.frame = CGRect(
            x: x, y: max(0, bounds.height - 2 * traits.line), width: width, height: traits.line)
        badgeLabel.frame = CGRect(x: inset, y: 0, width: max(0, width - 2 * inset), height: traits.line)
    }
}
