import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
struct ViewAccessibilityTests {
    @Test func aLabelReadsItsTextAsStaticTextUntilTheAppSaysOtherwise() {
        let label = Label()
        #expect(!label.isAccessibilityElement, "no text, nothing to read")
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Messages"
        label.accessibilityTraits = [.header]
        #expect(label.accessibilityLabel == "Messages")
        #expect(label.accessibilityTraits == .header)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox", "nil gives the default back, as UIKit's")
    }

    @Test func aPlainViewIsAContainerOfItsVisibleSubviewsUnlessTheAppListsItsElements() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let group = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let first = Label(frame: CGRect(x: 5, y: 6, width: 20, height: 10))
        let hidden = Label()
        let second = Label()
        hidden.isHidden = true
        root.addSubview(group)
        for view in [first, hidden, second] { group.addSubview(view) }
        #expect(!group.isAccessibilityElement)
        #expect(group.accessibilityElementCount() == 2)
        #expect(group.accessibilityElement(at: 1) as AnyObject === second)
        #expect(group.index(ofAccessibilityElement: hidden) == NSNotFound)
        #expect(first.accessibilityContainer as AnyObject === group)
        #expect(first.accessibilityFrame == CGRect(x: 15, y: 26, width: 20, height: 10))
        let element = AccessibilityElement(accessibilityContainer: group)
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
        group.accessibilityElements = [second, element]
        #expect(group.accessibilityElementCount() == 2)
        #expect(group.accessibilityElement(at: 0) as AnyObject === second)
        #expect(group.index(ofAccessibilityElement: element) == 1)
        let node = try #require(group.accessibilityElement(at: 1) as? AccessibilityNode)
        #expect(node.accessibilityFrame == CGRect(x: 11, y: 22, width: 3, height: 4))
    }

    @Test func aTextFieldIsEditableTextLabelledByItsPlaceholderWhileEmpty() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        field.placeholder = "Search"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityTraits.contains(.textEntry))
        #expect(field.accessibilityLabel == "Search")
        field.text = "cats"
        #expect(field.accessibilityValue == "cats")
        #expect(field.accessibilityLabel == nil)
    }

    @Test func anImageViewIsAnImageOnceItHasALabel() {
        let image = ImageView()
        #expect(!image.isAccessibilityElement)
        image.accessibilityLabel = "Sunset"
        #expect(image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
    }

    @Test func thePagerSaysItsPageAndIncrementTurnsIt() {
        let fixture = PagerFixture(count: 10)
        let pager = fixture.pager
        #expect(pager.isAccessibilityElement)
        #expect(pager.accessibilityTraits.contains(.adjustable))
        #expect(pager.accessibilityValue == "page 1 of 10")
        pager.accessibilityIncrement()
        pager.accessibilityIncrement()
        #expect(pager.currentIndex == 2)
        #expect(pager.accessibilityValue == "page 3 of 10")
        pager.accessibilityDecrement()
        #expect(pager.accessibilityValue == "page 2 of 10")
        pager.scrollToPage(0, animated: false)
        pager.accessibilityDecrement()
        #expect(pager.currentIndex == 0, "no page before the first without wrapping")
    }

    @Test func theRefreshAndLoadMoreControlsSayTheirState() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let refresh = RefreshControl()
        let loadMore = LoadMoreControl()
        table.refreshControl = refresh
        table.loadMoreControl = loadMore
        #expect(refresh.accessibilityLabel == "Refresh")
        #expect(refresh.accessibilityValue == "Pull to refresh")
        #expect(!loadMore.isAccessibilityElement, "idle, it says nothing")
        var request: LoadMoreControl.Request?
        loadMore.onLoadMore = { request = $0 }
        table.layoutIfNeeded()
        loadMore.scrollViewDidScroll()
        table.runPendingControlActions()
        #expect(loadMore.isLoading)
        #expect(loadMore.accessibilityLabel == "Loading")
        request?.fail("No network")
        #expect(loadMore.accessibilityLabel == "No network — tap to retry")
        #expect(loadMore.accessibilityTraits.contains(.button))
        refresh.beginRefreshing()
        #expect(refresh.accessibilityValue == "Refreshing")
        #expect(table.accessibilityElementCount() == 2, "no rows: the two controls")
    }

    @Test func postedNotificationsAndTheReaderStateReachAHost() {
        var heard: [String] = []
        let observation = Accessibility.addObserver { event in
            if case .notification(let notification, let argument) = event, notification == .announcement {
                heard.append(argument as? String ?? "")
            }
        }
        Accessibility.post(notification: .announcement, argument: "Saved")
        observation.cancel()
        Accessibility.post(notification: .announcement, argument: "Unheard")
        #expect(heard == ["Saved"])
    }

    @Test func aHostSayingAReaderRunsIsWhatIsVoiceOverRunningAnswersAndAppsHearOfIt() {
        let before = Accessibility.isVoiceOverRunning
        defer { Accessibility.setScreenReaderRunning(before) }
        Accessibility.setScreenReaderRunning(false)
        let heard = HeardStates()
        let token = NotificationCenter.default.addObserver(
            forName: Accessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { heard.states.append(Accessibility.isVoiceOverRunning) } }
        defer { NotificationCenter.default.removeObserver(token) }
        Accessibility.setScreenReaderRunning(true)
        Accessibility.setScreenReaderRunning(true)
        #expect(Accessibility.isVoiceOverRunning)
        Accessibility.setScreenReaderRunning(false)
        #expect(!Accessibility.isVoiceOverRunning)
        #expect(heard.states == [true, false], "told once a change, not again for the same state")
    }

    @Test func aReadersScrollMovesTheListByAPageAndSaysWhichRowsShow() {
        let fixture = MillionRowsFixture()
        var pages: [String] = []
        let observation = Accessibility.addObserver { event in
            if case .notification(.pageScrolled, let argument) = event, let text = argument as? String {
                pages.append(text)
            }
        }
        defer { observation.cancel() }
        let cell = fixture.table.visibleCells[0]
        #expect(cell.accessibilityScroll(.down))
        #expect(fixture.table.contentOffset.y > 0)
        #expect(pages.count == 1)
        #expect(pages.first?.hasSuffix("of 1000000") == true)
    }
}

/// What an observer of the reader's state heard.
@MainActor
private final class HeardStates {
    var states: [Bool] = []
}
