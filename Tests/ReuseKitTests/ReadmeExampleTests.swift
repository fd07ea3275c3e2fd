import Foundation
import ReuseKit
import Testing

// The README's usage example, compiled and run here; the test below keeps the two identical.
// README:begin
@MainActor final class Fruits: TableViewDataSource, TableViewDelegate {
    let names = ["Apple", "Banana", "Cherry", "桃子"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        print("picked", names[indexPath.row])
    }
}

@MainActor func makeFruitTable(_ fruits: Fruits) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
    table.rowHeight = 44  // points, as UIKit's default; the host maps points to its pixels or cells
    table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
    table.dataSource = fruits
    table.delegate = fruits
    table.layoutIfNeeded()  // cells exist for the 3 rows on screen only
    return table
}
// README:end

@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test("the example runs and shows only the rows on screen")
    func exampleRuns() {
        let fruits = Fruits()
        let table = makeFruitTable(fruits)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        #expect(table.contentSize.height == 176)
    }

    @Test("the README and the articles show exactly the examples compiled by the tests")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let tests = here.deletingLastPathComponent().deletingLastPathComponent()
        let root = tests.deletingLastPathComponent()
        // The README and every DocC article of the package's modules, as one text.
        let manager = FileManager.default
        let modules = root.appendingPathComponent("Sources")
        let catalogs = try manager.contentsOfDirectory(atPath: modules.path).sorted()
            .map { modules.appendingPathComponent("\($0)/\($0).docc") }
            .filter { manager.fileExists(atPath: $0.path) }
        let articles = try catalogs.flatMap { catalog in
            try manager.contentsOfDirectory(atPath: catalog.path).sorted().filter { $0.hasSuffix(".md") }
                .map { catalog.appendingPathComponent($0) }
        }
        let readme = try ([root.appendingPathComponent("README.md")] + articles)
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let collection = tests.appendingPathComponent("ReuseKitTests/CollectionView")
        let sources = [
            here,
            tests.appendingPathComponent("ReuseKitTests/PagerView/WaterfallAndPagerReadmeTests.swift"),
            tests.appendingPathComponent("ReuseKitImagesTests/ReadmeFeedExampleTests.swift"),
            tests.appendingPathComponent("ReuseKitTests/Timeline/ReadmeChatExampleTests.swift"),
            tests.appendingPathComponent("ReuseKitTests/View/TextField/ReadmeSearchExampleTests.swift"),
            tests.appendingPathComponent("ReuseKitTests/Text/ReadmeStyledTextExampleTests.swift"),
            collection.appendingPathComponent("ReadmeCollectionExampleTests.swift"),
            collection.appendingPathComponent("ReadmeCompositionalExampleTests.swift"),
        ]
        for source in sources {
            let text = try String(contentsOf: source, encoding: .utf8)
            let example = try #require(Self.between("// README:begin\n", "// README:end", in: text))
            #expect(
                readme.contains("```swift\n" + example + "```"),
                "no article shows \(source.lastPathComponent)'s example")
        }
    }

    static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let lower = text.range(of: start),
            let upper = text.range(of: end, range: lower.upperBound..<text.endIndex)
        else { return nil }
        return String(text[lower.upperBound..<upper.lowerBound])
    }
}
