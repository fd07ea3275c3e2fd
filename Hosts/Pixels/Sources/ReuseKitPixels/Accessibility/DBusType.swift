/// D-Bus's type codes (its header defines them as casts Swift does not import).
enum DBusType {
    static let byte = code("y")
    static let boolean = code("b")
    static let int16 = code("n")
    static let int32 = code("i")
    static let uint32 = code("u")
    static let double = code("d")
    static let string = code("s")
    static let objectPath = code("o")
    static let signature = code("g")
    static let array = code("a")
    static let variant = code("v")
    static let structure = code("r")
    static let dictionaryEntry = code("e")
    static let invalid: Int32 = 0

    private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }
}
