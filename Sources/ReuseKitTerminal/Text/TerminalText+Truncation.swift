extension TerminalText {
    /// `text` cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    ///
    /// A wide character that would straddle the limit is dropped whole, so the result may be
    /// one column narrower than `width`; it is never wider.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if displayWidth(of: text) <= width { return text }
        let ellipsisWidth = displayWidth(of: ellipsis)
        guard ellipsisWidth <= width else { return prefix(of: text, fittingWidth: width).text }
        return prefix(of: text, fittingWidth: width - ellipsisWidth).text + ellipsis
    }

    /// The longest prefix of `text` whose width does not exceed `width`, and that width.
    public static func prefix(of text: String, fittingWidth width: Int) -> (text: String, width: Int) {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let characterWidth = displayWidth(of: text[index])
            if used + characterWidth > width { break }
            used += characterWidth
            end = text.index(after: index)
        }
        return (String(text[..<end]), used)
    }
}
