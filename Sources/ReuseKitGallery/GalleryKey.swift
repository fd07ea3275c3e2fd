/// A key as the gallery's scenes and tour name it, whatever keyboard the host reads.
public enum GalleryKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Return or Enter.
    case enter
    /// An arrow key.
    case up, down, left, right
    /// A page key.
    case pageUp, pageDown
    /// Home or End.
    case home, end
}
