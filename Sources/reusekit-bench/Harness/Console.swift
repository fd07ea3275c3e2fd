import Foundation

/// Progress and errors on standard error, so standard output carries only the report.
enum Console {
    /// Writes a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
