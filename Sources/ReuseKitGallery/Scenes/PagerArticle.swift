/// The pager scene's pages: a title and a few paragraphs each, made deterministically from the
/// page number (as if fetched from a server).
struct PagerArticle: Hashable, Sendable {
    /// The number of pages the scene shows.
    static let count = 24

    static let topics: [(title: String, text: String)] = [
        (
            "一页一次 One page per swipe",
            "A swipe turns exactly one page, however fast it is; swipes made while pages move are queued, "
                + "never lost."
        ),
        (
            "三个视图 Three views",
            "Three page views serve all the pages: the one that leaves is given the next page, as the "
                + "seed's two alternating views were."
        ),
        (
            "懒加载 Lazy pages",
            "A page's data loads only when it becomes current; a load whose page went away is cancelled, "
                + "so it never lands on the wrong page."
        ),
        (
            "边缘回弹 Edge bounce",
            "At the first and last page a swipe outwards rubber-bands and bounces back, and the delegate "
                + "hears of it."
        ),
        (
            "完成回调 The completion block",
            "After every move the seed's block reports the current view, the next view, the direction "
                + "and the index: see the status line."
        ),
        (
            "不写死宽度 No 320 pt",
            "Pages are as wide as the pager, whatever the terminal's width; resizing keeps the current page."
        ),
        (
            "手势与动画 Gestures and motion",
            "Gesture and animation state live in one value type in the engine, driven by an injected clock."
        ),
        (
            "终端宿主 The terminal host",
            "Arrow keys, the horizontal wheel and a horizontal drag all turn pages; a drag follows the "
                + "pointer and a quick one flicks."
        ),
    ]

    /// The page's number, from 0.
    let index: Int

    /// The heading: "3/24 · 懒加载 Lazy pages".
    var title: String {
        "\(index + 1)/\(Self.count) · \(Self.topics[index % Self.topics.count].title)"
    }

    /// The paragraphs shown once the page has loaded.
    var body: String {
        let topic = Self.topics[index % Self.topics.count].text
        let other = Self.topics[(index * 5 + 3) % Self.topics.count].text
        return "\(topic)\n\n\(other)\n\n第 \(index + 1) 页的内容在它成为当前页时才加载 (loaded when it became current)."
    }
}
