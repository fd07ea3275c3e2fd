import Foundation
import Testing

@testable import ReuseKit

// The README's chat example, compiled and run here; ReadmeExampleTests keeps the two identical.
// README:begin
@MainActor final class Messages {
    var texts: [Int: String] = [:]
}

@MainActor func makeChat(
    in table: TableView, messages: Messages,
    fetchOlder: @escaping @Sendable (_ before: Int?) async throws -> [(id: Int, text: String)]
) -> ListController<String, Int> {
    table.anchorsContentToEnd = true  // opens at the newest message and follows the end
    table.rowHeight = TableView.automaticDimension  // each message sizes its cell
    table.estimatedRowHeight = 44
    table.register(TableViewCell.self, forCellReuseIdentifier: "message")
    let chat = ListController<String, Int>(tableView: table) { table, indexPath, id in
        let cell = table.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = messages.texts[id]
        return cell
    }
    var empty = ListSnapshot<String, Int>()
    empty.appendSection("messages")
    try? chat.apply(empty)
    chat.loadOlderLoader = .async { [unowned chat] in  // near the top, once per content state
        let page = try await fetchOlder(chat.snapshot.sections[0].items.first)
        for message in page { messages.texts[message.id] = message.text }
        // Put before the first message: what is on screen does not move, even mid-fling.
        return ListOlderPage(items: page.map(\.id), hasOlder: page.first.map { $0.id > 0 } ?? false)
    }
    return chat
}

@MainActor func receive(_ id: Int, _ text: String, in chat: ListController<String, Int>, messages: Messages)
    throws
{
    messages.texts[id] = text
    var next = chat.snapshot
    try next.appendItems([id])
    try chat.apply(next)  // at the end the end stays in view; away from it nothing moves
    let badge = chat.tableView.numberOfRowsAddedBelow  // "3 new messages"; 0 at the end
    if badge > 0 { print("↓ \(badge) new") }
}

@MainActor func stream(_ word: String, into id: Int, of chat: ListController<String, Int>, messages: Messages)
{
    messages.texts[id, default: ""] += " " + word
    chat.reconfigureItems([id])  // the same cell, configured and measured again: it grows in place
}
// README:end

@Suite("README chat example")
@MainActor
struct ReadmeChatExampleTests {
    /// 200 messages, served 50 at a time before a given one.
    nonisolated static func history(before: Int?) -> [(id: Int, text: String)] {
        let end = before ?? 200
        return (max(0, end - 50)..<end).map { ($0, "Message \($0)") }
    }

    @Test("the example opens at the newest message, loads older ones, follows arrivals and streams")
    func exampleRuns() async throws {
        // Outside a host a line of text is a point high and a character a point wide.
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let messages = Messages()
        let chat = makeChat(in: table, messages: messages) { Self.history(before: $0) }
        table.layoutIfNeeded()
        await chat.runningTask?.value
        table.layoutIfNeeded()
        #expect(chat.snapshot.numberOfItems == 50)
        #expect(table.isAtEnd)
        #expect(table.visibleCells.last?.textLabel?.text == "Message 199")
        table.setContentOffset(CGPoint(x: 0, y: table.minimumContentOffsetY), animated: false)
        table.layoutIfNeeded()
        await chat.runningTask?.value
        #expect(chat.snapshot.sections[0].items.first == 100)
        // Message 150 stays a line down, where the header above it put it.
        let moved = table.rectForRow(at: IndexPath(row: 50, section: 0)).minY - table.contentOffset.y
        #expect(moved == 1, "the rows read stay on screen")
        table.scrollToEnd(animated: false)
        try receive(200, "Hello", in: chat, messages: messages)
        table.layoutIfNeeded()
        #expect(table.isAtEnd && table.visibleCells.last?.textLabel?.text == "Hello")
        let before = table.rectForRow(at: IndexPath(row: chat.snapshot.numberOfItems - 1, section: 0)).height
        for word in Array(repeating: "word", count: 40) {
            stream(word, into: 200, of: chat, messages: messages)
        }
        let last = IndexPath(row: chat.snapshot.numberOfItems - 1, section: 0)
        #expect(table.rectForRow(at: last).height > before)
        #expect(table.rectForRow(at: last).maxY - table.contentOffset.y == table.bounds.height)
        table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y - 200), animated: false)
        try receive(201, "Are you there?", in: chat, messages: messages)
        #expect(table.numberOfRowsAddedBelow == 1)
        table.scrollToEnd(animated: false)
        #expect(table.numberOfRowsAddedBelow == 0)
    }
}
