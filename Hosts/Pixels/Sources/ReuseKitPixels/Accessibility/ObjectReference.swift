/// AT-SPI's reference to an accessible object, `(so)`: the bus name of its process and its path.
struct ObjectReference: Equatable {
    let busName: String
    let path: String

    /// The reference to no object, as AT-SPI writes it.
    static let null = ObjectReference(busName: "", path: "/org/a11y/atspi/null")
}
