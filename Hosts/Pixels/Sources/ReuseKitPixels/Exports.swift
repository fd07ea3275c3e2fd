// The pixel host's API is made of the widgets' types (its window is a `HostWindow`, its input
// `KeyEvent`s), so importing the host brings them, as `ReuseKit` brings the engine's.
@_exported import ReuseKit
