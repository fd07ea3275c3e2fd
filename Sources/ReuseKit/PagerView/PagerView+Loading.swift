import Foundation

extension PagerView {
    /// Starts the loads of the pages now wanted (the current one, and the neighbours when
    /// ``preloadsNeighbours``) and cancels any other.
    func updateLoads() {
        for slot in 0...2 {
            guard let view = slotViews[slot], let index = view.pageIndex else { continue }
            let wanted = slot == 1 || preloadsNeighbours
            if !wanted {
                view.load?.cancel()
                view.load = nil
            } else if !view.isLoaded && view.load == nil {
                let load = PageLoad(index: index, pageView: view, pager: self)
                view.load = load
                if let dataSource {
                    dataSource.pagerView(self, loadPageAt: index, with: load)
                } else {
                    load.finish()
                }
            }
        }
    }

    /// Marks a load's page as loaded in its view, unless the view moved on.
    func pageLoadDidFinish(_ load: PageLoad) {
        let view = load.pageView
        guard view.load === load, view.pageIndex == load.index else { return }
        view.load = nil
        view.isLoaded = true
        delegate?.pagerView(self, didLoadPageAt: load.index, into: view)
    }
}
