import Foundation

extension HostWindow {
    /// Makes the next frame draw everything: the host's picture was lost or is not the last
    /// frame's (uncovered, resized, or cleared by something else).
    @_spi(Hosting)
    public func setNeedsWholeFrame() {
        needsWholeFrame = true
        setNeedsDisplay()
    }

    /// A view drawn in the last frame at `rect` left `parent`: its picture must go.
    func noteRemoved(drawnAt rect: CGRect, from parent: View) {
        guard !needsWholeFrame else { return }
        removedPictures.append(RemovedPicture(rect: rect, parent: parent))
    }

    /// What this frame must draw: everything, or the copy of a scrolled region and the damaged
    /// areas (see `DamageSurvey`), given the HUD's frame now. Makes this frame's records the
    /// last ones.
    func frameDamage(in size: CGSize, hudFrame: CGRect?) -> FrameDamage {
        let window = CGRect(origin: .zero, size: size)
        let whole = needsWholeFrame || lastFrameSize != size
        needsWholeFrame = false
        lastFrameSize = size
        var survey = DamageSurvey(traits: traits)
        survey.measure(rootView, window: window)
        if !whole { survey.chooseCopy(accepting: acceptsCopy) }
        survey.compare(rootView, whole: whole)
        if !whole {
            for removed in removedPictures { survey.damageRemoved(removed.rect, from: removed.parent) }
            // The HUD's figures change every frame.
            if let lastHUDFrame { survey.damageLastPicture(lastHUDFrame) }
            if let hudFrame { survey.damage(hudFrame) }
        }
        removedPictures.removeAll()
        lastHUDFrame = hudFrame
        guard !whole else { return .whole }
        let rects = DamageRects.merged(survey.rects.map(damageArea), in: window)
        return FrameDamage(copy: survey.copy, rects: rects, isWhole: false)
    }
}

/// Where a view that left the tree was drawn in the last frame, and the view it left.
struct RemovedPicture {
    let rect: CGRect
    weak var parent: View?
}
