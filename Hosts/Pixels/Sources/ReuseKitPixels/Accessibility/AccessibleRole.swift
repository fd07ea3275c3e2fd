/// The AT-SPI roles the bridge gives (`AtspiRole`'s values, at-spi2-core's atspi-constants.h).
enum AccessibleRole: UInt32 {
    case filler = 20
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case progressBar = 42
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case table = 55
    case tableCell = 56
    case text = 61
    case tree = 65
    case treeTable = 66
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88
    case tableRow = 90
    case treeItem = 91

    /// The role's name as AT-SPI spells it (`GetRoleName`).
    var name: String {
        switch self {
        case .filler: "filler"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .table: "table"
        case .tableCell: "table cell"
        case .text: "text"
        case .tree: "tree"
        case .treeTable: "tree table"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .tableRow: "table row"
        case .treeItem: "tree item"
        }
    }
}

/// AT-SPI states (`AtspiStateType`'s values), as a set written as two 32-bit words.
struct AccessibleStates: OptionSet {
    let rawValue: UInt64

    static let active = Self(bit: 1)
    static let editable = Self(bit: 7)
    static let enabled = Self(bit: 8)
    static let expandable = Self(bit: 9)
    static let expanded = Self(bit: 10)
    static let focusable = Self(bit: 11)
    static let focused = Self(bit: 12)
    static let multiselectable = Self(bit: 18)
    static let resizable = Self(bit: 21)
    static let selectable = Self(bit: 22)
    static let selected = Self(bit: 23)
    static let sensitive = Self(bit: 24)
    static let showing = Self(bit: 25)
    static let singleLine = Self(bit: 26)
    static let visible = Self(bit: 30)
    static let managesDescendants = Self(bit: 31)
    static let readOnly = Self(bit: 43)
    static let selectableText = Self(bit: 38)

    init(rawValue: UInt64) { self.rawValue = rawValue }
    private init(bit: Int) { rawValue = 1 << UInt64(bit) }

    /// What every element that can be used has.
    static let usable: Self = [.enabled, .sensitive, .visible]

    /// The two words AT-SPI sends (`au`).
    var words: [UInt32] {
        [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)]
    }

    /// The state's name in `StateChanged` events.
    static func eventName(of state: Self) -> String {
        switch state {
        case .focused: "focused"
        case .selected: "selected"
        case .showing: "showing"
        case .visible: "visible"
        case .active: "active"
        case .expanded: "expanded"
        default: "defunct"
        }
    }
}
