import Foundation
import ReuseKit

/// The table scene's cell: a bold title with the cell's serial number on the right (so reuse is
/// visible) and the row's detail lines under it.
@MainActor
final class NumberedRowCell: TableViewCell {
    static let identifier = "row"

    /// Shows which cell object this is: cells keep their serial when reused.
    let serialLabel = Label()
    /// The order in which this cell was made, 1 for the first.
    var serial = 0 {
        didSet { serialLabel.text = "cell #\(serial)" }
    }

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel?.textStyle = TextStyle(color: Color(red: 235, green: 235, blue: 245), isBold: true)
        detailTextLabel?.numberOfLines = 0
        serialLabel.textStyle = TextStyle(color: Color(red: 120, green: 180, blue: 255))
        addSubview(serialLabel)
    }

    /// Shows a row's title and detail.
    func configure(title: String, detail: String) {
        textLabel?.text = title
        detailTextLabel?.text = detail.isEmpty ? nil : detail
        setNeedsLayout()
    }

    /// The lines of text a row shows in a cell `width` wide: the title's, and the detail's as
    /// the host wraps it (one a phrase on a wide terminal, more in a phone-sized window).
    static func textLines(detail: String, width: CGFloat, traits: TraitCollection) -> Int {
        guard !detail.isEmpty else { return 1 }
        let detailWidth = max(1, width - 3 * traits.spaces(2))
        let lines = traits.textSystem.lines(
            of: detail, width: detailWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        return 1 + lines.count
    }

    override func layoutSubviews() {
        let traits = traitCollection
        let line = traits.line
        let inset = traits.spaces(2)
        // The detail's lines at the width it is given, as `textLines` counts them: asked of the
        // label, which keeps them for drawing.
        let detailWidth = max(1, bounds.width - 3 * inset)
        let textLines = 1 + (detailTextLabel?.lines(forWidth: detailWidth).count ?? 0)
        let top = traits.centringInset(bounds.height - CGFloat(textLines) * line)
        let serialWidth = traits.textSystem.width(of: serialLabel.text ?? "")
        textLabel?.frame = CGRect(
            x: inset, y: top, width: max(0, bounds.width - serialWidth - 2 * inset - traits.spaces(1)),
            height: line)
        serialLabel.frame = CGRect(
            x: max(0, bounds.width - serialWidth - inset), y: top, width: serialWidth, height: line)
        detailTextLabel?.frame = CGRect(
            x: 2 * inset, y: top + line, width: detailWidth,
            height: CGFloat(max(0, textLines - 1)) * line)
    }
}
