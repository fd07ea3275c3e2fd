import Foundation
import ReuseKit

/// A table-scene row: a bold title, the serial number of the cell object showing it (so reuse
/// is visible), and detail lines under them.
@MainActor
final class NumberedRowCell: TableViewCell {
    static let identifier = "row"
    /// Shows which cell object this is.
    let serialLabel = Label()
    /// The cell's serial number, given by the scene the first time it is dequeued; 0 before.
    var serial = 0 {
        didSet { serialLabel.text = "cell #\(serial)" }
    }

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel.style = TextStyle(color: Color(red: 235, green: 235, blue: 245), isBold: true)
        detailTextLabel.numberOfLines = 0
        serialLabel.style = TextStyle(color: Color(red: 120, green: 180, blue: 255))
        addSubview(serialLabel)
    }

    /// Shows a row's title and detail.
    func configure(title: String, detail: String) {
        textLabel.text = title
        detailTextLabel.text = detail.isEmpty ? nil : detail
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let content = bounds
        let textSystem = traitCollection.textSystem
        let serialWidth = textSystem.width(of: serialLabel.text ?? "")
        let line = min(content.height, textSystem.lineHeight)
        textLabel.frame = CGRect(x: 2, y: 0, width: max(0, content.width - serialWidth - 5), height: line)
        serialLabel.frame = CGRect(
            x: max(0, content.width - serialWidth - 2), y: 0, width: serialWidth, height: line)
        detailTextLabel.frame = CGRect(
            x: 4, y: line, width: max(0, content.width - 6), height: max(0, content.height - line))
    }
}
