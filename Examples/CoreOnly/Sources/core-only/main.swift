// Drives the engine alone: a size tree and a fling that decelerates to rest.
import ReuseKitCore

let rows = SizeTree(count: 1_000, estimatedExtent: 44)
var motion = ScrollAxisMotion(
    range: OffsetRange(contentLength: 44_000, viewportLength: 800), viewportDimension: 800)
let frame = 1.0 / 60
var time = 0.0
motion.beginDrag(time: time)
for step in 1...6 {  // a finger moving up at 1,200 pt/s
    time += frame
    motion.drag(translation: -20 * Double(step), time: time)
}
let released = motion.offset
var frames = 0
if motion.endDrag(time: time) {
    repeat {
        time += frame
        frames += 1
    } while !motion.step(time: time).isFinished
}
let row = rows.countOfItems(endingAtOrBefore: motion.offset)
print(
    "core-only: released at \(released) pt, rested at \(motion.offset) pt (row \(row)) after \(frames) frames"
)
