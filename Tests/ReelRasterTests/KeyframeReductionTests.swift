import Foundation
import Testing

@testable import ReelRaster

@Suite struct KeyframeReductionTests {
    /// Linear interpolation between the kept samples, at sample i.
    static func interpolated(_ i: Int, kept: [Int], times: [Double], values: [[Double]]) -> [Double] {
        guard let after = kept.firstIndex(where: { $0 >= i }) else { return values[kept.last!] }
        let b = kept[after]
        if b == i || after == 0 { return values[b] }
        let a = kept[after - 1]
        let f = (times[i] - times[a]) / (times[b] - times[a])
        return values[a].indices.map { values[a][$0] + (values[b][$0] - values[a][$0]) * f }
    }

    @Test func straightRunsKeepTheirEndsAndStillValuesOneSample() {
        let times = (0..<30).map { Double($0) / 30 }
        let line = times.map { [100 * $0, 5] }
        #expect(KeyframeReduction.kept(times: times, values: line, tolerance: 0.1) == [0, 29])
        #expect(KeyframeReduction.kept(times: times, values: times.map { _ in [3, 4] }, tolerance: 0.1) == [0])
        // Still, then a ramp, then still: the corners are kept.
        let ramp = (0..<30).map { i in [Double(min(max(i - 10, 0), 10)) * 10] }
        #expect(KeyframeReduction.kept(times: times, values: ramp, tolerance: 0.1) == [0, 10, 20, 29])
    }

    /// Over random curves and tolerances, every dropped sample is within
    /// the tolerance of the line through the kept ones, and an eased curve
    /// needs fewer keyframes than frames.
    @Test func everyDroppedSampleIsWithinTheTolerance() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let count = Int.random(in: 2...240, using: &generator)
            let times = (0..<count).map { Double($0) / 60 }
            let components = Int.random(in: 1...4, using: &generator)
            let phases = (0..<components).map { _ in Double.random(in: 0...6, using: &generator) }
            let steps = round % 3 == 0
            let values: [[Double]] = times.map { t in
                phases.map { phase -> Double in 50 * sin(t * 3 + phase) + (steps ? Double(Int(t * 4)) * 7 : 0) }
            }
            let tolerance: Double = [0.1, 0.5, 1.0 / 255][round % 3]
            let kept = KeyframeReduction.kept(times: times, values: values, tolerance: tolerance)
            #expect(kept.first == 0 && kept.last == count - 1 || count == 1)
            #expect(kept == kept.sorted() && Set(kept).count == kept.count)
            for i in 0..<count {
                let line = Self.interpolated(i, kept: kept, times: times, values: values)
                for c in 0..<components {
                    #expect(abs(line[c] - values[i][c]) <= tolerance + 1e-9, "round \(round) sample \(i)")
                }
            }
        }
        let times = (0..<120).map { Double($0) / 60 }
        let eased: [[Double]] = times.map { t -> [Double] in [300 * (t < 1 ? t * t * (3 - 2 * t) : 1)] }
        // 60 frames of easing need about 44 keyframes at 0.1 px on 300 px; the second still second, one.
        #expect(KeyframeReduction.kept(times: times, values: eased, tolerance: 0.1).count < 60)
    }

    @Test func discreteValuesKeepEveryChange() {
        #expect(KeyframeReduction.changes(["a", "a", "b", "b", "a"]) == [0, 2, 4])
        #expect(KeyframeReduction.changes([1, 1, 1]) == [0])
        #expect(KeyframeReduction.changes([Int]()) == [])
    }
}
