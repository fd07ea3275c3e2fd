/// The command line of `reusekit-bench`.
struct BenchOptions: Equatable {
    /// The output formats.
    enum Format: Equatable {
        case markdown
        case json
    }

    /// Fewer repetitions and no 10M-row cases: a smoke run of every case in seconds.
    var quick = false
    /// What goes to standard output.
    var format = Format.markdown
    /// Only the case groups whose names are listed run; all when empty.
    var groups: [String] = []
    /// Whether to print the usage and stop.
    var showsHelp = false

    /// The case groups `--only` accepts.
    static let groupNames = [
        "reload", "scroll", "sweep", "update", "timeline", "filter", "search", "memory", "allocations",
        "images",
        "waterfall", "grid", "compositional", "outline",
    ]

    static let usage = """
        usage: reusekit-bench [--quick] [--json] [--only GROUP[,GROUP...]] [--help]

        Benchmarks ReuseKit's TableView against a faithful port of seed 000's table view
        (frames computed for every row on reload, a visible check over every row on each layout
        pass), and its WaterfallView against a port of seed 003's waterfall (the same two O(n)
        loops), in the same process. Build and run it in release mode:

            swift build -c release --product reusekit-bench
            .build/release/reusekit-bench

        Times are medians of repeated runs; counters (heights asked, cells created, heap bytes,
        allocations) are exact counts.

        options:
          --quick        a much shorter run: fewer repetitions, no 10,000,000-row cases
          --json         machine-readable output instead of the markdown table
          --only GROUPS  run only these case groups (comma-separated):
                         \(groupNames.joined(separator: ", "))
          -h, --help     show this help

        Progress goes to standard error; the report to standard output.
        """

    /// A command-line mistake, reported with the usage hint and exit status 2.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--json":
                format = .json
            case "-h", "--help":
                showsHelp = true
            case "--only":
                guard let value = remaining.popFirst() else {
                    throw UsageError(description: "--only needs a value: one or more of \(Self.groupList)")
                }
                try addGroups(value)
            default:
                if argument.hasPrefix("--only=") {
                    try addGroups(String(argument.dropFirst("--only=".count)))
                } else {
                    throw UsageError(description: "unknown option '\(argument)'")
                }
            }
        }
    }

    /// Whether the case group `name` is selected.
    func runs(_ name: String) -> Bool {
        groups.isEmpty || groups.contains(name)
    }

    private static var groupList: String { groupNames.joined(separator: ", ") }

    private mutating func addGroups(_ value: String) throws(UsageError) {
        let names = value.split(separator: ",").map(String.init)
        guard !names.isEmpty else {
            throw UsageError(description: "--only needs a value: one or more of \(Self.groupList)")
        }
        for name in names {
            guard Self.groupNames.contains(name) else {
                throw UsageError(
                    description: "unknown case group '\(name)' (expected one of \(Self.groupList))")
            }
            groups.append(name)
        }
    }
}
