import Foundation
import ReuseKitTerminal

extension MouseEvent {
    /// An event in the cell of the gallery's scene area that `point` lies in.
    @MainActor
    init(_ kind: Kind, at point: CGPoint, in app: GalleryApp) {
        let area = app.contentArea
        let cell = app.window.grid.cell(containing: point)
        self.init(kind, column: area.x + cell.column, row: area.y + cell.row)
    }
}
