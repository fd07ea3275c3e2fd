import ReuseKit

/// The chat scene's history: `count` messages made from their index alone (the same on every
/// host and every run, none of them stored), served newest page first.
struct ChatHistory: Sendable {
    /// The messages in the history.
    var count: Int
    /// The messages in a page.
    var pageSize = 50

    /// The page before the message `first` (the newest page when `nil`): up to `pageSize`
    /// identifiers, oldest first, and whether older ones exist.
    func page(before first: Int?) -> ListOlderPage<Int> {
        let end = min(count, first ?? count)
        let start = max(0, end - pageSize)
        return ListOlderPage(items: Array(start..<end), hasOlder: start > 0)
    }

    /// The message `id` of the history: one to ten lines (most short), sent or received, every
    /// ninth or so with a picture.
    func message(_ id: Int) -> ChatMessage {
        let mixed = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
        let spread = Int(mixed >> 57)  // 0..<128
        let lineCount = 1 + min(9, spread * spread / 1_600)
        var lines: [String] = []
        for line in 0..<lineCount {
            lines.append(Self.phrases[(id &* 7 &+ line &* 13 &+ spread) % Self.phrases.count])
        }
        let hasPicture = (mixed >> 40) % 9 == 0
        return ChatMessage(
            id: id, isSent: (mixed >> 50) % 5 < 2, text: lines.joined(separator: "\n"),
            picture: hasPicture ? id % ChatHistory.pictureCount : nil)
    }

    /// The bundled pictures (the feed's thumbnails).
    static let pictureCount = 8

    /// Lines a message is made of, each short enough for a bubble on a phone.
    static let phrases = [
        "On my way!", "Running ten minutes late", "Did you see the game?", "Lunch tomorrow?",
        "Sounds good to me", "Haha, yes 😄", "Can you send the file?", "Here it is",
        "Thanks, got it", "The train is delayed again", "Call me when you can", "Café at noon?",
        "I'll bring the charger", "Which platform?", "Happy birthday! 🎉", "See you Saturday",
        "Where did we park?", "Level 3, near the lift", "Try restarting it", "It works now",
        "明天见", "Good morning ☀️", "Almost done here", "Let me check", "No worries",
        "Meeting moved to 3 pm", "Bring an umbrella", "The naïve approach won", "Just landed",
        "Dinner is ready", "Back in five", "Nice photo!",
    ]
}
