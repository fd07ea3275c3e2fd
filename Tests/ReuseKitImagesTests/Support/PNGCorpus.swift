import Foundation
import ReuseKitCore
import ReuseKitImages

/// The PNG corpus written by `Scripts/image_fixtures.py`, with reference pixels computed in
/// Python from the source samples (not by libpng).
struct PNGCorpus: Sendable {
    struct Case: Sendable, Decodable {
        let name: String
        let width: Int
        let height: Int
        let colorType: Int
        let bitDepth: Int
        let interlaced: Bool
        let transparency: Bool
    }

    let directory: URL
    let cases: [Case]

    /// Generated once per test process, on a thread of its own.
    private static let shared = Task { try await Fixtures.onThread(generate) }

    static func load() async throws -> PNGCorpus {
        try await shared.value
    }

    private static func generate() throws -> PNGCorpus {
        let directory = Fixtures.temporaryDirectory("png-corpus")
        _ = try Fixtures.runPython("image_fixtures.py", [directory.path])
        let manifest = try Data(contentsOf: directory.appendingPathComponent("manifest.json"))
        return PNGCorpus(directory: directory, cases: try JSONDecoder().decode([Case].self, from: manifest))
    }

    func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name + ".png"))
    }

    func reference(_ testCase: Case) throws -> Image {
        let pixels = try Data(contentsOf: directory.appendingPathComponent(testCase.name + ".rgba"))
        return Image(width: testCase.width, height: testCase.height, pixels: [UInt8](pixels))
    }
}
