import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A waterfall records the heights it is given in whole steps of the host's grid, as the table
/// does its rows.
@Suite("Waterfall cells on the host's grid")
@MainActor
struct WaterfallViewGridHeightsTests {
    final class Cards: WaterfallViewDataSource, WaterfallViewDelegate {
        func numberOfCells(in waterfallView: WaterfallView) -> Int { 30 }
        func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
            waterfallView.dequeueReusableCell(withIdentifier: "card", for: index)
        }
        func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
            index.isMultiple(of: 2) ? 70 : 100
        }
    }

    static func grid22() -> TraitCollection {
        TraitCollection(textSystem: PlainTextSystem(), displayCellSize: CGSize(width: 8, height: 22))
    }

    @Test("Given heights are kept in no host, and laid out again in whole 22-point lines in a host")
    func heights() {
        let cards = Cards()
        let waterfall = WaterfallView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        waterfall.register(WaterfallViewCell.self, forCellReuseIdentifier: "card")
        waterfall.dataSource = cards
        waterfall.delegate = cards
        waterfall.layoutIfNeeded()
        #expect((0..<4).map { waterfall.rectForCell(at: $0).height } == [70, 100, 70, 100])
        let host = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        host.traitOverrides = Self.grid22()
        host.addSubview(waterfall)
        waterfall.layoutIfNeeded()
        #expect((0..<4).map { waterfall.rectForCell(at: $0).height } == [66, 110, 66, 110])
        #expect(waterfall.checkInvariants() == nil)
    }
}
