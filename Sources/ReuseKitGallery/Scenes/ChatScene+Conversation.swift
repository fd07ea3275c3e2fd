import Foundation
import ReuseKit
import ReuseKitImages

extension ChatScene {
    /// Gives the controller its history: the page before the first message shown, after a delay
    /// on the clock; one page fails the first time.
    func installHistoryLoader() {
        controller.loadOlderLoader = .completion { [weak self] done in
            guard let self else { return }
            let page = controller.loadedOlderPageCount
            let first = controller.snapshot.sections.first?.items.first
            pageRequests += 1
            timers.schedule(after: configuration.pageDelay) { [weak self] in
                guard let self else { return }
                if page == configuration.failingPage && failedPages.insert(page).inserted {
                    failedRequests += 1
                    done(.failure(ChatError.simulatedFailure(page: page)))
                } else {
                    done(.success(history.page(before: first)))
                }
            }
        }
        tableView.loadOlderControl?.endOfDataText = "· The beginning of the conversation ·"
    }

    /// `s`: sends the next canned message, jumps to the end, and a reply streams in after a while.
    func send() {
        let id = write(isSent: true, text: Self.outgoing[sentCount % Self.outgoing.count])
        sentCount += 1
        append([id])
        tableView.scrollToEnd(animated: true)
        timers.schedule(after: configuration.replyDelay) { [weak self] in self?.startReply() }
    }

    /// `i`: three messages arrive, a little apart; the second carries a picture.
    func receiveMessages() {
        for index in 0..<3 {
            timers.schedule(after: Double(index) * configuration.incomingInterval) { [weak self] in
                guard let self else { return }
                let text = Self.incoming[(nextID + index) % Self.incoming.count]
                append([
                    write(
                        isSent: false, text: text,
                        picture: index == 1 ? nextID % ChatHistory.pictureCount : nil)
                ])
            }
        }
    }

    /// A reply appears empty ("…") and grows a word at a time.
    func startReply() {
        let words = Self.replies[(sentCount - 1) % Self.replies.count].split(separator: " ").map(String.init)
        let id = write(isSent: false, text: "")
        streaming = (id, words, 0)
        append([id])
        timers.schedule(after: configuration.wordInterval) { [weak self] in self?.streamNextWord() }
    }

    /// Adds the next word to the streaming reply; its row is configured and measured again in
    /// place.
    func streamNextWord() {
        guard var reply = streaming, var message = written[reply.id] else { return }
        message.text += (message.text.isEmpty ? "" : " ") + reply.words[reply.shown]
        written[reply.id] = message
        reply.shown += 1
        streaming = reply.shown < reply.words.count ? reply : nil
        controller.reconfigureItems([reply.id])
        if streaming != nil {
            timers.schedule(after: configuration.wordInterval) { [weak self] in self?.streamNextWord() }
        }
    }

    /// Keeps a new message; returns its identifier.
    func write(isSent: Bool, text: String, picture: Int? = nil) -> Int {
        let id = nextID
        nextID += 1
        written[id] = ChatMessage(id: id, isSent: isSent, text: text, picture: picture)
        return id
    }

    /// Shows messages after the last one.
    func append(_ ids: [Int]) {
        var snapshot = controller.snapshot
        // A message written twice is refused, and the conversation stays as it was.
        guard (try? snapshot.appendItems(ids)) != nil else { return }
        try? controller.apply(snapshot)
    }

    /// Starts loading a message's picture, once; when it arrives the row grows in place.
    func loadPicture(of message: ChatMessage) {
        guard let picture = message.picture, pictures[message.id] == nil, !pictureLoads.contains(message.id),
            let directory = picturesDirectory
        else { return }
        // Each message has a picture of its own (its own URL, its own wait), as in a real chat.
        let file = directory.appendingPathComponent("thumb-\(picture).png")
        guard let url = URL(string: file.absoluteString + "?message=\(message.id)") else { return }
        pictureLoads.insert(message.id)
        let request = ImageRequest(url: url, source: .app)
        let pipeline = pipeline
        Task { @MainActor [weak self] in
            let image = try? await pipeline.image(for: request)
            guard let self else { return }
            pictureLoads.remove(message.id)
            pictures[message.id] = image ?? Self.brokenPicture
            controller.reconfigureItems([message.id])
        }
    }

    /// What a picture that could not be loaded shows.
    static let brokenPicture = Image(width: 1, height: 1, color: Color(red: 120, green: 40, blue: 40))

    /// What `s` sends, in turn.
    static let outgoing = [
        "Are you coming tonight?", "I'll send the photos later", "What time works for you?",
        "Did the package arrive?",
    ]
    /// What `i` brings, in turn.
    static let incoming = [
        "Hey, are you there?", "Look at this", "Call me when you're free", "Train is moving again",
        "Found it!",
    ]
    /// The replies that stream in, one per message sent.
    static let replies = [
        "Yes! I should be there around eight, maybe a little later if the traffic on the bridge is as bad as "
            + "yesterday. Save me a seat near the window and order the soup if they still have it.",
        "Great, no rush at all. The ones from the lake are my favourite, especially the one with the boats "
            + "at sunset, so send that one first if you can find it.",
        "Anything after four is fine for me. I have a call until half past three, then I am free for the "
            + "rest of the afternoon and most of the evening too.",
        "It did, this morning. The box was a bit crushed at one corner but everything inside is fine, and "
            + "the note made me laugh. Thank you so much!",
    ]
}
