import Foundation
import PixelGallery
import ReuseKit
import ReuseKitGallery
@_spi(Hosting) import ReuseKitPixels

/// The pixel gallery: a window by default, `--png DIR` for the tour's frames, `--measure` for
/// frame times.
@MainActor
func main() async -> Int32 {
    let options: PixelOptions
    do {
        options = try PixelOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("reusekit-pixels: \(error)\n\(PixelOptions.usage)\n".utf8))
        return 2
    }
    if options.help {
        print(PixelOptions.usage)
        return 0
    }
    var initial = 0
    if let name = options.scene {
        guard let index = SceneRegistry.index(of: name) else {
            let names = SceneRegistry.names.joined(separator: ", ")
            FileHandle.standardError.write(
                Data("reusekit-pixels: no scene \(name) (scenes: \(names))\n".utf8))
            return 2
        }
        initial = index
    }
    let size = CGSize(width: options.width, height: options.height)
    do {
        if let directory = options.pngDirectory {
            let tour = PixelTour(size: size, scale: options.scale, scenes: SceneRegistry.all)
            let written = try await tour.run(writingTo: directory)
            print("wrote \(written.count) frames to \(directory)")
            return 0
        }
        if options.measure {
            let table = SceneRegistry.index(of: "table") ?? 0
            return try measure(options: options, size: size, scene: options.scene == nil ? table : initial)
        }
        let window = try PixelWindow(
            rootView: View(frame: .zero), title: "ReuseKit gallery", width: options.width,
            height: options.height, scale: options.scale)
        let app = GalleryApp(window: window, initialIndex: initial)
        try await app.window.run()
        return 0
    } catch {
        FileHandle.standardError.write(Data("reusekit-pixels: \(error)\n".utf8))
        return 1
    }
}

@MainActor
func measure(options: PixelOptions, size: CGSize, scene: Int) throws(PixelError) -> Int32 {
    let clock = ManualFrameClock()
    var measurement = FlingMeasurement(frameCount: options.frames)
    measurement.stepDistance = options.step.map { CGFloat($0) }
    let window: PixelWindow
    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        window = try PixelWindow(
            rootView: View(frame: .zero), title: "ReuseKit measure", width: options.width,
            height: options.height,
            scale: options.scale, clock: clock)
        // On the accessibility bus when there is one, as `run()` would be: what the bridge costs
        // a frame (its observers of the lists' events) is measured with the frames.
        window.startAccessibility()
        print(
            "window \(options.width)×\(options.height) pt at scale \(options.scale), shared memory: \(window.display?.usesSharedMemory == true), accessibility bus: \(window.isAccessible ? "connected" : "none")"
        )
    } else {
        window = PixelWindow(
            rootView: View(frame: .zero), size: size, renderer: PixelRenderer(scale: options.scale),
            clock: clock)
        print(
            "headless \(options.width)×\(options.height) pt at scale \(options.scale) (no DISPLAY: nothing presented)"
        )
    }
    let app = GalleryApp(window: window, initialIndex: scene)
    print(measurement.run(app: app, clock: clock).report)
    return 0
}

exit(await main())
