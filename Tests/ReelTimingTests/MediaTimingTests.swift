// CAMediaTiming semantics, hand-computed row by row. Conventions used for the expected
// values (each row's comment gives the arithmetic):
// - the active period is [begin, end), end = begin + activeLocalDuration / |speed|;
// - a new pass starts at progress 0 exactly at its boundary;
// - after the end a forward animation rests at the end of its last pass;
// - speed < 0 plays the active period from its end to its start;
// - timeOffset shifts the local time, wrapping within the active period.

import TestSupport
import Testing

@testable import ReelTiming

struct MediaTimingRow: Sendable, CustomTestStringConvertible {
    var timing: MediaTiming
    var t: Double
    var expected: Double?
    var note: String
    /// Set when the library is known to get this row wrong (reported; see the test).

    var testDescription: String {
        let m = timing
        return "\(note): begin \(m.begin) dur \(m.duration) speed \(m.speed) offset \(m.timeOffset) "
            + "count \(m.repeatCount) repDur \(m.repeatDuration) rev \(m.autoreverses) \(m.fill) t \(t) -> "
            + (expected.map { "\($0)" } ?? "nil")
    }
}

private func row(_ t: Double, _ expected: Double?, begin: Double = 0, duration: Double, speed: Double = 1,
                 offset: Double = 0, count: Double = 0, repeatDuration: Double = 0, reverses: Bool = false,
                 fill: FillMode = .both, _ note: String) -> MediaTimingRow {
    MediaTimingRow(
        timing: MediaTiming(begin: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: count,
                            repeatDuration: repeatDuration, autoreverses: reverses, fill: fill),
        t: t, expected: expected, note: note)
}


private let mediaTimingTable: [MediaTimingRow] = [
    // One pass, begin 1, duration 4: active [1, 5).
    row(1, 0, begin: 1, duration: 4, "exactly at begin"),
    row(3, 0.5, begin: 1, duration: 4, "(3 - 1) / 4"),
    row(5, 1, begin: 1, duration: 4, "exactly at end, filled forwards"),
    row(5, nil, begin: 1, duration: 4, fill: .removed, "exactly at end, removed"),
    row(4.999, 0.99975, begin: 1, duration: 4, fill: .removed, "just before end"),
    // Repeats: duration 2, three passes, active [0, 6).
    row(2, 0, duration: 2, count: 3, "second pass starts at 0"),
    row(3, 0.5, duration: 2, count: 3, "1 s into pass 2"),
    row(4, 0, duration: 2, count: 3, "third pass starts at 0"),
    row(5.5, 0.75, duration: 2, count: 3, "1.5 s into pass 3"),
    row(6, 1, duration: 2, count: 3, "ends at the end of pass 3"),
    row(100, 1, duration: 2, count: 3, "rests at 1"),
    // Fractional counts: 1.5 passes of 2 s = 3 s; 0.25 of a pass = 0.5 s.
    row(2.5, 0.25, duration: 2, count: 1.5, "0.5 s into pass 2"),
    row(3, 0.5, duration: 2, count: 1.5, "ends halfway through pass 2"),
    row(10, 0.5, duration: 2, count: 1.5, "rests halfway"),
    row(0.25, 0.125, duration: 2, count: 0.25, "quarter pass running"),
    row(1, 0.25, duration: 2, count: 0.25, "quarter pass done"),
    // repeatDuration 5 s of 2 s passes, begin 1: active [1, 6).
    row(5.5, 0.25, begin: 1, duration: 2, repeatDuration: 5, "4.5 s local = pass 3 + 0.5 s"),
    row(6, 0.5, begin: 1, duration: 2, repeatDuration: 5, "ends 1 s into pass 3"),
    row(9, 0.5, begin: 1, duration: 2, repeatDuration: 5, "rests there"),
    // Infinite repeats, begin 1.
    row(1001, 0, begin: 1, duration: 2, count: .infinity, "pass 501 starts"),
    row(1_000_001.5, 0.25, begin: 1, duration: 2, count: .infinity, "1e6 + 0.5 s in"),
    row(0, nil, begin: 1, duration: 2, count: .infinity, fill: .removed, "before begin, removed"),
    // Autoreverse, duration 2: one iteration is 4 s.
    row(1, 0.5, duration: 2, reverses: true, "halfway out"),
    row(2, 1, duration: 2, reverses: true, "at the turn"),
    row(3, 0.5, duration: 2, reverses: true, "halfway back"),
    row(3.5, 0.25, duration: 2, reverses: true, "3/4 of the way back"),
    row(4, 0, duration: 2, reverses: true, "ends at the start"),
    row(4, nil, duration: 2, reverses: true, fill: .removed, "end, removed"),
    row(4, 0, duration: 2, count: 2, reverses: true, "second iteration starts"),
    row(6, 1, duration: 2, count: 2, reverses: true, "second turn"),
    row(8, 0, duration: 2, count: 2, reverses: true, "two iterations end at 0"),
    row(6, 1, duration: 2, count: 1.5, reverses: true, "1.5 iterations = out, back, out"),
    row(3, 0.5, duration: 2, count: 0.75, reverses: true, "0.75 iteration ends halfway back"),
    // Speed 2: 4 s of local time in 2 s, begin 1: active [1, 3).
    row(2, 0.5, begin: 1, duration: 4, speed: 2, "2 s local"),
    row(2.5, 0.75, begin: 1, duration: 4, speed: 2, "3 s local"),
    row(3, 1, begin: 1, duration: 4, speed: 2, "ends at 1 + 4 / 2"),
    row(4, nil, begin: 1, duration: 4, speed: 2, fill: .removed, "over by 3, not 5"),
    row(1, 0, duration: 2, speed: 2, count: 2, "pass 2 starts at 1 s"),
    // Speed 0.5: 2 s of local time in 4 s.
    row(1, 0.25, duration: 2, speed: 0.5, "0.5 s local"),
    row(3.99, 0.9975, duration: 2, speed: 0.5, fill: .removed, "still running at 3.99"),
    row(4, 1, duration: 2, speed: 0.5, "ends at 4"),
    // Speed 0 freezes local time: with an offset it shows one frame (scrubbing).
    row(100, 0.75, begin: 1, duration: 2, speed: 0, offset: 1.5, "frozen at 1.5 s"),
    // Negative speed plays from the end state to the start, begin 1, duration 4: active [1, 5).
    row(1, 1, begin: 1, duration: 4, speed: -1, "starts at the end state"),
    row(0, 1, begin: 1, duration: 4, speed: -1, "filled backwards: its first frame"),
    row(2, 0.75, begin: 1, duration: 4, speed: -1, "1 s back from 4 s"),
    row(4.5, 0.125, begin: 1, duration: 4, speed: -1, "0.5 s local"),
    row(5, 0, begin: 1, duration: 4, speed: -1, "finishes at 0"),
    row(10, 0, begin: 1, duration: 4, speed: -1, "rests at 0"),
    row(0.5, 0.75, duration: 4, speed: -2, "3 s local, ends at 2"),
    row(2, 0, duration: 4, speed: -2, "over at 0 + 4 / 2"),
    row(0.5, 0.75, duration: 2, speed: -1, count: 2, "3.5 s local = pass 2 + 1.5 s"),
    // timeOffset 2 on a 5 s animation: plays 2 -> 5 then 0 -> 2.
    row(0, 0.4, duration: 5, offset: 2, "starts 2 s in"),
    row(2.5, 0.9, duration: 5, offset: 2, "4.5 s local"),
    row(3, 0, duration: 5, offset: 2, "wraps to 0"),
    row(4, 0.2, duration: 5, offset: 2, "1 s local after the wrap"),
    row(5, 0.4, duration: 5, offset: 2, "ends where it started"),
    row(-1, 0.4, duration: 5, offset: 2, "filled backwards with its first frame"),
    row(1, 0, duration: 2, offset: 1, count: 2, "offset 1 over 4 s: pass 2 at 1 s"),
    row(3.5, 0.25, duration: 2, offset: 1, count: 2, "wrapped: 4.5 - 4 s local"),
    row(0, 0.5, duration: 2, offset: 5, "offset beyond the period wraps (5 mod 2)"),
    // Offset 1 on 1.5 passes of 2 s: the wrap is at the end of the 3 s active period,
    // not at a pass boundary: plays 1 -> 2 | 0 -> 1 (pass 2 ends at 3 s local) | 0 -> 1.
    row(1.5, 0.25, duration: 2, offset: 1, count: 1.5, "2.5 s local: pass 2"),
    row(2, 0, duration: 2, offset: 1, count: 1.5, "3 s local wraps to 0"),
    row(2.5, 0.25, duration: 2, offset: 1, count: 1.5, "3.5 s local wraps to 0.5, not 1.5"),
    row(3, 0.5, duration: 2, offset: 1, count: 1.5, "ends where it started, 1 s local"),
    // Each fill mode before and after, begin 2, two 2 s passes: active [2, 6).
    row(1, nil, begin: 2, duration: 2, count: 2, fill: .removed, "before, removed"),
    row(1, nil, begin: 2, duration: 2, count: 2, fill: .forwards, "before, forwards"),
    row(1, 0, begin: 2, duration: 2, count: 2, fill: .backwards, "before, backwards"),
    row(1, 0, begin: 2, duration: 2, count: 2, fill: .both, "before, both"),
    row(7, nil, begin: 2, duration: 2, count: 2, fill: .removed, "after, removed"),
    row(7, 1, begin: 2, duration: 2, count: 2, fill: .forwards, "after, forwards"),
    row(7, nil, begin: 2, duration: 2, count: 2, fill: .backwards, "after, backwards"),
    row(7, 1, begin: 2, duration: 2, count: 2, fill: .both, "after, both"),
    row(5, 0.5, begin: 2, duration: 2, count: 2, fill: .removed, "inside, removed"),
]

@Suite struct MediaTimingTests {
    @Test(arguments: mediaTimingTable)
    func progress(_ row: MediaTimingRow) {
        let got = row.timing.progress(at: row.t)
        let matches: Bool
        if let expected = row.expected, let got {
            matches = abs(got - expected) < 1e-9
        } else {
            matches = got == nil && row.expected == nil
        }
        #expect(matches, "got \(got.map { "\($0)" } ?? "nil")")
    }

    @Test func tableIsLargeAndCoversEveryFillBeforeAndAfter() {
        #expect(mediaTimingTable.count >= 40)
        for fill in FillMode.allCases {
            #expect(mediaTimingTable.contains { $0.timing.fill == fill && $0.t < $0.timing.begin })
            #expect(mediaTimingTable.contains { $0.timing.fill == fill && $0.t >= $0.timing.end })
        }
    }

    @Test func endAndActiveDuration() {
        #expect(MediaTiming(begin: 1, duration: 4, speed: 2).activeDuration == 2)
        #expect(MediaTiming(begin: 1, duration: 4, speed: 2).end == 3)
        #expect(MediaTiming(begin: 1, duration: 4, speed: 0.5).end == 9)
        #expect(MediaTiming(begin: 1, duration: 4, speed: -2).end == 3)
        #expect(MediaTiming(duration: 2, repeatCount: 3).activeDuration == 6)
        #expect(MediaTiming(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration == 6)
        #expect(MediaTiming(duration: 2, autoreverses: true).iterationDuration == 4)
        #expect(MediaTiming(begin: 1, duration: 2, repeatDuration: 5).end == 6)
        #expect(MediaTiming(duration: 2, repeatCount: .infinity).end == .infinity)
        #expect(MediaTiming(duration: 2, speed: 0).activeDuration == .infinity)
        // repeatCount 0 means one pass.
        #expect(MediaTiming(duration: 2, repeatCount: 0).activeDuration == MediaTiming(duration: 2, repeatCount: 1).activeDuration)
    }

    /// iterationTime is what a group hands its children: seconds into the current pass.
    @Test func iterationTimeForGroups() {
        let group = MediaTiming(begin: 1, duration: 3, repeatCount: 2)
        #expect(group.iterationTime(at: 2.5) == 1.5)
        #expect(group.iterationTime(at: 4) == 0)  // second pass starts
        #expect(group.iterationTime(at: 5.5) == 1.5)
        #expect(group.iterationTime(at: 7) == 3)  // rests at the end of pass 2
        #expect(group.iterationTime(at: 0) == 0)  // filled backwards
        var removed = group
        removed.fill = .removed
        #expect(removed.iterationTime(at: 0) == nil)
        #expect(removed.iterationTime(at: 7) == nil)
        #expect(MediaTiming(duration: 2, autoreverses: true).iterationTime(at: 3) == 1)  // coming back
        #expect(MediaTiming(duration: 4, speed: 2).iterationTime(at: 1.5) == 3)

        // A child track with its own timing, driven by the group's iteration time:
        // the child (begin 1, duration 2) restarts with every pass of the group.
        let child = MediaTiming(begin: 1, duration: 2, fill: .both)
        let childProgress = [2.0, 3, 4.5, 5, 7].map { t in group.iterationTime(at: t).flatMap(child.progress(at:)) }
        // group time 1 s in -> child 0; 2 s -> 0.5; 0.5 s into pass 2 -> filled 0; 1 s -> 0; group over, resting at 3 s -> child ended, 1
        #expect(childProgress == [0, 0.5, 0, 0, 1])
    }

    /// Whatever the parameters, progress is nil or within 0...1 (random timings, seeded).
    @Test func progressStaysInRange() {
        var rng = SplitMix64(seed: 0x7141_1A6)
        for i in 0..<3000 {
            let timing = MediaTiming(
                begin: Double.random(in: -5...5, using: &rng), duration: Double.random(in: 0.1...4, using: &rng),
                speed: [1, 2, 0.5, -1, -0.5, 0, 3][i % 7], timeOffset: i % 3 == 0 ? Double.random(in: -3...9, using: &rng) : 0,
                repeatCount: [0, 1, 2.5, 0.3, 4][i % 5], repeatDuration: i % 11 == 0 ? 3.7 : 0,
                autoreverses: i % 2 == 0, fill: FillMode.allCases[i % 4])
            let t = Double.random(in: -10...30, using: &rng)
            if let p = timing.progress(at: t) {
                #expect((0...1).contains(p), "case \(i): \(timing) at \(t) -> \(p)")
            }
        }
    }

    /// An endless animation played backwards has no end to start from; whatever it shows,
    /// it must be a progress in 0...1, not NaN.
    @Test func negativeSpeedWithEndlessRepeatIsNotNaN() {
        let timing = MediaTiming(duration: 2, speed: -1, repeatCount: .infinity)
        // Each pass plays backwards: 1 at its start, 0.5 half-way through.
        for (t, expected) in [(0.0, 1.0), (1, 0.5), (2.5, 0.75), (100, 1)] {
            let p = timing.progress(at: t)
            #expect(p == expected, "t \(t) -> \(String(describing: p))")
        }
    }
}
