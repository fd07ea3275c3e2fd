import Foundation
import ReuseKit

/// A node of the files scene's tree: a folder or file of the generated tree, or an entry of a
/// directory on disk.
public struct FileItem: Hashable, Sendable {
    /// A unique path: `generated/3/14/159` or a file URL's path.
    public var path: String
    /// The name shown on the row.
    public var name: String
    /// Whether it has (or may have) children.
    public var isDirectory: Bool
    /// Its size in bytes, when it is a file on disk.
    public var size: Int?

    /// The generated tree: 10 folders of 100 folders of 1,000 files, with the root 1,001,011
    /// nodes, made as they are expanded.
    public static let generatedRoot = FileItem(
        path: "generated", name: "generated (1,001,011 nodes)", isDirectory: true)

    /// The folder of the generated tree at `path` (`generated`, `generated/3`, `generated/3/14`).
    static func folder(_ path: String) -> FileItem {
        guard path != generatedRoot.path else { return generatedRoot }
        let index = path.split(separator: "/").last.map(String.init) ?? ""
        return FileItem(path: path, name: "folder \(index)", isDirectory: true)
    }

    /// The children of a node of the generated tree, as a section snapshot.
    static func generatedChildren(of parent: FileItem) -> ListSectionSnapshot<FileItem> {
        let depth = parent.path.split(separator: "/").count
        let count = [10, 100, 1000][min(depth - 1, 2)]
        let children = (0..<count).map { index in
            FileItem(
                path: parent.path + "/\(index)", name: depth < 3 ? "folder \(index)" : "file \(index).txt",
                isDirectory: depth < 3, size: depth < 3 ? nil : 100 + index)
        }
        var snapshot = ListSectionSnapshot<FileItem>()
        try? snapshot.append(children)
        return snapshot
    }

    /// The entries of the directory at `path`, folders first, then by name.
    static func entries(ofDirectory path: String) throws -> ListSectionSnapshot<FileItem> {
        let url = URL(fileURLWithPath: path)
        let keys: [URLResourceKey] = [.isDirectoryKey, .fileSizeKey]
        let urls = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: keys)
        let items = urls.map { url in
            let values = try? url.resourceValues(forKeys: Set(keys))
            return FileItem(
                path: url.path, name: url.lastPathComponent, isDirectory: values?.isDirectory ?? false,
                size: values?.fileSize)
        }
        .sorted { ($0.isDirectory ? 0 : 1, $0.name) < ($1.isDirectory ? 0 : 1, $1.name) }
        var snapshot = ListSectionSnapshot<FileItem>()
        try? snapshot.append(items)
        return snapshot
    }

    /// The first `count` lines of the file on disk, or why they cannot be shown.
    func firstLines(_ count: Int) -> String {
        guard !path.hasPrefix("generated") else { return "(a generated file: no content)" }
        guard let handle = FileHandle(forReadingAtPath: path) else { return "(cannot be read)" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 4096)) ?? Data()
        guard let text = String(data: data, encoding: .utf8) else { return "(binary)" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).joined(
            separator: "\n")
    }
}
