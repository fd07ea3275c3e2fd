import ReuseKit

extension KeyModifiers {
    /// The modifiers of an xterm-style parameter (`1 + bits`); absent or 1 means none.
    init(xtermParameter parameter: Int?) {
        guard let parameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8(truncatingIfNeeded: parameter - 1) & 0x0F)
    }
}
