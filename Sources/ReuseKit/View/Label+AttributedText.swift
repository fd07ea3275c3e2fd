import Foundation

extension Label {
    /// Draws each line of ``attributedText`` run by run, each run where the text system
    /// measures the characters before it, clipped to the rest of the line.
    func drawAttributedText(in context: DrawingContext, textSystem: TextSystem) {
        guard let attributed = attributedStorage else { return }
        let lines = lines(forWidth: bounds.width, textSystem: textSystem)
        let runs: [[TextRun]]
        if let styledLines {
            runs = styledLines
        } else {
            runs = TextRun.lines(of: attributed, lines: lines, base: textStyle, textSystem: textSystem)
            styledLines = runs
        }
        var y: CGFloat = 0
        for line in runs {
            if y >= bounds.height { break }
            for run in line where run.x < bounds.width {
                context.drawText(
                    run.text, at: CGPoint(x: run.x, y: y), width: bounds.width - run.x, style: run.style)
            }
            y += textSystem.lineHeight
        }
    }
}
