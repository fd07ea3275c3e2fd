import Foundation

extension TraitCollection {
    /// Whether both describe the same host: one text system, one scale, one hairline, one grid.
    func isSame(as other: TraitCollection) -> Bool {
        textSystem === other.textSystem && displayScale == other.displayScale
            && hairlineWidth == other.hairlineWidth && displayCellSize == other.displayCellSize
    }
}

extension View {
    /// The traits a host gives this view now: its own overrides, else its superview's, else
    /// `nil` when no view up to the root has any (a view in no host keeps the traits it had).
    ///
    /// - Complexity: O(depth in the view tree).
    var hostTraits: TraitCollection? {
        var view: View? = self
        while let current = view {
            if let traits = current.traitOverrides { return traits }
            view = current.superview
        }
        return nil
    }

    /// Tells this view and the views below it that inherit its traits when those differ from
    /// the ones each last heard of (``traitCollectionDidChange(_:)``); nothing while the view is
    /// in no host.
    ///
    /// - Complexity: O(views in the subtree).
    func noteTraitsMayHaveChanged() {
        guard let traits = hostTraits else { return }
        noteTraits(traits)
    }

    private func noteTraits(_ traits: TraitCollection) {
        let previous = lastTraits
        if previous.map({ !$0.isSame(as: traits) }) ?? true {
            // Another grid snaps every rectangle below anew.
            noteDrawingChange()
            lastTraits = traits
            traitCollectionDidChange(previous)
        }
        for subview in subviews where subview.traitOverrides == nil { subview.noteTraits(traits) }
    }
}
