/// `KeyframeReduction` over windows of a bounded number of frames: its
/// greedy search costs the square of a segment's length, and a path of a
/// thousand vertices moving steadily for hundreds of frames is one long
/// segment. The windows' ends are then dropped again where the line past
/// them covers the samples (checked once, in linear time), so the result
/// keeps `KeyframeReduction`'s invariant: linear interpolation between the
/// kept frames is within `tolerance` of every sample, and after the last
/// kept frame the values stay as they are.
enum LottieReduction {
    /// A kept frame and the curve from it to the next kept frame (nil: a line).
    struct Key: Equatable {
        var frame: Int
        var spline: [Double]?
    }

    /// `kept`, where each movement from rest to rest (the value still before
    /// it, or the run starting, and still after it, or the run ending) that
    /// one of `easings` carries within `tolerance` becomes one eased segment:
    /// the scene's own curve, exact, where lines would need a keyframe every
    /// few frames. Movements of under three frames stay lines.
    static func keys(_ run: ClosedRange<Int>, _ values: [[Double]], tolerance: Double,
                     easings: [SplineReduction.Easing]) -> [Key] {
        var eased: [(ClosedRange<Int>, [Double])] = []
        if !easings.isEmpty {
            let times = values.indices.map(Double.init)
            var a = run.lowerBound
            while a < run.upperBound {
                guard values[a + 1] != values[a] else { a += 1; continue }
                var b = a + 1
                while b < run.upperBound, values[b + 1] != values[b] { b += 1 }
                if b - a >= 3, let easing = easings.first(where: {
                    SplineReduction.covers(a, b, $0.progress, times, values, tolerance)
                }) {
                    eased.append((a...b, easing.controls))
                }
                a = b
            }
        }
        var keys: [Key] = []
        var from = run.lowerBound
        func straight(_ part: ClosedRange<Int>) {
            for frame in kept(part, values, tolerance: tolerance) where frame > (keys.last?.frame ?? -1) {
                keys.append(Key(frame: frame, spline: nil))
            }
        }
        for (motion, controls) in eased {
            if motion.lowerBound > from { straight(from...motion.lowerBound) }
            if keys.last?.frame != motion.lowerBound { keys.append(Key(frame: motion.lowerBound, spline: nil)) }
            keys[keys.count - 1].spline = controls
            keys.append(Key(frame: motion.upperBound, spline: nil))
            from = motion.upperBound
        }
        if from < run.upperBound || keys.isEmpty { straight(from...run.upperBound) }
        return keys
    }

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
