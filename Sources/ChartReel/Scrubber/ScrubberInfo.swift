import Foundation

/// What the scrubber page shows beside each frame, as the JSON its script
/// reads: for every frame its time, its `frame --layout` document and its
/// `frame --explain --json` document, as one document a frame,
///
///     {"time": 0, "layout": {...}, "explain": {...}}
///
/// each written as `LineDelta` operations against the previous frame's:
///
///     {"version": 1, "fps": 30, "frameCount": 90, "width": 960, "height": 480, "scale": 2,
///      "frames": [[operations of frame 0], [operations of frame 1], ...]}
///
/// `width` and `height` are the frames' pixels; layout bounds are points.
struct ScrubberInfo {
    let scene: Scene
    let fps: Int
    let frameCount: Int
    let pixels: (width: Int, height: Int)

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
                parts[index] = "{\"time\": \(FrameLayout.number(time)),\n\"layout\": \(renderer.layout(at: time).json()),\n"
                    + "\"explain\": \(renderer.explanation(at: time).json())}"
            }
        }
        let head = "{\"version\": 1, \"fps\": \(fps), \"frameCount\": \(count), \"width\": \(pixels.width), "
            + "\"height\": \(pixels.height), \"scale\": \(FrameLayout.number(scene.canvas.scale)), \"frames\": [\n"
        var previous: [String] = []
        let frames = parts.values.map { document -> String in
            let lines = document.components(separatedBy: "\n")
            defer { previous = lines }
            return LineDelta.json(LineDelta.encode(lines, after: previous))
        }
        return Array((head + frames.joined(separator: ",\n") + "\n]}\n").utf8)
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
