import ReuseKitImages

/// A target that remembers what it was asked to show and which row it is bound to, and flags any
/// image that belongs to another row.
@MainActor
final class RecordingTarget: ImageLoadingTarget {
    var boundRow: Int?
    private(set) var last: ImageDisplayContent = .empty
    private(set) var imagesShown = 0
    private(set) var violations: [String] = []

    func display(_ content: ImageDisplayContent) {
        last = content
        guard case .image(let image) = content else { return }
        imagesShown += 1
        let row = Fixtures.tag(of: image)
        if row != boundRow {
            violations.append("showed row \(row) while bound to \(boundRow.map(String.init) ?? "nothing")")
        }
    }

    /// The row of the image shown now, if an image is shown.
    var shownRow: Int? {
        if case .image(let image) = last { return Fixtures.tag(of: image) }
        return nil
    }
}
