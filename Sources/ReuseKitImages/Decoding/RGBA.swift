import ReuseKit

/// One RGBA8 pixel with straight alpha: the widgets' ``Color``, so a pixel of a decoded image
/// can be drawn or compared with a view's colours directly.
public typealias RGBA = Color
