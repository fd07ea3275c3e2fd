import Foundation
import Testing

@testable import ReuseKit

/// A list view holds what is its own: state that every list shares lives in the list base's
/// types, and each concern a view grows gets a type of its own, so no list view class has more
/// than ``budget`` stored properties of its own (its superclasses' are theirs).
@MainActor
@Suite struct StoredPropertyBudgetTests {
    static let budget = 25

    /// The names of the stored properties a class declares itself, as the runtime lays them out
    /// (a `lazy` property counts once, by its storage).
    static func ownStoredProperties(of object: AnyObject) -> [String] {
        Mirror(reflecting: object).children.compactMap(\.label)
    }

    @Test func tableView() {
        let names = Self.ownStoredProperties(of: TableView(frame: .zero, style: .plain))
        #expect(names.count <= Self.budget, "TableView has \(names.count): \(names)")
    }

    @Test func collectionView() {
        let view = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        let names = Self.ownStoredProperties(of: view)
        #expect(names.count <= Self.budget, "CollectionView has \(names.count): \(names)")
    }

    @Test func waterfallView() {
        let names = Self.ownStoredProperties(of: WaterfallView(frame: .zero))
        #expect(names.count <= Self.budget, "WaterfallView has \(names.count): \(names)")
    }

    /// The count is of the class's own properties: a subclass's Mirror does not repeat its
    /// superclass's, so the budget measures each class for what it declares.
    @Test func countsOwnPropertiesOnly() {
        let table = TableView(frame: .zero, style: .plain)
        let own = Set(Self.ownStoredProperties(of: table))
        let inherited = Mirror(reflecting: table).superclassMirror.map {
            Set($0.children.compactMap(\.label))
        }
        #expect(own.contains("layout") && own.contains("selection"))
        #expect(inherited?.isDisjoint(with: own) == true && inherited?.isEmpty == false)
    }
}
