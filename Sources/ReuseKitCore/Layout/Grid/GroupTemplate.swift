/// Where the items of one group stand, relative to the group's start: the shape a compositional
/// section repeats, one group a line, as many times as it has items for.
///
/// A slot's length along the scroll axis is `mainLength + mainFraction × line length`, so a
/// group whose length is learned from its cells (a line measured longer than ``length``) stretches
/// the slots that follow it and keeps the fixed ones.
public struct GroupTemplate: Equatable, Sendable {
    /// One item's place in the group.
    public struct Slot: Equatable, Sendable {
        /// Where the item starts across the scroll axis.
        public var crossOrigin: Double
        /// The item's length across the scroll axis.
        public var crossLength: Double
        /// How far from the line's start the item starts along the scroll axis.
        public var mainOffset: Double
        /// The fixed part of the item's length along the scroll axis.
        public var mainLength: Double
        /// The part of the line's length the item's length adds.
        public var mainFraction: Double
        /// Whether the item's cell says how long it is (its fitted length sets the line's).
        public var sizesItself: Bool

        /// A slot.
        public init(
            crossOrigin: Double, crossLength: Double, mainOffset: Double, mainLength: Double,
            mainFraction: Double = 0, sizesItself: Bool = false
        ) {
            self.crossOrigin = crossOrigin
            self.crossLength = crossLength
            self.mainOffset = mainOffset
            self.mainLength = mainLength
            self.mainFraction = mainFraction
            self.sizesItself = sizesItself
        }

        /// The item's place in a line `lineLength` long.
        public func place(lineLength: Double) -> GridItemPlace {
            GridItemPlace(
                crossOrigin: crossOrigin, crossLength: crossLength, mainOffset: mainOffset,
                mainLength: Swift.max(0, mainLength + mainFraction * lineLength))
        }

        /// How long a line must be for the item, fitted `fittedLength` long, to stand whole in
        /// it; for an item that does not size itself, how far its fixed part reaches.
        public func lineLength(fitting fittedLength: Double) -> Double {
            guard sizesItself, mainFraction > 0 else { return mainOffset + Swift.max(0, mainLength) }
            return Swift.max(0, (fittedLength - mainLength) / mainFraction)
        }
    }

    /// The items' places, in item order.
    public let slots: [Slot]
    /// The group's length along the scroll axis (its estimate, when its cells size it).
    public let length: Double
    /// Where the group's items start and end across the scroll axis, the first to the last.
    public let crossStart: Double
    public let crossEnd: Double

    /// A group of `slots` (at least one), `length` long.
    public init(slots: [Slot], length: Double) {
        precondition(!slots.isEmpty, "a group holds at least one item")
        precondition(length >= 0 && length.isFinite, "a group's length must be finite, ≥ 0")
        self.slots = slots
        self.length = length
        crossStart = slots.lazy.map { $0.crossOrigin }.min() ?? 0
        crossEnd = slots.lazy.map { $0.crossOrigin + $0.crossLength }.max() ?? 0
    }
}
