import Foundation
import ReelGeometry
import ReelJSON
import ReelSystem

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

    /// The JSON, UTF-8. Frames are laid out by `jobs` workers, a renderer
    /// each (frames are pure functions of time), and joined in order;
    /// throws `SystemError.interrupted` once `cancellation` is raised.
    func json(jobs: Int, cancellation: Cancellation) throws -> [UInt8] {
        let farm = FrameFarm(scene: scene, times: FrameTimes(count: frameCount, fps: fps), jobs: jobs, cancellation: cancellation)
        let documents = try farm.map { renderer, _, time in
            // The documents stay text, each on its own lines: the deltas between frames are taken line by line.
            NumberColumns.rounded("{\"time\": \(FrameLayout.number(time)),\n"
                + "\"layout\": \(renderer.layout(at: time).json()),\n\"explain\": \(renderer.explanation(at: time).json())}")
        }
        // The head's members, then the frames: delta-coded text, joined one a line.
        let head = JSON.object([
            "version": 2, "fps": .integer(fps), "frameCount": .integer(frameCount), "width": .integer(pixels.width),
            "height": .integer(pixels.height), "scale": .fixed(scene.canvas.scale, places: 3),
        ]).text(.inline).dropLast(1)
        let holds = JSON.array(holds.map(JSON.integer)).text(.compact)
        let frames = Self.entries(documents).map { $0.text(.compact) }
        let text = String(head) + ", \"holds\": \(holds), \"frames\": [\n" + frames.joined(separator: ",\n") + "\n]}\n"
        return Array(text.utf8)
    }

    /// Each frame's entry of `frames`, from the frames' documents (rounded) in order.
    static func entries(_ documents: [String]) -> [JSON] {
        var previous: (lines: [String], split: NumberColumns.Split?) = ([], nil)
        return documents.map { document in
            let split = NumberColumns.split(document), lines = document.components(separatedBy: "\n")
            defer { previous = (lines, split) }
            if let before = previous.split, split.sameSkeleton(as: before) {
                return .string(NumberColumns.differences(split.numbers, from: before.numbers))
            }
            return LineDelta.json(LineDelta.encode(lines, after: previous.lines))
        }
    }
}
