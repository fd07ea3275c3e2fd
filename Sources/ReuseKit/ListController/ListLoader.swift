import Foundation

/// Work a list controller starts (a refresh, the next page): `async`, or with a completion
/// handler, whichever the app has.
public enum ListLoader<Value: Sendable>: Sendable {
    /// Work written with `async`/`await`.
    case async(@MainActor @Sendable () async throws -> Value)
    /// Work that calls its completion exactly once, on the main actor.
    case completion(
        @MainActor @Sendable (@escaping @MainActor @Sendable (Result<Value, any Error>) -> Void) -> Void)

    /// Runs the work and hands its result to `done` on the main actor. Returns the task for
    /// `async` work (so it can be awaited or cancelled).
    @MainActor
    @discardableResult
    func run(_ done: @escaping @MainActor @Sendable (Result<Value, any Error>) -> Void) -> Task<Void, Never>?
    {
        switch self {
        case .async(let work):
            return Task { @MainActor in
                do {
                    done(.success(try await work()))
                } catch {
                    done(.failure(error))
                }
            }
        case .completion(let work):
            work(done)
            return nil
        }
    }

    /// The same work with its value turned into another.
    func map<Other: Sendable>(_ transform: @escaping @MainActor @Sendable (Value) -> Other) -> ListLoader<
        Other
    > {
        switch self {
        case .async(let work):
            return .async { transform(try await work()) }
        case .completion(let work):
            return .completion { done in work { done($0.map(transform)) } }
        }
    }
}

/// What a refresh brings: the whole list anew, and whether pages follow it (and precede it).
public struct ListRefresh<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The list to show, diffed against the one shown.
    public var snapshot: ListSnapshot<SectionID, ItemID>
    /// Whether load-more may ask for a further page; `false` shows the end of the data at once.
    public var hasMore: Bool
    /// Whether load-older may ask for a page before the first item; `false` shows the beginning
    /// at once.
    public var hasOlder: Bool

    /// Creates a refresh result.
    public init(snapshot: ListSnapshot<SectionID, ItemID>, hasMore: Bool, hasOlder: Bool = true) {
        self.snapshot = snapshot
        self.hasMore = hasMore
        self.hasOlder = hasOlder
    }
}

/// A page of items that load-more appends.
public struct ListPage<ItemID: Hashable & Sendable>: Sendable {
    /// The new items, appended to the last section.
    public var items: [ItemID]
    /// Whether more pages follow.
    public var hasMore: Bool

    /// Creates a page.
    public init(items: [ItemID], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

/// A page of items that load-older puts before the first item, as a conversation's history
/// arrives: the mirror of ``ListPage``.
public struct ListOlderPage<ItemID: Hashable & Sendable>: Sendable {
    /// The new items, oldest first, inserted before the first item of the first section.
    public var items: [ItemID]
    /// Whether older pages exist; `false` shows the beginning and asks no more.
    public var hasOlder: Bool

    /// Creates a page of older items.
    public init(items: [ItemID], hasOlder: Bool) {
        self.items = items
        self.hasOlder = hasOlder
    }
}

/// How cells get their images: a hook the image pipeline implements. The list controllers hand
/// it the ``ImageView`` of each cell (``ListImageCell``) with the item it shows.
@MainActor
public protocol ListImageLoading: AnyObject {
    /// Starts loading the image of `item` into `imageView`; a previous load into it is replaced.
    func loadImage(forItem item: AnyHashable, into imageView: ImageView)
    /// Stops any load into `imageView` (its cell is being reused or left the screen).
    func cancelImageLoad(for imageView: ImageView)
    /// Shows the image of `item` in `imageView` only if it is at hand (in memory), starting no
    /// load; returns whether it did. A previous load into it is cancelled either way.
    func showCachedImage(forItem item: AnyHashable, in imageView: ImageView) -> Bool
    /// Warms the images of `items`, whose cells are about to come into view.
    func prefetchImages(forItems items: [AnyHashable])
    /// Stops warming the images of `items`, whose cells are no longer about to come into view.
    func cancelPrefetchingImages(forItems items: [AnyHashable])
}

extension ListImageLoading {
    /// Has no cache: cancels the view's load and shows nothing.
    public func showCachedImage(forItem item: AnyHashable, in imageView: ImageView) -> Bool {
        cancelImageLoad(for: imageView)
        return false
    }
    /// Prefetches nothing.
    public func prefetchImages(forItems items: [AnyHashable]) {}
    /// Prefetches nothing.
    public func cancelPrefetchingImages(forItems items: [AnyHashable]) {}
}

/// A cell that shows its item's image: a list controller's ``ListImageLoading`` fills its
/// ``imageView``. ``TableViewCell`` is one; a collection view cell adopts it to get images.
@MainActor
public protocol ListImageCell: AnyObject {
    /// The view the item's image goes into; `nil` for none.
    var imageView: ImageView? { get }
}

/// When cells start loading their images.
public enum ImageLoadingMode: Sendable {
    /// As soon as a cell is shown.
    case immediately
    /// Only for the visible cells once scrolling stops (as Apple's LazyTableImages); images
    /// already in memory show at once, even while scrolling.
    case whenScrollingStops
}

/// Why a snapshot could not be applied; the list is left as it was.
public enum ListControllerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An identifier appears twice; the difference's error says where.
    case duplicateIdentifier(DifferenceError)
    /// The computed update was refused by the list view (a bug if it ever happens); the view's
    /// error says why.
    case inconsistentUpdate(ListUpdateError)
    /// A page arrived for a list without a section to add it to.
    case noSection
    /// The children given for an expanding item do not fit its section snapshot (an item
    /// already elsewhere in it); the description says which.
    case invalidSectionSnapshot(String)

    public var description: String {
        switch self {
        case .duplicateIdentifier(let cause): "Cannot apply the snapshot: \(cause)."
        case .inconsistentUpdate(let cause): "Cannot apply the snapshot: \(cause)"
        case .noSection: "Cannot add a page: the list has no section (append one first)."
        case .invalidSectionSnapshot(let cause): "Cannot expand the item: \(cause)"
        }
    }
}
