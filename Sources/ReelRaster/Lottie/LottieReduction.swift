/// `KeyframeReduction` over windows of a bounded number of frames: its
/// greedy search costs the square of a segment's length, and a path of a
/// thousand vertices moving steadily for hundreds of frames is one long
/// segment. The windows' ends are then dropped again where the line past
/// them covers the samples (checked once, in linear time), so the result
/// keeps `KeyframeReduction`'s invariant: linear interpolation between the
/// kept frames is within `tolerance` of every sample, and after the last
/// kept frame the values stay as they are.
enum LottieReduction {
    static func kept(_ run: ClosedRange<Int>, _ values: [[Double]], tolerance: Double, window: Int = 24) -> [Int] {
        var found: [(frame: Int, windowEnd: Bool)] = []
        var start = run.lowerBound
        repeat {
            let end = min(start + window, run.upperBound)
            let times = (start...end).map(Double.init)
            let kept = KeyframeReduction.kept(times: times, values: Array(values[start...end]), tolerance: tolerance)
            for k in kept.map({ start + $0 }) where found.last.map({ k > $0.frame }) ?? true { found.append((k, false)) }
            if found.last?.frame != end { found.append((end, true)) } else { found[found.count - 1].windowEnd = true }
            start = end
        } while start < run.upperBound
        return merged(found, run: run, values, tolerance: tolerance)
    }

    private static func merged(_ found: [(frame: Int, windowEnd: Bool)], run: ClosedRange<Int>, _ values: [[Double]],
                               tolerance: Double) -> [Int] {
        // changes[i]: how many times the value changed up to frame lowerBound + i.
        var changes = [0]
        for i in run.dropFirst() { changes.append(changes[changes.count - 1] + (values[i] == values[i - 1] ? 0 : 1)) }
        func flat(_ a: Int, _ b: Int) -> Bool { changes[b - run.lowerBound] == changes[a - run.lowerBound] }
        var result: [Int] = []
        for (i, (k, windowEnd)) in found.enumerated() {
            guard let p = result.last else { result.append(k); continue }
            guard i + 1 < found.count else {
                // A still stretch at the end is held by the keyframe before it.
                if !flat(p, k) { result.append(k) }
                continue
            }
            let n = found[i + 1].frame
            if flat(p, k) && flat(k, n) { continue }
            if windowEnd && covers(p, n, values, tolerance) { continue }
            result.append(k)
        }
        return result
    }

    /// Whether the line from frame `a` to frame `b` passes within
    /// `tolerance` of every sample between them, in every component.
    private static func covers(_ a: Int, _ b: Int, _ values: [[Double]], _ tolerance: Double) -> Bool {
        let start = values[a], end = values[b]
        for i in (a + 1)..<b {
            let f = Double(i - a) / Double(b - a)
            let sample = values[i]
            for c in sample.indices where abs(start[c] + (end[c] - start[c]) * f - sample[c]) > tolerance { return false }
        }
        return true
    }
}
