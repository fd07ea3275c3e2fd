/// Long paragraphs of mixed Chinese and English, as technical articles in Chinese are written, made
/// deterministically from a row number.
enum MixedText {
    static let fragments = [
        "缓存行高 (row-height cache) 让表格从 38 fps 提升到 60 fps。",
        "每一行的高度由文字换行决定, wrapped to the width of the terminal.",
        "UITableView 在 reloadData 时会询问每一行的高度 heightForRowAtIndexPath:",
        "宽字符占两列, so CJK text must line up exactly with the grid.",
        "滚动时只为可见的行创建 cell, 其余的行只是树中的数字。",
        "When the width changes every cached height is stale: 宽度变化时缓存失效。",
        "计算一次, 缓存起来, 需要时让一行或全部失效 (invalidate one row or all)。",
        "Emoji 🎉 and accents like café, naïve and 한국어 share the same rules.",
        "ESC[2J in data is shown as ␛[2J, never obeyed: 数据中的控制字符会被替换。",
        "The seed kept heights in a linear list keyed by index path; 插入之后就过期了。",
    ]

    /// The paragraph of `row`: three to eight fragments, starting with the row number.
    static func paragraph(ofRow row: Int) -> String {
        let mixed = UInt64(row) &* 0x9E37_79B9_7F4A_7C15
        let count = 3 + Int(mixed >> 60) % 6
        var text = "#\(row) "
        for index in 0..<count {
            if index > 0 { text += " " }
            text += fragments[(row &* 7 &+ index &* 3) % fragments.count]
        }
        return text
    }
}
