import ReuseKit
import ReuseKitTerminal

/// What the scripted tour measured for one scene.
public struct TourResult: Hashable, Sendable {
    /// The scene's name.
    public var scene: String
    /// Frames rendered.
    public var frames: Int
    /// Seconds from making the scene to presenting its first frame.
    public var readyTime: Double
    /// The median frame time in seconds.
    public var medianFrameTime: Double
    /// The 99th-percentile frame time in seconds.
    public var p99FrameTime: Double
    /// The scene's cell counters at the end.
    public var reuse: ReuseStatistics?
    /// Bytes the frames wrote in all.
    public var bytesWritten: Int
    /// The median bytes written per frame.
    public var medianBytesPerFrame: Int

    /// Creates a result.
    public init(
        scene: String, frames: Int, readyTime: Double, medianFrameTime: Double, p99FrameTime: Double,
        reuse: ReuseStatistics?, bytesWritten: Int, medianBytesPerFrame: Int
    ) {
        self.scene = scene
        self.frames = frames
        self.readyTime = readyTime
        self.medianFrameTime = medianFrameTime
        self.p99FrameTime = p99FrameTime
        self.reuse = reuse
        self.bytesWritten = bytesWritten
        self.medianBytesPerFrame = medianBytesPerFrame
    }

    /// The summary table of several results, one row a scene.
    public static func table(_ results: [TourResult]) -> String {
        let header = [
            "scene", "frames", "ready ms", "median ms", "p99 ms", "cells created", "reused", "bytes written",
            "bytes/frame",
        ]
        var rows = [header]
        for result in results {
            rows.append([
                result.scene, NumberFormat.grouped(result.frames),
                NumberFormat.milliseconds(result.readyTime),
                NumberFormat.milliseconds(result.medianFrameTime),
                NumberFormat.milliseconds(result.p99FrameTime),
                result.reuse.map { NumberFormat.grouped($0.created) } ?? "–",
                result.reuse.map { NumberFormat.grouped($0.reused) } ?? "–",
                NumberFormat.grouped(result.bytesWritten), NumberFormat.grouped(result.medianBytesPerFrame),
            ])
        }
        let widths = header.indices.map { column in
            rows.map { TerminalText.displayWidth(of: $0[column]) }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, text in
                column == 0
                    ? NumberFormat.padRight(text, widths[column]) : NumberFormat.padLeft(text, widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
