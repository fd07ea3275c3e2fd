import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@Suite("List snapshot")
struct ListSnapshotTests {
    enum Section: Hashable, Sendable { case favourites, all }
    struct Contact: Hashable, Sendable {
        var id: Int
        var name: String
    }

    @Test("Queries answer UIKit's questions: sections, items, counts and places")
    func queries() throws {
        var snapshot = ListSnapshot<Section, Int>()
        try snapshot.appendSections([.favourites, .all])
        try snapshot.appendItems([1, 2], toSection: .favourites)
        try snapshot.appendItems([3, 4, 5])
        #expect(snapshot.sectionIdentifiers == [.favourites, .all])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: .all) == 3)
        #expect(snapshot.itemIdentifiers(inSection: .favourites) == [1, 2])
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection(.all) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == .favourites)
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    }

    @Test("Where UIKit stops the app, an edit throws with the identifier and changes nothing")
    func errorsCarryTheIdentifier() throws {
        var snapshot = ListSnapshot<String, Int>()
        #expect(throws: ListSnapshotError<String, Int>.noSection) { try snapshot.appendItems([1]) }
        try snapshot.appendSections(["a"])
        try snapshot.appendItems([1, 2, 3])
        let before = snapshot
        #expect(throws: ListSnapshotError<String, Int>.duplicateItem(2)) { try snapshot.appendItems([7, 2]) }
        #expect(throws: ListSnapshotError<String, Int>.duplicateItem(8)) { try snapshot.appendItems([8, 8]) }
        #expect(throws: ListSnapshotError<String, Int>.sectionNotFound("z")) {
            try snapshot.appendItems([9], toSection: "z")
        }
        #expect(throws: ListSnapshotError<String, Int>.itemNotFound(42)) {
            try snapshot.insertItems([9], afterItem: 42)
        }
        #expect(throws: ListSnapshotError<String, Int>.itemNotFound(42)) {
            try snapshot.moveItem(42, beforeItem: 1)
        }
        #expect(throws: ListSnapshotError<String, Int>.itemMovedRelativeToItself(1)) {
            try snapshot.moveItem(1, afterItem: 1)
        }
        #expect(throws: ListSnapshotError<String, Int>.duplicateSection("a")) {
            try snapshot.appendSections(["a"])
        }
        #expect(throws: ListSnapshotError<String, Int>.itemNotFound(5)) { try snapshot.reloadItems([1, 5]) }
        #expect(throws: ListSnapshotError<String, Int>.sectionNotFound("q")) {
            try snapshot.reloadSections(["q"])
        }
        #expect(snapshot == before)
        #expect(snapshot.itemIdentifiers == [1, 2, 3] && snapshot.reloadedItemIdentifiers.isEmpty)
        #expect("\(ListSnapshotError<String, Int>.duplicateItem(2))" == "The snapshot already has item 2.")
    }

    @Test("The older conveniences still build snapshots, and the checked edits see what they built")
    func conveniences() throws {
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSection("a", items: [3, 4])
        snapshot.prependItems([1, 2])
        try snapshot.insertItems([5], afterItem: 4)
        #expect(snapshot.allItems == [1, 2, 3, 4, 5])
        #expect(throws: ListSnapshotError<String, Int>.duplicateItem(1)) { try snapshot.appendItems([1]) }
        snapshot.sections[0].items.append(6)
        #expect(snapshot.indexOfItem(6) == 5, "sections set directly are seen")
        #expect(
            ListSnapshot<String, Int>(sections: [SnapshotSection(id: "b", items: [9])]).indexOfItem(9) == 0)
    }

    @Test("A million items: edits and questions cost a lookup per identifier")
    func millionItems() throws {
        let clock = ContinuousClock()
        let started = clock.now
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1])
        try snapshot.appendItems(Array(0..<500_000), toSection: 0)
        try snapshot.appendItems(Array(500_000..<1_000_000), toSection: 1)
        // One identifier at a time: quadratic if any edit walked the list.
        for item in 1_000_000..<1_002_000 { try snapshot.appendItems([item], toSection: 0) }
        for item in stride(from: 0, to: 4_000, by: 2) {
            #expect(snapshot.sectionIdentifier(containingItem: item) == 0)
        }
        #expect(throws: ListSnapshotError<Int, Int>.duplicateItem(999_999)) {
            try snapshot.appendItems([999_999])
        }
        snapshot.deleteItems(Array(0..<1_000))
        try snapshot.insertItems([-1], beforeItem: 1_000)
        #expect(snapshot.numberOfItems == 1_001_001)
        #expect(snapshot.indexOfItem(500_000) == 501_001)
        #expect(clock.now - started < .seconds(30), "\(clock.now - started)")
    }

    // MARK: Code from a diffable data source

    @MainActor
    final class ContactsViewController {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        var dataSource: ListController<Section, Contact>
        var configured: [Contact] = []

        init() {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "contact")
            var asked: [Contact] = []
            dataSource = ListController(tableView: tableView) { tableView, indexPath, contact in
                let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                cell.textLabel?.text = contact.name
                asked.append(contact)
                return cell
            }
            configuredReader = { asked }
        }

        var configuredReader: () -> [Contact] = { [] }

        // As written for UIKit, with `try` and the `UI`/`NS` prefixes dropped.
        func show(_ favourites: [Contact], _ all: [Contact]) throws {
            var snapshot = ListSnapshot<Section, Contact>()
            try snapshot.appendSections([.favourites, .all])
            try snapshot.appendItems(favourites, toSection: .favourites)
            try snapshot.appendItems(all, toSection: .all)
            try dataSource.apply(snapshot, animatingDifferences: false)
        }

        func rename(_ contact: Contact, to name: String) throws {
            var snapshot = dataSource.snapshot
            let renamed = Contact(id: contact.id, name: name)
            try snapshot.insertItems([renamed], afterItem: contact)
            snapshot.deleteItems([contact])
            try dataSource.apply(snapshot)
        }

        func favourite(_ contact: Contact) throws {
            var snapshot = dataSource.snapshot
            guard snapshot.sectionIdentifier(containingItem: contact) == .all else { return }
            snapshot.deleteItems([contact])
            if let first = snapshot.itemIdentifiers(inSection: .favourites).first {
                try snapshot.insertItems([contact], beforeItem: first)
            } else {
                try snapshot.appendItems([contact], toSection: .favourites)
            }
            try snapshot.reloadSections([.favourites])
            try dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    @MainActor
    @Test("Code from a UIKit diffable data source runs on the table's list controller")
    func diffableCodeOnTable() throws {
        let controller = ContactsViewController()
        let ada = Contact(id: 1, name: "Ada")
        let ben = Contact(id: 2, name: "Ben")
        let cleo = Contact(id: 3, name: "Cleo")
        try controller.show([ada], [ben, cleo])
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfSections == 2)
        #expect(controller.tableView.numberOfRows(inSection: 1) == 2)
        try controller.favourite(cleo)
        controller.tableView.layoutIfNeeded()
        #expect(controller.dataSource.snapshot.itemIdentifiers(inSection: .favourites) == [cleo, ada])
        #expect(
            controller.dataSource.snapshot.reloadedSectionIdentifiers.isEmpty,
            "the shown snapshot has no marks")
        #expect(controller.dataSource.indexPath(for: ada) == IndexPath(row: 1, section: 0))
        let asked = controller.configuredReader()
        #expect(asked.filter { $0 == ada }.count >= 2, "the reloaded section asked Ada's cell again")
        try controller.rename(ben, to: "Benedict")
        #expect(controller.dataSource.snapshot.itemIdentifiers(inSection: .all).map(\.name) == ["Benedict"])
        #expect(controller.tableView.checkInvariants() == nil)
    }

    @MainActor
    @Test("Code from a UIKit diffable data source runs on the collection view's list controller")
    func diffableCodeOnCollectionView() throws {
        let controller = CollectionListControllerTests.make()
        var snapshot = ListSnapshot<String, Int>()
        try snapshot.appendSections(["featured", "grid"])
        try snapshot.appendItems([1, 2, 3], toSection: "featured")
        try snapshot.appendItems(Array(10..<20))
        try controller.apply(snapshot, animatingDifferences: false)
        var next = controller.snapshot
        try next.moveItem(19, beforeItem: 10)
        try next.moveSection("grid", beforeSection: "featured")
        next.deleteItems([2])
        try next.reconfigureItems([11])
        try controller.apply(next)
        controller.collectionView.layoutIfNeeded()
        #expect(controller.snapshot.sectionIdentifiers == ["grid", "featured"])
        #expect(controller.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 19)
        #expect(controller.collectionView.numberOfItems(inSection: 1) == 2)
        #expect(controller.collectionView.checkInvariants() == nil)
    }
}
