@_exported import struct ReuseKitCore.Color
@_exported import struct ReuseKitCore.DecelerationRate
// `import ReuseKit` brings the engine types that the widgets' public API is written in, and no
// other: the engine's layouts, size tree, virtualizer, physics and state machines stay behind
// `import ReuseKitCore`, for an app that wants the engine itself (ARCHITECTURE.md, "API tiers";
// Scripts/check-public-api.py holds this list to the public API). Foundation is not
// re-exported: an app imports what it uses itself.
@_exported import enum ReuseKitCore.DifferenceError
@_exported import struct ReuseKitCore.Image
@_exported import enum ReuseKitCore.ListUpdateError
@_exported import enum ReuseKitCore.LoadMoreState
@_exported import enum ReuseKitCore.RefreshState
@_exported import struct ReuseKitCore.SnapshotSection
