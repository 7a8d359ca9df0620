import Testing

@testable import ReelTiming

/// The queries `frame --explain` adds to MediaTiming (phase, iteration,
/// reversed half) and `Track.state`, which must report the value
/// `Track.value(at:)` gives and the segment it blends.
@Suite struct TrackStateTests {
    @Test func phaseAgainstTheActivePeriod() {
        let timing = MediaTiming(begin: 1, duration: 2, fill: .removed)
        #expect(timing.phase(at: 0.5) == .beforeBegin)
        #expect(timing.phase(at: 1) == .active)
        #expect(timing.phase(at: 2.999) == .active)
        #expect(timing.phase(at: 3) == .ended)
        #expect(timing.iteration(at: 0.5) == nil && timing.isReversed(at: 0.5) == nil)
    }

    /// Three 1 s passes from 0: pass k starts at k; after the end the
    /// animation rests at the end of the last pass, in that pass.
    @Test func iterationOfRepeats() {
        let timing = MediaTiming(duration: 1, repeatCount: 3, fill: .both)
        #expect(timing.iteration(at: 0.5) == 0)
        #expect(timing.iteration(at: 1.5) == 1)
        #expect(timing.iteration(at: 2) == 2)
        #expect(timing.iterationTime(at: 2) == 0)
        #expect(timing.iteration(at: 7) == 2)
        #expect(timing.iterationTime(at: 7) == 1)
        #expect(timing.iteration(at: -1) == 0)
    }

    /// 1 s forwards then 1 s back, twice: the second half of each 2 s
    /// iteration is reversed, and progress runs back down there.
    @Test func reversedHalfOfAutoreverse() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(timing.isReversed(at: 0.5) == false)
        #expect(timing.isReversed(at: 1.25) == true)
        #expect(timing.iterationTime(at: 1.25) == 0.75)
        #expect(timing.iteration(at: 1.25) == 0)
        #expect(timing.isReversed(at: 2.5) == false)
        #expect(timing.iteration(at: 2.5) == 1)
        #expect(timing.isReversed(at: 3.5) == true)
        #expect(MediaTiming(duration: 1).isReversed(at: 0.5) == false)
    }

    @Test func stateOfABasicTrackIsItsValue() {
        let track = Track(from: 10.0, to: 20.0, timing: MediaTiming(begin: 1, duration: 2, fill: .forwards), curve: .easeIn)
        for t in [0.0, 1, 1.7, 2.5, 3, 9] {
            let state = track.state(at: t)
            #expect(state.value == track.value(at: t), "t \(t)")
            #expect(state.linear == track.timing.progress(at: t))
        }
        let inside = track.state(at: 2)
        #expect(inside.eased == TimingCurve.easeIn.progress(0.5))
        #expect(inside.segment?.from == 10 && inside.segment?.to == 20 && inside.segment?.keys == nil)
        let before = track.state(at: 0)
        #expect(before.phase == .beforeBegin && before.value == nil && before.segment == nil)
    }

    /// Keyframes 0, 10, 20 at key times 0, 0.2, 1: at progress 0.5 the
    /// track is between keyframes 1 and 2.
    @Test func keyframeSegmentAroundTheEasedProgress() throws {
        let frames = try Keyframes(values: [0.0, 10, 20], keyTimes: [0, 0.2, 1])
        let track = Track(.keyframes(frames), timing: MediaTiming(duration: 1))
        let state = track.state(at: 0.5)
        let segment = try #require(state.segment)
        #expect(segment.keys! == (1, 2))
        #expect(segment.keyTimes! == (0.2, 1))
        #expect(segment.from == 10 && segment.to == 20)
        #expect(state.value == track.value(at: 0.5))
        #expect(track.state(at: 0.1).segment!.keys! == (0, 1))
    }

    @Test func curvesWriteAsScenesWriteThem() {
        #expect(TimingCurve.easeInEaseOut.text == "easeInEaseOut")
        #expect(TimingCurve.cubicBezier(CubicBezier(0.3, 0, 0.2, 1.5)).text == "cubicBezier(0.3, 0, 0.2, 1.5)")
        #expect(TimingCurve.spring(Spring(mass: 1, stiffness: 170, damping: 26)).text == "spring(1, 170, 26, 0)")
        #expect(TimingCurve.steps(Steps(4, .jumpEnd)).text == "steps(4, jump-end)")
    }
}
