import Foundation
import ReelGeometry

/// What the scrubber page shows beside each frame, as the JSON its script
/// reads: for every frame its time, its `frame --layout` document and its
/// `frame --explain --json` document, as one document a frame,
///
///     {"time": 0, "layout": {...}, "explain": {...}}
///
/// with its numbers rounded to 4 decimals (`NumberColumns.rounded`, the
/// precision the page shows). A frame whose document differs from the
/// previous one's only in numbers is written as a string of the numbers'
/// differences (`NumberColumns`); any other as `LineDelta` operations
/// against the previous document:
///
///     {"version": 2, "fps": 30, "frameCount": 90, "width": 960, "height": 480, "scale": 2,
///      "holds": [1, 1, 3, ...], "frames": [[operations of frame 0], "167,_3,-2", ...]}
///
/// `width` and `height` are the frames' pixels; layout bounds are points.
/// The embedded animation's frame `i` stands for `holds[i]` frames.
struct ScrubberInfo {
    let scene: Scene
    let fps: Int
    let frameCount: Int
    let pixels: (width: Int, height: Int)
    let holds: [Int]

    /// The JSON, UTF-8. Frames are laid out on every core, a renderer
    /// each (frames are pure functions of time), and joined in order.
    func json() -> [UInt8] {
        let prepared = scene.prepared(for: 0...scene.canvas.duration)
        let (fps, count) = (fps, frameCount)
        let parts = Slots<String>(count)
        let jobs = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let renderer = FrameRenderer(scene: prepared)
            for index in stride(from: job, to: count, by: jobs) {
                let time = Double(index) / Double(fps)
                parts[index] = NumberColumns.rounded("{\"time\": \(FrameLayout.number(time)),\n"
                    + "\"layout\": \(renderer.layout(at: time).json()),\n\"explain\": \(renderer.explanation(at: time).json())}")
            }
        }
        let head = "{\"version\": 2, \"fps\": \(fps), \"frameCount\": \(count), \"width\": \(pixels.width), "
            + "\"height\": \(pixels.height), \"scale\": \(FrameLayout.number(scene.canvas.scale)), "
            + "\"holds\": [\(holds.map(String.init).joined(separator: ","))], \"frames\": [\n"
        return Array((head + Self.entries(parts.values).joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// Each frame's entry of `frames`, from the frames' documents (rounded) in order.
    static func entries(_ documents: [String]) -> [String] {
        var previous: (lines: [String], split: NumberColumns.Split?) = ([], nil)
        return documents.map { document in
            let split = NumberColumns.split(document), lines = document.components(separatedBy: "\n")
            defer { previous = (lines, split) }
            if let before = previous.split, split.sameSkeleton(as: before) {
                return JSONText.quoted(NumberColumns.differences(split.numbers, from: before.numbers))
            }
            return LineDelta.json(LineDelta.encode(lines, after: previous.lines))
        }
    }
}

/// Results written by concurrent jobs, each to slots of its own (one
/// allocation, never resized, so writes to different slots do not race).
private final class Slots<T>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<T?>

    init(_ count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        _ = storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> T? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [T] { storage.map { $0! } }
}
