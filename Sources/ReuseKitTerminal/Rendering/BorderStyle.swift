/// The box-drawing characters of a border.
public enum BorderStyle: Hashable, Sendable {
    /// Light lines: ┌─┐ │ └─┘
    case single
    /// Light lines with round corners: ╭─╮ │ ╰─╯
    case rounded
    /// Double lines: ╔═╗ ║ ╚═╝
    case double
    /// Heavy lines: ┏━┓ ┃ ┗━┛
    case heavy

    /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    var characters: [Character] {
        switch self {
        case .single: ["┌", "┐", "└", "┘", "─", "│"]
        case .rounded: ["╭", "╮", "╰", "╯", "─", "│"]
        case .double: ["╔", "╗", "╚", "╝", "═", "║"]
        case .heavy: ["┏", "┓", "┗", "┛", "━", "┃"]
        }
    }
}
