import ReuseKit

extension KeyModifiers {
    /// The modifiers of an xterm-style parameter (`1 + bits`); absent or 1 means none.
    ///
    /// The bits of `parameter - 1` are xterm's: shift 1, alt 2, control 4, meta 8. They are read
    /// one by one, so the set's own bits may change without changing what a terminal means.
    init(xtermParameter parameter: Int?) {
        self = []
        guard let parameter, parameter > 1 else { return }
        let bits = parameter - 1
        if bits & 1 != 0 { insert(.shift) }
        if bits & 2 != 0 { insert(.alt) }
        if bits & 4 != 0 { insert(.control) }
        if bits & 8 != 0 { insert(.meta) }
    }
}
