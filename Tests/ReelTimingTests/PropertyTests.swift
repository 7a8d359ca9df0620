// Properties over many curves. Random cases come from the seeded generator at the
// bottom of this file, so a failure names a seed and reproduces exactly.

import TestSupport
import Testing

@testable import ReelTiming

@Suite struct PropertyTests {
    /// 2000 sorted random points in 0...1, plus both ends.
    static func sortedInputs(seed: UInt64) -> [Double] {
        var rng = SplitMix64(seed: seed)
        return ([0, 1] + (0..<2000).map { _ in Double.random(in: 0...1, using: &rng) }).sorted()
    }

    /// The first place `curve` decreases by more than `slack`, or nil.
    static func firstDecrease(_ curve: TimingCurve, duration: Double = 1, slack: Double = 0, seed: UInt64) -> String? {
        var previous = -Double.infinity, previousX = 0.0
        for x in sortedInputs(seed: seed) {
            let y = curve.progress(x, duration: duration)
            if y < previous - slack { return "\(curve.expression) falls from \(previous) at x = \(previousX) to \(y) at x = \(x)" }
            previous = y
            previousX = x
        }
        return nil
    }

    static let allNamed = TimingCurve.named + TimingCurve.aliases

    @Test func monotoneFlagOfNamedCurves() {
        let notMonotone = Set(Self.allNamed.filter { !$0.curve.isMonotone }.map(\.name))
        let want = Set(["Elastic", "Back", "Bounce"].flatMap { f in ["easeIn", "easeOut", "easeInOut"].map { $0 + f } })
        #expect(notMonotone == want)
    }

    @Test func namedMonotoneCurvesNeverDecrease() {
        for (i, (name, curve)) in Self.allNamed.enumerated() where curve.isMonotone {
            #expect(Self.firstDecrease(curve, seed: UInt64(i)) == nil, "\(name)")
        }
    }

    @Test func nonMonotoneNamedCurvesDoDecrease() {
        // The flag is not merely conservative: elastic, back and bounce really go back.
        for (i, (name, curve)) in Self.allNamed.enumerated() where !curve.isMonotone {
            #expect(Self.firstDecrease(curve, seed: UInt64(i)) != nil, "\(name)")
        }
    }

    @Test func randomMonotoneBeziersNeverDecrease() {
        var rng = SplitMix64(seed: 0xBE21E5)
        for i in 0..<200 {
            let c = CubicBezier(Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                                Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng))
            let curve = TimingCurve.cubicBezier(c)
            #expect(curve.isMonotone, "case \(i): \(curve.expression)")
            // 1e-12 of slack for the Bezier solver's rounding where the curve is flat.
            #expect(Self.firstDecrease(curve, slack: 1e-12, seed: UInt64(1000 + i)) == nil, "case \(i)")
            #expect(curve.progress(0) == 0 && curve.progress(1) == 1, "case \(i): \(curve.expression)")
        }
        #expect(!TimingCurve.cubicBezier(CubicBezier(0.3, -0.1, 0.7, 1)).isMonotone)
        #expect(!TimingCurve.cubicBezier(CubicBezier(0.3, 0, 0.7, 1.2)).isMonotone)
    }

    /// Critically and over-damped springs released from rest or moving gently towards
    /// the target (v0 <= zeta * omega0, well below the overshoot limit, see below).
    @Test func gentleHeavilyDampedSpringsNeverDecrease() {
        var rng = SplitMix64(seed: 0x5B12C)
        for i in 0..<200 {
            let mass = Double.random(in: 0.2...5, using: &rng)
            let stiffness = Double.random(in: 10...1000, using: &rng)
            let zeta = i % 4 == 0 ? 1 : Double.random(in: 1.05...5, using: &rng)
            let w0 = (stiffness / mass).squareRoot()
            let v0 = i % 3 == 0 ? 0 : Double.random(in: 0...(zeta * w0), using: &rng)
            let spring = Spring(mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot(), initialVelocity: v0)
            let curve = TimingCurve.spring(spring)
            #expect(curve.isMonotone, "case \(i): \(curve.expression)")
            let duration = 1.5 * spring.settlingDuration()
            #expect(Self.firstDecrease(curve, duration: duration, slack: 1e-12, seed: UInt64(2000 + i)) == nil, "case \(i)")
            #expect(curve.progress(0, duration: duration) == 0)
        }
    }

    /// A heavily damped spring still overshoots once when released towards the target
    /// faster than -r2 = omega0 * (zeta + sqrt(zeta^2 - 1)) (omega0 for critical
    /// damping): x = 1 - (1 + (omega0 - v0) t) e^(-omega0 t) crosses 1 at t = 1/(v0 - omega0).
    /// Such a curve rises past 1 and comes back, so it must not claim to be monotone.
    @Test(arguments: [[1.0, 100, 20, 30], [1, 100, 20, 12], [1, 100, 50, 100], [2, 50, 40, 20]])
    func fastHeavilyDampedSpringOvershoots(p: [Double]) {
        let spring = Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3])
        let w0 = (p[1] / p[0]).squareRoot(), zeta = p[2] / (2 * (p[1] * p[0]).squareRoot())
        #expect(zeta >= 1)
        #expect(p[3] > w0 * (zeta + (zeta * zeta - 1).squareRoot()))
        let curve = TimingCurve.spring(spring)
        let decrease = Self.firstDecrease(curve, duration: 3, seed: 77)
        #expect(decrease != nil, "overshoots, so it must come back down")
        #expect(!curve.isMonotone, "\(curve.expression) overshoots, so it is not monotone")
    }

    @Test func springsThatRingOrStartBackwardsAreNotMonotone() {
        #expect(!TimingCurve.spring(Spring()).isMonotone)
        #expect(!TimingCurve.spring(Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: -1)).isMonotone)
        #expect(Self.firstDecrease(.spring(Spring()), duration: 2, seed: 5) != nil)
        #expect(Self.firstDecrease(.spring(Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: -1)), duration: 2, seed: 6) != nil)
    }

    /// Every curve a scene can name (none of them is a spring) starts at exactly 0 and ends
    /// at exactly 1, except the steps that jump at the start: CSS's jump-start and
    /// jump-both (and step-start = steps(1, jump-start)) make their first jump at x = 0
    /// itself, so f(0) is 1/n or 1/(n + 1) by definition.
    @Test func namedCurvesMapEndsToEnds() {
        for (name, curve) in Self.allNamed {
            if case .steps(let s) = curve, s.position == .jumpStart || s.position == .jumpBoth {
                #expect(curve.progress(0) == 1 / Double(s.position == .jumpStart ? s.count : s.count + 1), "\(name)")
            } else {
                #expect(curve.progress(0) == 0, "\(name)(0) = \(curve.progress(0))")
            }
            #expect(curve.progress(1) == 1, "\(name)(1) = \(curve.progress(1))")
        }
    }

    @Test func randomStepsMapEndsToEnds() {
        var rng = SplitMix64(seed: 0x57E95)
        for _ in 0..<300 {
            let position = Steps.Position.allCases.randomElement(using: &rng)!
            let n = Int.random(in: (position == .jumpNone ? 2 : 1)...60, using: &rng)
            let curve = TimingCurve.steps(Steps(n, position))
            #expect(curve.progress(1) == 1, "\(curve.expression)")
            let start: Double = switch position {
            case .jumpEnd, .jumpNone: 0
            case .jumpStart: 1 / Double(n)
            case .jumpBoth: 1 / Double(n + 1)
            }
            #expect(curve.progress(0) == start, "\(curve.expression)(0) = \(curve.progress(0))")
            #expect(Self.firstDecrease(curve, seed: UInt64(n)) == nil, "\(curve.expression)")
        }
    }

    @Test func generatorIsSplitMix64() {
        // First outputs for seed 0 from the reference C implementation (Vigna).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
