/// The deterministic content of the table scene's rows: how many lines each has and what
/// they say.
enum TableRowText {
    static let phrases = [
        "frames come from a size tree, not i × cellH: variable heights stay exact",
        "only rows on screen have cells; the others are numbers in a tree",
        "a cell that scrolls away goes to the pool and comes back as another row",
        "each cell draws its own separator: no divider view is left behind",
        "reloadData with an estimate is O(sections): a million rows, ready at once",
        "a one-line scroll redraws about one line; the host moves the rest",
        "dequeue returns a pooled cell of exactly the asked identifier",
    ]

    /// Lines of text in a row: 1 to 3, mixed so that heights vary.
    static func contentLines(ofRow row: Int) -> Int {
        1 + Int((UInt64(row) &* 0x9E37_79B9_7F4A_7C15) >> 61) % 3
    }

    /// The detail text of a row: `lines` phrases, one a line.
    static func detail(ofRow row: Int, lines: Int) -> String {
        guard lines > 0 else { return "" }
        return (0..<lines).map { phrases[(row + $0 * 3) % phrases.count] }.joined(separator: "\n")
    }
}
