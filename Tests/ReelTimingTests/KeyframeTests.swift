// Keyframe values checked by hand. Catmull-Rom at the middle of a segment
// (t = 1/2) is (-p0 + 9 p1 + 9 p2 - p3) / 16, with the end values repeated
// as the outer neighbours of the first and last segments.

import Testing

@testable import ReelTiming

@Suite struct KeyframeTests {
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
    static func closeAll(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { close($0, $1) } }
    /// Catmull-Rom at t = 1/2, written out by hand.
    static func midpoint(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> Double { (-p0 + 9 * p1 + 9 * p2 - p3) / 16 }

    // MARK: linear

    @Test func linearWithUnevenKeyTimes() throws {
        let k = try Keyframes<Double>(values: [0, 10, 30], keyTimes: [0, 0.2, 1])
        let expected: [(Double, Double)] = [(0, 0), (0.1, 5), (0.2, 10), (0.6, 20), (0.9, 27.5), (1, 30)]
        for (p, want) in expected {
            #expect(Self.close(k.value(at: p), want), "at \(p): \(k.value(at: p))")
        }
    }

    @Test func linearWithPerSegmentCurves() throws {
        // First segment holds, second eases in quadratically.
        let k = try Keyframes<Double>(values: [0, 10, 30], keyTimes: [0, 0.2, 1],
                                      curves: [.hold, .penner(PennerEasing(.easeIn, .quad))])
        let expected: [(Double, Double)] = [(0, 0), (0.1, 0), (0.1999, 0), (0.2, 10), (0.6, 15), (0.8, 10 + 20 * 0.5625), (1, 30)]
        for (p, want) in expected {
            #expect(Self.close(k.value(at: p), want), "at \(p): \(k.value(at: p))")
        }
        // One curve given for all segments.
        let all = try Keyframes<Double>(values: [0, 10, 30], curves: [.penner(PennerEasing(.easeIn, .quad))])
        #expect(all.curves.count == 2)
        #expect(Self.close(all.value(at: 0.25), 2.5))
        #expect(Self.close(all.value(at: 0.75), 15))
        #expect(all.keyTimes == [0, 0.5, 1])
    }

    // MARK: discrete

    @Test func discreteWithOneKeyTimePerValue() throws {
        let k = try Keyframes<Double>(values: [1, 2, 3], keyTimes: [0, 0.4, 1], mode: .discrete)
        let expected: [(Double, Double)] = [(0, 1), (0.39, 1), (0.4, 2), (0.7, 2), (0.99, 2), (1, 3)]
        for (p, want) in expected {
            #expect(k.value(at: p) == want, "at \(p): \(k.value(at: p))")
        }
    }

    @Test func discreteWithIntervalKeyTimes() throws {
        // n + 1 key times: value i holds on [k_i, k_i+1); the last holds through the end.
        let k = try Keyframes<Double>(values: [1, 2, 3], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete)
        let expected: [(Double, Double)] = [(0, 1), (0.2, 1), (0.25, 2), (0.49, 2), (0.5, 3), (0.99, 3), (1, 3)]
        for (p, want) in expected {
            #expect(k.value(at: p) == want, "at \(p): \(k.value(at: p))")
        }
        #expect(k.value(at: -0.5) == 1)
        #expect(k.value(at: 1.5) == 3)
    }

    @Test func discreteDefaultsToEvenIntervals() throws {
        let k = try Keyframes<Double>(values: [1, 2, 3, 4], mode: .discrete)
        #expect(k.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        let expected: [(Double, Double)] = [(0, 1), (0.24, 1), (0.25, 2), (0.74, 3), (0.75, 4), (1, 4)]
        for (p, want) in expected {
            #expect(k.value(at: p) == want, "at \(p): \(k.value(at: p))")
        }
    }

    // MARK: paced

    @Test func pacedSpacesByDistance() throws {
        let k = try Keyframes<Double>(values: [0, 10, 40], mode: .paced)
        #expect(k.keyTimes == [0, 0.25, 1])
        #expect(Self.close(k.value(at: 0.5), 20))  // constant speed: half of 40
        #expect(Self.close(k.value(at: 0.125), 5))
        #expect(Self.close(k.value(at: 0.25), 10))
        // Going back counts as distance too: 10 then 5.
        let back = try Keyframes<Double>(values: [0, 10, 5], mode: .paced)
        #expect(back.keyTimes.count == 3 && Self.close(back.keyTimes[1], 2.0 / 3))
        #expect(Self.close(back.value(at: 5.0 / 6), 7.5))
        // No movement at all: even spacing, constant value.
        let still = try Keyframes<Double>(values: [5, 5, 5], mode: .paced)
        #expect(still.keyTimes == [0, 0.5, 1])
        #expect(still.value(at: 0.3) == 5)
    }

    @Test func pacedArraysUseEuclideanDistance() throws {
        // Legs of length 5 and 6.
        let k = try Keyframes<[Double]>(values: [[0, 0], [3, 4], [3, 10]], mode: .paced)
        #expect(k.keyTimes.count == 3 && Self.close(k.keyTimes[1], 5.0 / 11))
        let mid = k.value(at: 0.5)  // 5.5 along: 0.5 past [3, 4]
        #expect(mid.count == 2 && Self.close(mid[0], 3) && Self.close(mid[1], 4.5), "\(mid)")
    }

    // MARK: cubic

    @Test func cubicPassesThroughEveryValue() throws {
        let values: [Double] = [0, 10, 40, 30]
        let keyTimes = [0, 0.1, 0.5, 1]
        let k = try Keyframes<Double>(values: values, keyTimes: keyTimes, mode: .cubic)
        for (t, v) in zip(keyTimes, values) {
            #expect(Self.close(k.value(at: t), v), "at key time \(t): \(k.value(at: t))")
        }
        // Segment midpoints (local t = 1/2 whatever the segment's length).
        #expect(Self.close(k.value(at: 0.05), Self.midpoint(0, 0, 10, 40)))  // 3.125
        #expect(Self.close(k.value(at: 0.3), Self.midpoint(0, 10, 40, 30)))  // 26.25
        #expect(Self.close(k.value(at: 0.75), Self.midpoint(10, 40, 30, 30)))  // 36.875
        // Smooth: it overshoots 40 just after the peak value, unlike linear keyframes.
        #expect(k.value(at: 0.55) > 40)
    }

    @Test func cubicOnArraysAndEvenDefaults() throws {
        let k = try Keyframes<[Double]>(values: [[0, 100], [10, 50], [40, 0]], mode: .cubic)
        #expect(k.keyTimes == [0, 0.5, 1])
        let a = k.value(at: 0.25), b = k.value(at: 0.75)
        // x: (0 + 0 + 90 - 40) / 16 = 3.125, (-0 + 90 + 360 - 40) / 16 = 25.625;
        // y: (-100 + 900 + 450 - 0) / 16 = 78.125, (-100 + 450 + 0 - 0) / 16 = 21.875.
        #expect(Self.closeAll(a, [3.125, 78.125]), "\(a)")
        #expect(Self.closeAll(b, [25.625, 21.875]), "\(b)")
    }

    // MARK: edges

    @Test func repeatedKeyTimeIsAJump() throws {
        let k = try Keyframes<Double>(values: [0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1])
        #expect(Self.close(k.value(at: 0.25), 5))
        #expect(Self.close(k.value(at: 0.4999), 9.998))
        #expect(k.value(at: 0.5) == 20)
        #expect(Self.close(k.value(at: 0.75), 25))
        let atEnd = try Keyframes<Double>(values: [0, 10, 20], keyTimes: [0, 1, 1])
        #expect(Self.close(atEnd.value(at: 0.999), 9.99))
        #expect(atEnd.value(at: 1) == 20)
        let atStart = try Keyframes<Double>(values: [5, 0, 10], keyTimes: [0, 0, 1])
        #expect(atStart.value(at: 0) == 0)
        #expect(Self.close(atStart.value(at: 0.5), 5))
    }

    @Test func progressOutsideExtrapolatesTheEndSegments() throws {
        let k = try Keyframes<Double>(values: [0, 10, 30], keyTimes: [0, 0.5, 1])
        #expect(Self.close(k.value(at: -0.25), -5))
        #expect(Self.close(k.value(at: 1.25), 40))
        let arrays = try Keyframes<[Double]>(values: [[0, 1], [10, 2]])
        #expect(arrays.value(at: 1.5) == [15, 2.5])
        #expect(arrays.value(at: -1) == [-10, 0])
    }

    @Test func oneValueIsConstant() throws {
        for mode in CalculationMode.allCases {
            let k = try Keyframes<Double>(values: [7], mode: mode)
            for p in [-1, 0, 0.3, 1, 2.0] {
                #expect(k.value(at: p) == 7, "\(mode) at \(p)")
            }
        }
        #expect(try Keyframes<[Double]>(values: [[1, 2]]).value(at: 0.5) == [1, 2])
    }

    @Test func arrayValues() throws {
        let k = try Keyframes<[Double]>(values: [[0, 0, 0], [10, 20, -4], [10, 0, 0]], keyTimes: [0, 0.8, 1])
        #expect(Self.closeAll(k.value(at: 0.2), [2.5, 5, -1]), "\(k.value(at: 0.2))")
        #expect(Self.closeAll(k.value(at: 0.9), [10, 10, -2]), "\(k.value(at: 0.9))")
        #expect(k.value(at: 1) == [10, 0, 0])
    }

    @Test func drivesATrack() throws {
        let k = try Keyframes<Double>(values: [0, 10, 30], keyTimes: [0, 0.2, 1])
        let track = Track(.keyframes(k), timing: MediaTiming(begin: 1, duration: 2))
        #expect(track.value(at: 1) == 0)
        #expect(Self.close(track.value(at: 2)!, 17.5))  // progress 0.5: 10 + 20 * 0.3 / 0.8
        #expect(track.value(at: 3) == 30)
    }

    // MARK: validation

    static func failure(_ make: () throws -> Keyframes<Double>) -> KeyframeError? {
        do {
            _ = try make()
            return nil
        } catch {
            return error as? KeyframeError
        }
    }

    @Test func validationErrorsNameTheirField() {
        let cases: [(String, String, () throws -> Keyframes<Double>)] = [
            ("empty", "values", { try Keyframes(values: []) }),
            ("too few key times", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0, 1]) }),
            ("too many key times", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0, 0.3, 0.6, 1]) }),
            ("discrete n + 2", "keyTimes", { try Keyframes(values: [1, 2], keyTimes: [0, 0.3, 0.6, 1], mode: .discrete) }),
            ("discrete n - 1", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0, 1], mode: .discrete) }),
            ("not from 0", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0.1, 0.5, 1]) }),
            ("not to 1", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0, 0.5, 0.9]) }),
            ("decreasing", "keyTimes", { try Keyframes(values: [1, 2, 3, 4], keyTimes: [0, 0.6, 0.4, 1]) }),
            ("cubic, decreasing", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0, 1.5, 1], mode: .cubic) }),
            ("curves per value", "curves", { try Keyframes(values: [1, 2, 3], curves: [.linear, .linear, .linear]) }),
            ("no curves", "curves", { try Keyframes(values: [1, 2, 3], curves: []) }),
            ("paced key times", "keyTimes", { try Keyframes(values: [1, 2, 3], keyTimes: [0, 0.5, 1], mode: .paced) }),
            ("paced curves", "curves", { try Keyframes(values: [1, 2, 3], curves: [.linear, .linear], mode: .paced) }),
        ]
        for (name, field, make) in cases {
            let error = Self.failure(make)
            #expect(error?.field == field, "\(name): \(String(describing: error))")
            #expect(error?.message.isEmpty == false, "\(name)")
        }
    }

    @Test func acceptedShapes() throws {
        _ = try Keyframes<Double>(values: [1, 2], keyTimes: [0, 1], mode: .discrete)
        _ = try Keyframes<Double>(values: [1, 2], keyTimes: [0, 0.5, 1], mode: .discrete)
        _ = try Keyframes<Double>(values: [1, 2, 3], keyTimes: [0, 0, 1], curves: [.easeIn], mode: .cubic)
        let k = try Keyframes<Double>(values: [1, 2, 3], mode: .linear)
        #expect(k.keyTimes == [0, 0.5, 1] && k.curves.isEmpty && k.mode == .linear)
    }
}
