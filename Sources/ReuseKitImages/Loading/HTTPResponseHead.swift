/// The status line and headers of an HTTP/1.x response.
struct HTTPResponseHead: Sendable, Hashable {
    /// The most bytes of all the heads of one response together (informational ones included),
    /// and of its trailer fields.
    static let maximumSize = 64 * 1024
    /// The most header fields in one head, and trailer fields after one body.
    static let maximumFields = 256
    /// The most informational (`1xx`) heads before the final one, as Go's client allows.
    static let maximumInformationalResponses = 5

    var status: Int
    /// Header fields in order, names lowercased.
    var fields: [(name: String, value: String)]

    static func == (lhs: HTTPResponseHead, rhs: HTTPResponseHead) -> Bool {
        lhs.status == rhs.status && lhs.fields.elementsEqual(rhs.fields) { $0 == $1 }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }

    /// The value of the last field named `name` (lowercase).
    func value(of name: String) -> String? {
        fields.last { $0.name == name }?.value
    }

    /// Reads a head (without its blank line's end) from `bytes`.
    init(parsing bytes: ArraySlice<UInt8>) throws(HTTPClientError) {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let statusLine = lines.first else { throw .malformedResponse("an empty response head") }
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1])
        else {
            throw .malformedResponse("status line \"\(statusLine.prefix(80))\"")
        }
        self.status = status
        fields = []
        guard lines.count - 1 <= Self.maximumFields else {
            throw .limitExceeded(.headerFields(Self.maximumFields))
        }
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                throw .malformedResponse("header line without a colon")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            fields.append((name, value))
        }
    }

    /// How the body that follows this head is delimited.
    func framing() throws(HTTPClientError) -> HTTPBodyDecoder.Framing {
        if (100..<200).contains(status) || status == 204 || status == 304 { return .length(0) }
        if let encoding = value(of: "transfer-encoding") {
            guard encoding.lowercased().split(separator: ",").last?.trimmingSpaces() == "chunked" else {
                throw .malformedResponse("transfer encoding \"\(encoding.prefix(40))\"")
            }
            return .chunked
        }
        if let length = value(of: "content-length") {
            guard let count = Int(length), count >= 0 else {
                throw .malformedResponse("content length \"\(length.prefix(40))\"")
            }
            return .length(count)
        }
        return .untilClose
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
