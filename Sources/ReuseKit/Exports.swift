// Types of the engine appear in the widgets' public API (see ARCHITECTURE.md), so a widget user
// writes one import. Foundation is not re-exported: an app imports what it uses itself.
@_exported import ReuseKitCore
