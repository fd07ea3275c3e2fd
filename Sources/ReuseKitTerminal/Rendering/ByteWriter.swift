/// Accumulates the bytes of one frame, with helpers for escape sequences.
struct ByteWriter: Sendable {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ other: ByteWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ character: Character) {
        // Most cells are ASCII; their one byte needs no walk over a cluster.
        if let ascii = character.asciiValue {
            bytes.append(ascii)
        } else {
            bytes.append(contentsOf: character.utf8)
        }
    }

    /// Appends `value` in decimal without going through `String`.
    mutating func append(number value: Int) {
        precondition(value >= 0, "escape sequence parameters are never negative")
        if value >= 10 { append(number: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `ESC [`, the control sequence introducer.
    mutating func csi() {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
    }

    /// A control sequence with one parameter, omitted when it is the default of 1.
    mutating func csi(_ parameter: Int, _ final: Character) {
        csi()
        if parameter != 1 { append(number: parameter) }
        append(final)
    }

    /// The number of decimal digits of `value`, for cost estimates.
    static func digits(_ value: Int) -> Int {
        value < 10 ? 1 : 1 + digits(value / 10)
    }
}
