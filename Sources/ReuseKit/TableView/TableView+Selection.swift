import Foundation
import ReuseKitCore

extension TableView {
    /// The selected row, the first one when several are; `nil` when none is.
    ///
    /// - Complexity: O(selected rows).
    public var indexPathForSelectedRow: IndexPath? { selection.selected.min() }

    /// The selected rows, in order; `nil` when none is, as UIKit.
    ///
    /// - Complexity: O(k log k) for k selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected.sorted()
    }

    /// Handles a tap at `point` (in the table's own coordinates, content offset included): the
    /// section index jumps, a floating header or footer takes the tap, else the row there is
    /// selected (or, with multiple selection, toggled) through the delegate's `willSelect` /
    /// `willDeselect` answers. Returns the row whose selection changed, if any.
    @_spi(Hosting)
    @discardableResult
    public func tapRow(at point: CGPoint) -> IndexPath? {
        if handleControlTap(at: point) || handleSwipeTap(at: point) { return nil }
        if touchSectionIndex(at: point) != nil { return nil }
        if floatingViewContains(point) { return nil }
        guard let indexPath = indexPathForRow(at: point) else { return nil }
        if let cell = cellForRow(at: indexPath), cell.handleOutlineTap(at: cell.convert(point, from: self)) {
            return nil
        }
        guard selectsOnTap else { return nil }
        return selectRowByUser(indexPath)
    }

    /// Whether the user's tap (or Enter) selects in the current mode: ``allowsSelection``, or in
    /// editing mode ``allowsSelectionDuringEditing`` (or its multiple-selection twin, which
    /// implies it, as in UIKit).
    var selectsOnTap: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether several rows may be selected in the current mode: ``allowsMultipleSelection``, or
    /// in editing mode ``allowsMultipleSelectionDuringEditing``.
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Selects a row without telling the delegate, as UIKit: it replaces the selection unless
    /// multiple selection is on in the current mode; `nil` deselects every row.
    public func selectRow(
        at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none
    ) {
        guard let indexPath else {
            for selected in selection.selected { deselectRow(at: selected, animated: animated) }
            return
        }
        precondition(
            flatIndexIfValid(indexPath) != nil,
            "selectRow(at:): no row \(indexPath.row) in section \(indexPath.section)")
        if !selectsMultiple {
            for selected in selection.selected where selected != indexPath { deselectRow(at: selected) }
        }
        setSelected(true, indexPath)
        if scrollPosition != .none || animated {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        setSelected(false, indexPath)
    }

    /// A selection the user made (a tap, or Enter on the focused row), with UIKit's delegate
    /// calls in UIKit's order: `willSelect` (which may redirect or refuse), then `willDeselect`
    /// and `didDeselect` for the row losing the selection, then `didSelect`. With multiple
    /// selection a selected row is toggled off through `willDeselect` / `didDeselect` instead.
    /// A `willDeselect` returning `nil` keeps that row selected and cancels the change.
    ///
    /// Returns the row selected or deselected, or `nil` when the delegate refused.
    @discardableResult
    func selectRowByUser(_ indexPath: IndexPath) -> IndexPath? {
        if selectsMultiple && selection.selected.contains(indexPath) {
            guard let target = askWillDeselect(indexPath) else { return nil }
            setSelected(false, target)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return target
        }
        guard let target = askWillSelect(indexPath) else { return nil }
        var leaving: [IndexPath] = []
        if !selectsMultiple {
            for previous in selection.selected.sorted() where previous != target {
                guard let confirmed = askWillDeselect(previous) else { return nil }
                leaving.append(confirmed)
            }
        }
        for previous in leaving {
            setSelected(false, previous)
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        setSelected(true, target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        return target
    }

    private func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        let answer = tableDelegate.tableView(self, willSelectRowAt: indexPath)
        if let answer {
            precondition(
                flatIndexIfValid(answer) != nil,
                "tableView(_:willSelectRowAt:) answered row \(answer.row) of section \(answer.section), "
                    + "which does not exist")
        }
        return answer
    }

    private func askWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        let answer = tableDelegate.tableView(self, willDeselectRowAt: indexPath)
        if let answer {
            precondition(
                flatIndexIfValid(answer) != nil,
                "tableView(_:willDeselectRowAt:) answered row \(answer.row) of section \(answer.section), "
                    + "which does not exist")
        }
        return answer
    }

    private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected {
            selection.selected.insert(indexPath)
        } else {
            guard selection.selected.remove(indexPath) != nil else { return }
        }
        visibleCell(at: indexPath)?.isSelected = selected
    }

    /// The cell showing a row now, without a layout pass (selection can change during one).
    func visibleCell(at indexPath: IndexPath) -> TableViewCell? {
        guard let flat = flatIndexIfValid(indexPath), virtualizer.visible.contains(flat),
            flat - virtualizer.visible.lowerBound < visibleViews.count
        else { return nil }
        return visibleViews[flat - virtualizer.visible.lowerBound] as? TableViewCell
    }

    /// Leaves only the first selected row selected (when multiple selection is turned off).
    func keepOnlyFirstSelectedRow() {
        guard let first = indexPathForSelectedRow else { return }
        for selected in selection.selected where selected != first { deselectRow(at: selected) }
    }

    /// Carries the selection and the focus through an update: rows that stay or move keep them;
    /// rows that are deleted or reloaded (or in deleted or reloaded sections) lose their
    /// selection (``ListSelection/remap(through:)``), and the focus goes to the row that takes
    /// the place of a row that left.
    ///
    /// - Complexity: O(selected rows · log changes).
    func remapSelectionAndFocus(through plan: ListUpdatePlan) {
        selection.remap(through: plan)
        focus.remap(through: plan)
    }
}
