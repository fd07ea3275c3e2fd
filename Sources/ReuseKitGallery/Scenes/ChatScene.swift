import Foundation
import ReuseKit
import ReuseKitImages

/// A conversation, as a chat app shows it: a table anchored to its end (`anchorsContentToEnd`)
/// over 100,000 messages of history that a `ListController` loads in pages of 50 as the top
/// comes near (`loadOlderLoader`; the third page fails once, Enter or a click on the header
/// retries), bubbles of one to ten lines sized by their cells, sent ones on the trailing side,
/// pictures that arrive late through the image pipeline, and a reply that streams in word by
/// word. Both grow their rows in place (`reconfigureItems`): at the end the end stays in view;
/// away from it nothing on screen moves, and the badge counts what arrived below
/// (`numberOfRowsAddedBelow`). `s` sends a message (a reply follows), `i` brings three
/// messages, `e` jumps to the end (`scrollToEnd(animated:)`).
///
/// Pages arrive after a delay on the host's clock, so tests are deterministic; each picture waits
/// a time of its own (by default 0.2–0.8 s) before its file is read.
@MainActor
public final class ChatScene: GalleryScene {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "chat", seed: "004",
        summary: "a conversation at its end: history loaded upwards, a streamed reply, late pictures")

    /// The tour loads two pages of history at the top (the second fails, Enter retries it), goes
    /// back to the end, sends a message whose reply streams in, scrolls up while three messages
    /// arrive (the badge counts them) and jumps back to the end with `e`.
    public static var tourSteps: [TourStep] {
        [
            .settle, .keys("g"), .settle, .keys("g"), .settle, .key(.enter), .settle, .keys("G"), .settle,
            .keys("s"), .settle, .keys("kkkkkkkk"), .keys("i"), .settle, .keys("e"), .settle,
        ]
    }

    /// How much history there is and how slow its network is.
    public struct Configuration: Hashable, Sendable {
        /// The messages of history.
        public var historyCount = 100_000
        /// Clock seconds before a page of history arrives.
        public var pageDelay = 0.6
        /// The page of history (0 is the newest) that fails the first time it is asked for.
        public var failingPage: Int? = 2
        /// Real seconds each picture waits before its file is read (it depends on the message).
        public var pictureLatency: ClosedRange<Double> = 0.2...0.8
        /// Clock seconds between a sent message and the first word of its reply.
        public var replyDelay = 0.8
        /// Clock seconds between two words of a streaming reply.
        public var wordInterval = 0.06
        /// Clock seconds between the messages `i` brings.
        public var incomingInterval = 0.3

        /// The demo's conversation.
        public init() {}
    }

    /// The conversation.
    public let tableView = TableView(frame: .zero)
    /// The controller that owns the messages shown and loads the history.
    public let controller: ListController<String, Int>
    /// The settings the scene was made with.
    public let configuration: Configuration
    /// Pages of history asked for.
    public internal(set) var pageRequests = 0
    /// Pages of history that failed.
    public internal(set) var failedRequests = 0
    let chatView: ChatView
    let history: ChatHistory
    let timers: ClockTimers
    let pipeline: ImagePipeline
    /// Where the bundled pictures are, if the resources are there.
    let picturesDirectory: URL?
    /// Messages written while the scene runs (sent, received, the streaming reply), by id.
    var written: [Int: ChatMessage] = [:]
    /// The pictures that arrived, by message.
    var pictures: [Int: Image] = [:]
    /// Messages whose picture is on its way.
    var pictureLoads: Set<Int> = []
    /// The reply streaming in: its message, its words and how many are shown.
    var streaming: (id: Int, words: [String], shown: Int)?
    /// Pages that failed once.
    var failedPages: Set<Int> = []
    /// The identifier the next written message gets.
    var nextID: Int
    /// Messages sent so far (they pick the next canned text).
    var sentCount = 0

    /// Makes the scene with 100,000 messages of history.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, settings: SceneSettings())
    }

    /// Makes the scene with the settings' history and network.
    public init(clock: FrameClock, settings: SceneSettings) {
        configuration = settings.chat
        history = ChatHistory(count: settings.chat.historyCount)
        nextID = settings.chat.historyCount
        timers = ClockTimers(clock: clock)
        picturesDirectory = try? FeedSource.bundled().baseURL.appendingPathComponent(
            "images", isDirectory: true)
        pipeline = ImagePipeline(
            configuration: ImagePipeline.Configuration(
                dataLoader: SimulatedNetworkLoader(latency: settings.chat.pictureLatency)))
        tableView.clock = clock
        tableView.anchorsContentToEnd = true
        tableView.alignsShortContentToBottom = true
        tableView.allowsSelection = false
        tableView.rowHeight = TableView.automaticDimension
        // Three lines of 22 points; the end is followed from within half a line of it, so a
        // line scrolled up leaves it.
        tableView.estimatedRowHeight = 66
        tableView.endFollowingDistance = 11
        tableView.register(ChatBubbleCell.self, forCellReuseIdentifier: ChatBubbleCell.identifier)
        chatView = ChatView(tableView: tableView)
        controller = ListController(tableView: tableView) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: ChatBubbleCell.identifier, for: indexPath)
        }
        controller.cellProvider = { [unowned self] table, indexPath, id in
            cell(in: table, at: indexPath, for: id)
        }
        var empty = ListSnapshot<String, Int>()
        empty.appendSection("conversation")
        try? controller.apply(empty, animatingDifferences: false)
        installHistoryLoader()
    }

    /// The conversation and its badge.
    public var rootView: View { chatView }
    /// Scrolling input drives the conversation.
    public var initialFocus: View? { tableView }
    /// The scene's own keys.
    public var keyHints: String { "s send · i incoming · e jump to the end · ⏎ retry a failed page" }

    /// Messages loaded, the history's state, a reply or pictures on their way, new messages below.
    public var statusText: String {
        var text = "chat · \(loadedCount.groupedDigits) of \(totalCount.groupedDigits) messages"
        switch tableView.loadOlderControl?.state {
        case .loading: text += " · loading older…"
        case .failed: text += " · a page failed: Enter or a click retries"
        case .noMoreData: text += " · from the beginning"
        default: break
        }
        if isReplying { text += " · replying…" }
        if !pictureLoads.isEmpty { text += " · \(pictureLoads.count) pictures on their way" }
        let below = tableView.numberOfRowsAddedBelow
        if below > 0 { text += " · \(below) new below: e" }
        return text
    }

    /// The messages shown.
    public var loadedCount: Int { controller.snapshot.numberOfItems }
    /// The messages there are: the history and those written since.
    public var totalCount: Int { nextID }
    /// Whether a reply is streaming in.
    public var isReplying: Bool { streaming != nil }
    /// Whether the header shows a failed page.
    public var isShowingFailure: Bool { tableView.loadOlderControl?.state == .failed }

    /// `s` sends, `i` brings messages, `e` jumps to the end, Enter retries a failed page.
    public func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("s"): send()
        case .character("i"): receiveMessages()
        case .character("e"): tableView.scrollToEnd(animated: true)
        case .enter:
            guard isShowingFailure else { return false }
            controller.retryLoadOlder()
        default: return false
        }
        return true
    }

    /// Shows the badge's count.
    public func willRenderFrame() {
        chatView.showNewMessages(tableView.numberOfRowsAddedBelow)
    }

    /// Delivers pages, replies and words that are due.
    public func advanceAnimations() -> Bool {
        timers.fire()
    }

    /// Pictures on their way (they arrive off the clock).
    public var hasPendingWork: Bool { !pictureLoads.isEmpty }

    /// A page, a reply or a word due on the clock.
    public var isWaitingOnClock: Bool { !timers.isEmpty }

    /// The message `id`: written here, or from the history.
    func message(_ id: Int) -> ChatMessage {
        written[id] ?? history.message(id)
    }

    /// A message's cell: its text with what it waits for, and its picture if it arrived (else
    /// the load starts).
    func cell(in table: TableView, at indexPath: IndexPath, for id: Int) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: ChatBubbleCell.identifier, for: indexPath)
        let message = message(id)
        var text = message.text
        if streaming?.id == id { text += text.isEmpty ? "…" : " …" }
        if message.picture != nil && pictures[id] == nil {
            text = "▧ picture on its way…" + (text.isEmpty ? "" : "\n" + text)
            loadPicture(of: message)
        }
        (cell as? ChatBubbleCell)?.configure(text: text, isSent: message.isSent, picture: pictures[id])
        return cell
    }
}

/// Why a page of the chat's history did not arrive.
public enum ChatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The simulated network failed the page on purpose, the first time.
    case simulatedFailure(page: Int)

    /// A short sentence for the header and the status line.
    public var description: String {
        switch self {
        case .simulatedFailure(let page): "page \(page) failed (simulated)"
        }
    }
}
