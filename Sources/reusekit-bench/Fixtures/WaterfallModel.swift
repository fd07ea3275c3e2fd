import Foundation

/// The items both waterfalls show: how many, in how many columns, and how tall each is.
struct WaterfallModel {
    /// The number of items; growing it and telling the view is a load more.
    var count: Int
    /// The number of columns (the seed's default).
    var columns = 3

    /// The height of an item: 80 to 200 points in steps of 10, neighbours unlike, repeating
    /// every 13 items, as photos of varied shapes.
    static func height(ofItem index: Int) -> CGFloat {
        80 + CGFloat(index % 13 * 7 % 13) * 10
    }
}
