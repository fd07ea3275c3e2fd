import Foundation

extension ImageRequest {
    /// Where a request's URL came from, and so which URL schemes it may load.
    ///
    /// A URL taken from data a server sent must never reach local files: a feed fetched over HTTP
    /// that names `file:///etc/passwd` as an image is refused before anything is read, whatever
    /// loaders the pipeline has. `file` is allowed only when the app says the URL is its own.
    public struct Source: Sendable, Hashable, CustomStringConvertible {
        /// The schemes this source may load, lowercased.
        public let allowedSchemes: Set<String>

        /// A source that may load exactly `allowedSchemes` (compared without case).
        public init(allowedSchemes: Set<String>) {
            self.allowedSchemes = Set(allowedSchemes.map { $0.lowercased() })
        }

        /// URLs from data a server sent (a feed, an API response): `http` and `https` only. The
        /// default.
        public static let remote = Source(allowedSchemes: ["http", "https"])

        /// URLs the app made itself (its bundled resources, its own directories): `file` as well
        /// as `http` and `https`.
        public static let app = Source(allowedSchemes: ["file", "http", "https"])

        /// Whether `url`'s scheme is allowed.
        public func allows(_ url: URL) -> Bool {
            url.scheme.map { allowedSchemes.contains($0.lowercased()) } ?? false
        }

        /// A readable description.
        public var description: String {
            "Source(\(allowedSchemes.sorted().joined(separator: ", ")))"
        }
    }

    /// Why the pipeline must refuse this request without reading anything, if it must.
    var refusal: ImagePipelineError? {
        source.allows(url) ? nil : .schemeNotAllowed(url, allowed: source.allowedSchemes)
    }
}
