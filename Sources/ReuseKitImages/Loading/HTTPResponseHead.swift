/// The status line and headers of an HTTP/1.x response.
struct HTTPResponseHead: Sendable, Hashable {
    /// The longest head the client accepts; a longer one is a malformed (or hostile) response.
    static let maximumSize = 64 * 1024

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

    /// The index just past the blank line that ends a head in `bytes`, if it has arrived.
    static func end(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index] == 0x0A && bytes[index - 1] == 0x0D && bytes[index - 2] == 0x0A
            && bytes[index - 3] == 0x0D
        {
            return index + 1
        }
        return nil
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
