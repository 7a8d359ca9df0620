/// The times a scene's frames are drawn at: `count` frames `fps` apart from
/// 0 (a render, a vector export, the scrubber), or given one by one (a
/// contact sheet's tiles). Frame i of a rate is at i / fps, spelled here once.
package struct FrameTimes: Sendable, Equatable {
    package let count: Int
    private let fps: Int
    private let listed: [Double]?

    package init(count: Int, fps: Int) {
        (self.count, self.fps, listed) = (max(count, 0), max(fps, 1), nil)
    }

    package init(_ times: [Double]) {
        (count, fps, listed) = (times.count, 1, times)
    }

    package subscript(index: Int) -> Double {
        listed?[index] ?? Double(index) / Double(fps)
    }

    /// From the first frame's time to the last's: what a scene is prepared for.
    package var span: ClosedRange<Double> {
        if let listed { return (listed.min() ?? 0)...(listed.max() ?? 0) }
        return 0...Double(max(count - 1, 0)) / Double(fps)
    }
}
