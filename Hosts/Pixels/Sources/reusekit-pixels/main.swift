import Foundation
import ReuseKit
import ReuseKitPixels

@MainActor
final class Source: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row) 中文换行测试 emoji 🎉 and a long tail of English words"
        cell.textLabel.numberOfLines = 2
        return cell
    }
}
let renderer = PixelRenderer(scale: 2)
let table = TableView(frame: .zero)
table.register(TableViewCell.self, forCellReuseIdentifier: "c")
let source = Source()
table.dataSource = source
table.rowHeight = 60
renderer.adopt(table)
table.reloadData()
let surface = renderer.render(table, size: CGSize(width: 390, height: 300))
try surface.writePNG(to: "/tmp/px.png")
print(
    renderer.textSystem.lineHeight,
    renderer.textSystem.lines(
        of: "Row 5 中文换行测试 emoji 🎉 and a long tail of English words", width: 200, numberOfLines: 2,
        lineBreakMode: .byTruncatingTail))
