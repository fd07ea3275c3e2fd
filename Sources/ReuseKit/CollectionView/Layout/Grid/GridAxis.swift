import Foundation

/// Which way a grid layout's lines run through the view: the engine's grids know a main axis
/// (the one the content scrolls along, lines after one another) and a cross axis (items side
/// by side in a line); this turns their lengths into frames and back.
struct GridAxis {
    /// Whether the content scrolls sideways: lines are columns, one after another to the right.
    var isHorizontal: Bool

    /// The frame of something `mainLength` long from `main` along the scroll axis and
    /// `crossLength` long from `cross` across it.
    func frame(main: Double, mainLength: Double, cross: Double, crossLength: Double) -> CGRect {
        isHorizontal
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// Where `rect` starts and ends along the scroll axis.
    func mainRange(of rect: CGRect) -> (start: Double, end: Double) {
        isHorizontal ? (Double(rect.minX), Double(rect.maxX)) : (Double(rect.minY), Double(rect.maxY))
    }

    /// Where `rect` starts and ends across the scroll axis.
    func crossRange(of rect: CGRect) -> (start: Double, end: Double) {
        isHorizontal ? (Double(rect.minY), Double(rect.maxY)) : (Double(rect.minX), Double(rect.maxX))
    }

    /// The length of `size` along the scroll axis.
    func mainLength(of size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }

    /// The length of `size` across the scroll axis.
    func crossLength(of size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }

    /// The coordinate of `point` along the scroll axis.
    func main(of point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }

    /// A size `main` long along the scroll axis and `cross` across it.
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        isHorizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// The insets before and after the content along the scroll axis (top and bottom, or left
    /// and right).
    func mainInsets(of insets: EdgeInsets) -> (before: CGFloat, after: CGFloat) {
        isHorizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }

    /// The insets before and after the items across the scroll axis.
    func crossInsets(of insets: EdgeInsets) -> (before: CGFloat, after: CGFloat) {
        isHorizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
    }

    /// The length of one step of the host's grid (`displayCellSize`) along the scroll axis: its
    /// height for lines one under another, its width for lines side by side.
    func step(of traits: TraitCollection) -> CGFloat {
        isHorizontal ? traits.displayCellSize.width : traits.displayCellSize.height
    }
}
