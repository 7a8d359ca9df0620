// CSS `steps()` (CSS Easing Functions Level 1), checked by hand: with n = 4,
//   jump-start: 4 jumps, the first at x = 0:      levels 1/4, 2/4, 3/4, 1
//   jump-end:   4 jumps, the last at x = 1:       levels 0, 1/4, 2/4, 3/4, then 1 at x = 1
//   jump-none:  3 jumps, none at either end:      levels 0, 1/3, 2/3, 1
//   jump-both:  5 jumps, at x = 0 and at x = 1:   levels 1/5, 2/5, 3/5, 4/5, then 1 at x = 1
// A jump at x = k/4 has already happened at x = k/4 (the interval of each level is
// closed at its start), so jump-end at x = 0.25 is 0.25.

import Testing

@testable import ReelTiming

@Suite struct StepsAndHoldTests {
    static let xs: [Double] = [0, 0.1, 0.2499999, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 0.9999999, 1]

    /// Expected value at each x in `xs`, per position.
    static let expected: [(Steps.Position, [Double])] = [
        (.jumpStart, [0.25, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1, 1]),
        (.jumpEnd, [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 0.75, 1]),
        (.jumpNone, [0, 0, 0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1, 1, 1, 1]),
        (.jumpBoth, [0.2, 0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8, 0.8, 1]),
    ]

    @Test(arguments: 0..<4)
    func fourStepsAtEachPosition(index: Int) {
        let (position, values) = Self.expected[index]
        let steps = Steps(4, position)
        for (x, want) in zip(Self.xs, values) {
            #expect(abs(steps.progress(x) - want) < 1e-15, "steps(4, \(position.rawValue)) at \(x): \(steps.progress(x))")
            #expect(abs(TimingCurve.steps(steps).progress(x) - want) < 1e-15)
        }
    }

    @Test(arguments: Steps.Position.allCases)
    func endsAtOneAndStartsWhereCSSSays(position: Steps.Position) {
        for n in 1...12 where !(position == .jumpNone && n < 2) {
            let steps = Steps(n, position)
            #expect(steps.progress(1) == 1, "steps(\(n), \(position.rawValue))(1)")
            let start: Double
            switch position {
            case .jumpEnd, .jumpNone: start = 0
            case .jumpStart: start = 1 / Double(n)
            case .jumpBoth: start = 1 / Double(n + 1)
            }
            #expect(abs(steps.progress(0) - start) < 1e-15, "steps(\(n), \(position.rawValue))(0) = \(steps.progress(0))")
        }
    }

    @Test(arguments: Steps.Position.allCases)
    func levelsAreEvenAndJumpsOnlyAtMultiplesOfOneNth(position: Steps.Position) {
        // n = 5: values are multiples of 1/jumps, flat inside each (k/5, (k+1)/5).
        let steps = Steps(5, position)
        let (jumps, levels): (Double, Set<Double>)
        switch position {
        case .jumpStart: (jumps, levels) = (5, [1, 2, 3, 4, 5])
        case .jumpEnd: (jumps, levels) = (5, [0, 1, 2, 3, 4, 5])
        case .jumpNone: (jumps, levels) = (4, [0, 1, 2, 3, 4])
        case .jumpBoth: (jumps, levels) = (6, [1, 2, 3, 4, 5, 6])
        }
        var reached = Set<Double>()
        for i in 0...1000 {
            let x = Double(i) / 1000
            let scaled = steps.progress(x) * jumps
            #expect(abs(scaled - scaled.rounded()) < 1e-9, "\(position.rawValue) at \(x): \(scaled / jumps) is not a level")
            reached.insert(scaled.rounded())
            if i % 200 != 0 {
                let mid = ((x * 5).rounded(.down) + 0.5) / 5
                #expect(steps.progress(mid) == steps.progress(x), "\(position.rawValue) not flat at \(x)")
            }
        }
        #expect(reached == levels, "\(position.rawValue): \(reached.sorted())")
    }

    @Test func defaultPositionIsJumpEnd() {
        #expect(Steps(3) == Steps(3, .jumpEnd))
        #expect(Steps(3).position == .jumpEnd)
    }

    @Test func singleStep() {
        let start = Steps(1, .jumpStart), end = Steps(1, .jumpEnd)
        #expect(start.progress(0) == 1)
        #expect(start.progress(0.5) == 1)
        #expect(end.progress(0) == 0)
        #expect(end.progress(0.999999) == 0)
        #expect(end.progress(1) == 1)
        let both = Steps(1, .jumpBoth)
        #expect([both.progress(0), both.progress(0.7), both.progress(1)] == [0.5, 0.5, 1])
    }

    @Test func inputOutsideUnitIntervalIsClampedByTheCurve() {
        #expect(TimingCurve.steps(Steps(4, .jumpEnd)).progress(-1) == 0)
        #expect(TimingCurve.steps(Steps(4, .jumpEnd)).progress(2) == 1)
        #expect(TimingCurve.steps(Steps(4, .jumpStart)).progress(-1) == 0.25)
        #expect(TimingCurve.steps(Steps(4, .jumpBoth)).progress(7) == 1)
    }

    @Test func cssAliases() {
        #expect(TimingCurve.named("step-start") == .steps(Steps(1, .jumpStart)))
        #expect(TimingCurve.named("step-end") == .steps(Steps(1, .jumpEnd)))
        let stepStart = TimingCurve.named("step-start")!, stepEnd = TimingCurve.named("step-end")!
        // step-start jumps straight to the end value; step-end holds the start until the end.
        for x in [0, 0.001, 0.5, 0.999] {
            #expect(stepStart.progress(x) == 1, "step-start at \(x)")
            #expect(stepEnd.progress(x) == 0, "step-end at \(x)")
        }
        #expect(stepStart.progress(1) == 1)
        #expect(stepEnd.progress(1) == 1)
    }

    @Test func holdJumpsOnlyAtTheEnd() {
        let hold = TimingCurve.hold
        for x in [-1, 0, 0.25, 0.5, 0.999999, 1 - Double.ulpOfOne] {
            #expect(hold.progress(x) == 0, "hold at \(x)")
        }
        #expect(hold.progress(1) == 1)
        #expect(hold.progress(1.5) == 1)
        #expect(TimingCurve.named("hold") == .hold)
        #expect(hold.isMonotone)
        #expect(hold.naturalDuration == nil)
        // Through a track: the start value until the end, then the end value.
        let track = Track<Double>(from: 3, to: 8, timing: MediaTiming(begin: 1, duration: 2), curve: .hold)
        #expect(track.value(at: 1) == 3)
        #expect(track.value(at: 2.99) == 3)
        #expect(track.value(at: 3) == 8)
    }
}
