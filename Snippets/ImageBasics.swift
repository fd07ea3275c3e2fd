// One image pipeline per app: a request for a file of the app's own, decoded once and cached.
import Foundation
import ReuseKitCore
import ReuseKitImages

/// Loads an avatar the app ships.
func loadAvatar() async throws -> Image {
    // snippet.load
    let pipeline = ImagePipeline()
    let url = URL(fileURLWithPath: "/usr/share/pixmaps/avatar.png")
    let image = try await pipeline.image(for: ImageRequest(url: url, source: .app))
    // snippet.end
    return image
}
