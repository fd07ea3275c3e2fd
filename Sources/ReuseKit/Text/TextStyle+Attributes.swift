import Foundation

extension TextStyle {
    /// This style with what `run` sets in ReuseKit's attributes put over it.
    func applying(_ run: AttributedString.Runs.Run) -> TextStyle {
        typealias Attributes = AttributeScopes.ReuseKitAttributes
        var style = self
        if let color = run[Attributes.ForegroundColorAttribute.self] { style.color = color }
        if let background = run[Attributes.BackgroundColorAttribute.self] { style.background = background }
        if let isBold = run[Attributes.BoldAttribute.self] { style.isBold = isBold }
        if let isDim = run[Attributes.DimAttribute.self] { style.isDim = isDim }
        if let underline = run[Attributes.UnderlineStyleAttribute.self] {
            style.isUnderlined = !underline.isEmpty
        }
        return style
    }
}
