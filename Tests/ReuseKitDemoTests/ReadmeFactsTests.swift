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
}
