import Foundation
import ReuseKitTerminal

extension MouseEvent {
    /// An event at `point` of the gallery's scene area: one column and one row per point.
    @MainActor
    init(_ kind: Kind, at point: CGPoint, in app: GalleryApp) {
        let area = app.contentArea
        self.init(kind, column: area.x + Int(point.x), row: area.y + Int(point.y))
    }
}
