import Foundation

/// `UITableViewCell` as the seed uses it: a view with a reuse identifier and a text label's
/// text.
@MainActor
final class SeedTableViewCell: SeedView {
    /// The identifier the cell is pooled under.
    let reuseIdentifier: String
    /// The text label's text.
    var text: String?

    /// `initWithStyle:UITableViewCellStyleDefault reuseIdentifier:`.
    init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}
