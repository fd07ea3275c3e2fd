/// Why the accessibility bridge could not connect; the window then runs without it.
enum AccessibilityError: Error, Equatable {
    /// No accessibility bus was found (no `AT_SPI_BUS_ADDRESS`, no session bus that names one,
    /// no `AT_SPI_BUS` property on the X root window).
    case noBus
    /// The bus refused a connection or a call; the text is libdbus's.
    case bus(String)
}
