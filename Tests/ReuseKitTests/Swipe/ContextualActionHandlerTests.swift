import Foundation
import ReuseKit
import Testing

// A plain import, as an app's: the handler is public API.
@Suite("Contextual action: an app runs an action's handler itself, as UIKit's")
@MainActor
struct ContextualActionHandlerTests {
    @Test("the handler runs from outside the swipe (a key), gets the action and the view, and completes")
    func handlerRunsFromAKey() {
        var removed: [String] = []
        let delete = ContextualAction(style: .destructive, title: "Delete") { action, view, completion in
            removed.append(action.title ?? "")
            completion(view.frame.width == 320)
        }
        let row = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // UIKit's shape: (action, view, completion) -> Void.
        let handler: ContextualAction.Handler = delete.handler
        var performed: Bool?
        handler(delete, row) { performed = $0 }
        #expect(removed == ["Delete"])
        #expect(performed == true)
    }
}
