import Foundation

/// A case of one of Unicode's break conformance files (`LineBreakTest.txt`,
/// `GraphemeBreakTest.txt`): scalars with the offsets where the file says a break is.
struct UnicodeBreakCase: CustomStringConvertible {
    /// The line of the file the case is on.
    var line: Int
    var scalars: [Unicode.Scalar]
    /// Offsets (scalars before the break) marked `÷`, the end of the text included.
    var breaks: [Int]
    /// The file's line as written, for failure messages.
    var source: String

    var description: String { "line \(line): \(source)" }

    var text: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

/// Reads the conformance files committed under `Fixtures`, with Unicode's header.
enum UnicodeTestFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The version the file's first line names (`# LineBreakTest-15.0.0.txt`).
    static func version(of name: String) throws -> String {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let first = text.prefix { $0 != "\n" }
        guard let dash = first.lastIndex(of: "-"), first.hasSuffix(".txt") else {
            throw UnicodeTestFileError.malformed(line: 1)
        }
        return String(first[first.index(after: dash)...].dropLast(4))
    }

    static func cases(in name: String) throws -> [UnicodeBreakCase] {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        var result: [UnicodeBreakCase] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.prefix { $0 != "#" }
            guard !data.allSatisfy(\.isWhitespace) else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for field in data.split(whereSeparator: \.isWhitespace) {
                switch field {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw UnicodeTestFileError.malformed(line: number + 1)
                    }
                    scalars.append(scalar)
                }
            }
            result.append(
                UnicodeBreakCase(line: number + 1, scalars: scalars, breaks: breaks, source: String(data)))
        }
        return result
    }
}

/// A conformance file that does not read as Unicode documents it.
enum UnicodeTestFileError: Error {
    case malformed(line: Int)
}
