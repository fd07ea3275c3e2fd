/// How a compositional section scrolls across the collection view's axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: with anything but ``none`` the
/// section's groups stand side by side in one band that scrolls sideways on its own, and keeps
/// its place when scrolled out of view and back.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable {
    /// The section does not scroll across: its groups stand one after another down the view.
    case none
    /// The band scrolls freely and glides to a stop.
    case continuous
    /// The band glides, then settles with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// The band moves a page (the view's width) at a time.
    case paging
    /// The band moves a group at a time, its leading edge at the section's leading inset.
    case groupPaging
    /// The band moves a group at a time, the group centred in the view.
    case groupPagingCentered
}
