/// One cell of a screen grid: a grapheme cluster and its style.
///
/// A wide character occupies its cell and a *continuation* cell to its right, which holds no
/// character of its own and carries the wide character's style.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown; a space for blank and continuation cells.
    public let character: Character
    /// Colours and attributes.
    public let style: CellStyle
    /// Columns taken: 1, 2 for the leading half of a wide character, 0 for a continuation.
    public let width: UInt8

    init(character: Character, style: CellStyle, width: UInt8) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// A space in `style`.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(character: " ", style: style, width: 1)
    }

    /// The right half of a wide character drawn in `style`.
    static func continuation(_ style: CellStyle) -> Cell {
        Cell(character: " ", style: style, width: 0)
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// A space in the default style: what an erased terminal cell shows.
    var isDefaultBlank: Bool { width == 1 && style == .plain && character == " " }
}
