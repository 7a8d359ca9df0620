import Foundation
import TestSupport
import Testing

@testable import ReelVector

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

    /// The greedy reduction as defined: a segment grows while the line from
    /// its start to the candidate end passes every sample inside.
    static func reference(times: [Double], values: [[Double]], tolerance: Double) -> [Int] {
        guard values.count > 2 else { return Array(values.indices) }
        if values.allSatisfy({ $0 == values[0] }) { return [0] }
        var kept = [0], start = 0
        for candidate in 2..<values.count {
            let covered = ((start + 1)..<candidate).allSatisfy { i in
                let span = times[candidate] - times[start]
                let f = span > 0 ? (times[i] - times[start]) / span : 0
                return values[i].indices.allSatisfy { c in
                    abs(values[start][c] + (values[candidate][c] - values[start][c]) * f - values[i][c]) <= tolerance
                }
            }
            if !covered {
                kept.append(candidate - 1)
                start = candidate - 1
            }
        }
        return kept + [values.count - 1]
    }

    /// The window of slopes keeps exactly the samples the direct test keeps,
    /// on curves, steps, still runs, values exactly the tolerance apart,
    /// huge offsets, repeated times and uneven times.
    @Test func theSlopeWindowKeepsWhatTheDirectTestKeeps() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<400 {
            let count = Int.random(in: 3...300, using: &generator)
            var times = (0..<count).map { Double($0) / 60 }
            if round % 5 == 1 { times = times.map { $0 * $0 * 7 } }
            if round % 5 == 2 { times = times.indices.map { Double($0 / 3) / 30 } }
            let tolerance: Double = [0.1, 1, 1.0 / 255, 0.5][round % 4]
            let offset = round % 7 == 0 ? 1e7 : 0
            let components = Int.random(in: 1...3, using: &generator)
            let values: [[Double]] = (0..<count).map { i in
                (0..<components).map { c -> Double in
                    switch (round + c) % 4 {
                    case 0: return offset + 40 * sin(Double(i) / 17 + Double(c))
                    case 1: return offset + Double(i / 25) * tolerance   // steps of exactly the tolerance
                    case 2: return offset + (Double.random(in: 0...1, using: &generator) < 0.05 ? 3 : 0)
                    default: return offset + Double(i) * 0.25 + Double((i * 7919) % 5) * tolerance / 4
                    }
                }
            }
            #expect(KeyframeReduction.kept(times: times, values: values, tolerance: tolerance)
                    == Self.reference(times: times, values: values, tolerance: tolerance), "round \(round)")
        }
    }

    /// Long straight runs cost time linear in their length: a minute at 60
    /// fps of a 400-number path moving steadily reduces about as fast per
    /// sample as a tenth of it (quadratic work would make it 10 times slower per sample).
    @Test func longRunsReduceInLinearTime() {
        func seconds(_ count: Int) -> Double {
            let times = (0..<count).map { Double($0) / 60 }
            let values = times.map { t in (0..<400).map { Double($0) + 30 * t } }
            var kept: [Int] = []
            // Processor time, the least of three runs: a ratio of what the code does, whatever else holds the cores.
            let elapsed = ThreadCPUTime.seconds { kept = KeyframeReduction.kept(times: times, values: values, tolerance: 0.1) }
            #expect(kept == [0, count - 1])
            return elapsed
        }
        let short = seconds(360), long = seconds(3_600)
        #expect(long / short < 40, "10x the samples took \(long / short)x the time")
    }

    @Test func discreteValuesKeepEveryChange() {
        #expect(KeyframeReduction.changes(["a", "a", "b", "b", "a"]) == [0, 2, 4])
        #expect(KeyframeReduction.changes([1, 1, 1]) == [0])
        #expect(KeyframeReduction.changes([Int]()) == [])
    }
}
