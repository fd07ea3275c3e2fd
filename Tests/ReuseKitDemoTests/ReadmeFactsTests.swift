import Foundation
import ReuseKitGallery
import Testing

/// What README.md and ARCHITECTURE.md say that the code can check.
@Suite("README and ARCHITECTURE facts")
@MainActor
struct ReadmeFactsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in backticks on the first line of `text` that contains `marker`.
    static func backticked(onLineContaining marker: String, in text: String) -> [String] {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }) else { return [] }
        return line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test("the README's module table names every gallery scene, in order")
    func sceneList() throws {
        let readme = try Self.text("README.md")
        let named = Self.backticked(onLineContaining: "| `ReuseKitGallery` |", in: readme).dropFirst()
        #expect(Array(named) == SceneRegistry.names)
    }

    @Test("the gallery's scenes import no host plumbing (no SPI), as ARCHITECTURE says")
    func scenesImportNoSPI() throws {
        #expect(try Self.text("ARCHITECTURE.md").contains("import no SPI"))
        let folder = Self.packageRoot.appendingPathComponent("Sources/ReuseKitGallery")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 10)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("@_spi"), "\(file.lastPathComponent) imports SPI")
        }
    }

    @Test("the README names every DocC catalog, and each it names exists")
    func documentationCatalogs() throws {
        let readme = try Self.text("README.md")
        let named = Self.backticked(onLineContaining: "have DocC", in: readme)
        #expect(named.contains("ReuseKit") && named.contains("ReuseKitPixels"))
        let manager = FileManager.default
        func catalog(_ module: String) -> String? {
            ["Sources", "Hosts/Pixels/Sources"].map { "\($0)/\(module)/\(module).docc/\(module).md" }
                .first { manager.fileExists(atPath: Self.packageRoot.appendingPathComponent($0).path) }
        }
        for module in named {
            #expect(catalog(module) != nil, "the README names \(module)'s catalog, which is missing")
        }
        for folder in ["Sources", "Hosts/Pixels/Sources"] {
            let path = Self.packageRoot.appendingPathComponent(folder).path
            for module in try manager.contentsOfDirectory(atPath: path) where catalog(module) != nil {
                #expect(named.contains(module), "\(module) has a catalog the README does not name")
            }
        }
    }

    /// The comment on `line`, if it has one: the whole line when it starts with `//`, else what
    /// follows a ` // ` after the code.
    static func comment(in line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("//") { return trimmed }
        return line.range(of: " // ").map { line[$0.lowerBound...] }
    }

    /// Whether `comment` speaks of the articles the project began with rather than of the
    /// library; a random generator's seed is fine.
    static func speaksOfOrigins(_ comment: Substring) -> Bool {
        let lowered = comment.lowercased()
        return lowered.contains("seed") && !lowered.contains("random") && !lowered.contains("seed=")
    }

    @Test("comments in Sources describe the library; only ARCHITECTURE.md maps it to the articles")
    func commentsSpeakOfTheLibrary() throws {
        #expect(Self.speaksOfOrigins("/// placed as the seed did"))
        #expect(!Self.speaksOfOrigins("// a seeded random generator (SEED=42 reproduces it)"))
        #expect(try Self.text("ARCHITECTURE.md").contains("## The five articles"))
        // The bench measures the library against ports of the articles' code, which it names so.
        let bench = Self.packageRoot.appendingPathComponent("Sources/reusekit-bench").path + "/"
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.hasPrefix(bench) } ?? []
        #expect(files.count > 300)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                guard let comment = Self.comment(in: line), Self.speaksOfOrigins(comment) else { continue }
                Issue.record("\(file.lastPathComponent):\(number + 1) speaks of the articles: \(comment)")
            }
        }
    }
}
