import Testing

@testable import ReelTiming

/// One row of the MediaTiming table: expected linear progress (nil = not applied).
struct ProgressCase: Sendable, CustomTestStringConvertible {
    var begin: Double
    var duration: Double
    var fill: FillMode
    var t: Double
    var expected: Double?

    var testDescription: String {
        "begin \(begin) duration \(duration) fill \(fill) t \(t) -> \(expected.map { "\($0)" } ?? "nil")"
    }
}

/// Builds the rows for one timing with the value each fill mode should give:
/// `before`/`after` are what backwards/forwards filling shows; the others show nil there.
private func rows(
    begin: Double, duration: Double, t: Double, inside: Double? = nil,
    before: Bool = false, after: Bool = false
) -> [ProgressCase] {
    FillMode.allCases.map { fill in
        let expected: Double?
        if let inside {
            expected = inside
        } else if before {
            expected = (fill == .backwards || fill == .both) ? 0 : nil
        } else {
            precondition(after)
            expected = (fill == .forwards || fill == .both) ? 1 : nil
        }
        return ProgressCase(begin: begin, duration: duration, fill: fill, t: t, expected: expected)
    }
}

// Active interval [2, 6): half-open, like Core Animation.
private let table: [ProgressCase] = [
    rows(begin: 2, duration: 4, t: -10, before: true),
    rows(begin: 2, duration: 4, t: 1.999, before: true),
    rows(begin: 2, duration: 4, t: 2, inside: 0),  // exactly at begin: active
    rows(begin: 2, duration: 4, t: 3, inside: 0.25),
    rows(begin: 2, duration: 4, t: 4, inside: 0.5),
    rows(begin: 2, duration: 4, t: 5.5, inside: 0.875),
    rows(begin: 2, duration: 4, t: 6, after: true),  // exactly at end: finished
    rows(begin: 2, duration: 4, t: 6.001, after: true),
    rows(begin: 2, duration: 4, t: 100, after: true),
    // Negative begin.
    rows(begin: -1, duration: 2, t: -2, before: true),
    rows(begin: -1, duration: 2, t: 0, inside: 0.5),
    rows(begin: -1, duration: 2, t: 1, after: true),
    // Zero duration: finished the moment it begins, never active, never divides by zero.
    rows(begin: 2, duration: 0, t: 1, before: true),
    rows(begin: 2, duration: 0, t: 2, after: true),
    rows(begin: 2, duration: 0, t: 3, after: true),
    // Negative duration behaves like zero.
    rows(begin: 2, duration: -1, t: 1.5, before: true),
    rows(begin: 2, duration: -1, t: 2, after: true),
].flatMap { $0 }

@Suite struct TrackTests {
    @Test(arguments: table)
    func activeTimingProgress(_ row: ProgressCase) throws {
        let timing = MediaTiming(begin: row.begin, duration: row.duration, fill: row.fill)
        let progress = timing.progress(at: row.t)
        if let expected = row.expected {
            let value = try #require(progress)
            #expect(abs(value - expected) < 1e-12)
        } else {
            #expect(progress == nil)
        }
    }

    @Test func tableCoversEveryFillModeAtTheEdges() {
        for fill in FillMode.allCases {
            #expect(table.contains { $0.fill == fill && $0.t == $0.begin && $0.duration > 0 })
            #expect(table.contains { $0.fill == fill && $0.t == $0.begin + $0.duration && $0.duration > 0 })
        }
    }

    @Test func activeTimingDefaultsAndEnd() {
        let timing = MediaTiming(duration: 3)
        #expect(timing.begin == 0)
        #expect(timing.fill == .both)
        #expect(timing.end == 3)
        #expect(timing.progress(at: -1) == 0)
        #expect(timing.progress(at: 4) == 1)
        #expect(MediaTiming(begin: 5, duration: -2).end == 5)
        #expect(MediaTiming(begin: 1.5, duration: 2.25).end == 3.75)
    }

    @Test func fillModeRawValuesMatchCoreAnimationNames() {
        #expect(FillMode.allCases.map(\.rawValue) == ["removed", "forwards", "backwards", "both"])
    }

    @Test func linearTrackValues() {
        let track = Track<Double>(
            from: 10, to: 20, timing: MediaTiming(begin: 1, duration: 2, fill: .forwards), curve: .linear)
        #expect(track.value(at: 0) == nil)  // before begin, no backwards fill
        #expect(track.value(at: 1) == 10)
        #expect(abs(track.value(at: 1.5)! - 12.5) < 1e-12)
        #expect(abs(track.value(at: 2)! - 15) < 1e-12)
        #expect(abs(track.value(at: 2.9)! - 19.5) < 1e-12)
        #expect(track.value(at: 3) == 20)  // at end: finished, filled forwards
        #expect(track.value(at: 10) == 20)

        var removed = track
        removed.timing.fill = .removed
        #expect(removed.value(at: 3) == nil)
        #expect(removed.value(at: 0.5) == nil)
        #expect(abs(removed.value(at: 2)! - 15) < 1e-12)

        var both = track
        both.timing.fill = .both
        #expect(both.value(at: 0) == 10)
        #expect(both.value(at: 3) == 20)
    }

    @Test func easedTrackValues() {
        let timing = MediaTiming(begin: 1, duration: 2, fill: .both)
        let track = Track<Double>(from: 10, to: 20, timing: timing, curve: .easeInEaseOut)
        // easeInEaseOut is point-symmetric about (0.5, 0.5).
        #expect(abs(track.value(at: 2)! - 15) < 1e-12)
        // Reference values from the Python snippet in NamedCurveTests.swift.
        #expect(abs(track.value(at: 1.5)! - (10 + 10 * 0.12916193104731981)) < 1e-6)
        #expect(abs(track.value(at: 2.5)! - (10 + 10 * 0.87083806895268019)) < 1e-6)
        #expect(track.value(at: 0) == 10)
        #expect(track.value(at: 3) == 20)

        // Without a curve a track is linear, as a CABasicAnimation is.
        let plain = Track<Double>(from: 10, to: 20, timing: timing)
        #expect(plain.curve == .linear)
        #expect(abs(plain.value(at: 2.5)! - 17.5) < 1e-12)
    }

    @Test func overshootingCurveExtrapolates() {
        let curve = TimingCurve.cubicBezier(CubicBezier(0.9, -0.5, 0.1, 1.5))
        let track = Track<Double>(from: 10, to: 20, timing: MediaTiming(duration: 1), curve: curve)
        // Python references at x = 0.25 and x = 0.75.
        #expect(abs(track.value(at: 0.25)! - (10 + 10 * -0.080881714830816814)) < 1e-6)
        #expect(abs(track.value(at: 0.75)! - (10 + 10 * 1.0808817148308168)) < 1e-6)
        #expect(track.value(at: 0.75)! > 20)
        #expect(track.value(at: 0.25)! < 10)
    }

    @Test func doubleInterpolation() {
        #expect(10.0.interpolated(to: 20, at: 0) == 10)
        #expect(10.0.interpolated(to: 20, at: 1) == 20)
        #expect(10.0.interpolated(to: 20, at: 0.25) == 12.5)
        #expect(10.0.interpolated(to: 20, at: 1.5) == 25)
        #expect(10.0.interpolated(to: 20, at: -0.5) == 5)
        #expect(20.0.interpolated(to: 10, at: 0.25) == 17.5)
    }
}
