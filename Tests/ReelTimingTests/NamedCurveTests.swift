// Reference values below were computed independently of the Swift code, with
// Python + mpmath at 50 digits (bisection on x(t) = x, then y(t)):
//
//   from mpmath import mp, mpf, findroot
//   mp.dps = 50
//   def ease(x1, y1, x2, y2, x):
//       x1, y1, x2, y2, x = map(mpf, (x1, y1, x2, y2, x))
//       B = lambda t, p1, p2: 3*(1-t)**2*t*p1 + 3*(1-t)*t**2*p2 + t**3
//       t = findroot(lambda t: B(t, x1, x2) - x, (mpf(0), mpf(1)),
//                    solver='bisect', tol=mpf(10)**-45)
//       return B(t, y1, y2)
//   # named curves: [mp.nstr(ease("0.42", 0, "0.58", 1, x), 17) for x in ("0.25", "0.5", "0.75")]
//   # steep curves: [mp.nstr(ease(0, 1, 0, 1, mpf(k)/20), 17) for k in range(1, 20)]
//
// (Control points given as strings so mpmath sees the exact decimals.)

import TestSupport
import Testing

@testable import ReelTiming

@Suite struct NamedCurveTests {
    /// Reference y values at x = 0, 0.25, 0.5, 0.75, 1 for each Core Animation curve.
    static let namedReferences: [(name: String, curve: TimingCurve, values: [Double])] = [
        ("linear", .linear, [0, 0.25, 0.5, 0.75, 1]),
        ("easeIn", .easeIn, [0, 0.093464650718824859, 0.3153568125725393, 0.6218618691748902, 1]),
        ("easeOut", .easeOut, [0, 0.3781381308251098, 0.6846431874274607, 0.90653534928117514, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0, 0.12916193104731981, 0.5, 0.87083806895268019, 1]),
        ("default", .default, [0, 0.40851059135539587, 0.80240338758485699, 0.96045897834897408, 1]),
    ]

    @Test(arguments: 0..<5)
    func namedCurveMatchesReference(index: Int) {
        let (name, curve, values) = Self.namedReferences[index]
        for (i, x) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
            let y = curve.progress(x)
            #expect(abs(y - values[i]) < 1e-6, "\(name) at x = \(x): got \(y), want \(values[i])")
        }
    }

    @Test func namedCurvesHaveCoreAnimationControlPoints() {
        func points(_ curve: TimingCurve) -> [Double] {
            switch curve {
            case .cubicBezier(let b): return [b.x1, b.y1, b.x2, b.y2]
            default: return []
            }
        }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
        #expect(points(.default) == [0.25, 0.1, 0.25, 1])
    }

    @Test func lookupByName() {
        for (name, curve, _) in Self.namedReferences {
            #expect(TimingCurve.named(name) == curve, "\(name)")
        }
        // Core Animation's five come first, then the Charts names, then hold.
        #expect(Array(TimingCurve.named.map(\.name).prefix(5)) == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        #expect(TimingCurve.named.count == 5 + 30 + 1)
        #expect(TimingCurve.named("nope") == nil)
        #expect(TimingCurve.named("EaseIn") == nil)
        #expect(TimingCurve.named("") == nil)
    }

    /// Reference y at x = k/20 for k = 1...19 (x = 0 and 1 map to 0 and 1).
    static let steepReferences: [(points: [Double], values: [Double])] = [
        ([0, 1, 0, 1], [
            0.74804680710288, 0.84614624307426855, 0.89705542778099096, 0.92842507492170145,
            0.94933078586616014, 0.96387742627935915, 0.97425703705056458, 0.98176832922728802,
            0.9872378586546707, 0.99122000310998946, 0.99410177842596738, 0.99616201321121004,
            0.99760675315728538, 0.99859145629622928, 0.99923545257723948, 0.99963167212940687,
            0.99985337201382677, 0.99995889845841629, 0.9999951281300376,
        ]),
        ([1, 0, 1, 0], [
            4.8718699623950855e-6, 4.110154158370661e-5, 0.00014662798617323257, 0.00036832787059313067,
            0.00076454742276052457, 0.0014085437037707203, 0.0023932468427146187, 0.0038379867887899551,
            0.0058982215740326163, 0.008779996890010535, 0.012762141345329298, 0.018231670772711979,
            0.025742962949435424, 0.036122573720640847, 0.050669214133839859, 0.071574925078298554,
            0.10294457221900904, 0.15385375692573145, 0.25195319289712,
        ]),
        // Overshoots below 0 and above 1.
        ([0.9, -0.5, 0.1, 1.5], [
            -0.026078356427024158, -0.048296940104792297, -0.065774666213806724, -0.077260557188908505,
            -0.080881714830816814, -0.073623914426315246, -0.050100136485638638, 0.0010689741102786148,
            0.11291365038047043, 0.5, 0.88708634961952957, 0.99893102588972139,
            1.0501001364856386, 1.0736239144263152, 1.0808817148308168, 1.0772605571889085,
            1.0657746662138067, 1.0482969401047923, 1.0260783564270242,
        ]),
    ]

    @Test(arguments: 0..<3)
    func steepCurveMatchesReference(index: Int) {
        let (p, values) = Self.steepReferences[index]
        let curve = CubicBezier(p[0], p[1], p[2], p[3])
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        for k in 1...19 {
            let x = Double(k) / 20
            let y = curve.progress(at: x)
            #expect(abs(y - values[k - 1]) < 1e-6, "\(p) at x = \(x): got \(y), want \(values[k - 1])")
        }
    }

    @Test func inputOutsideUnitIntervalIsClamped() {
        let curve = CubicBezier(0.9, -0.5, 0.1, 1.5)
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: 1.5) == 1)
        #expect(TimingCurve.easeIn.progress(-3) == 0)
        #expect(TimingCurve.easeIn.progress(7) == 1)
    }

    /// The x coordinate of the curve at parameter t, written out independently.
    static func bezierX(_ t: Double, _ x1: Double, _ x2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
    }

    @Test func solveParameterRoundTrips() {
        var rng = SplitMix64(seed: 0x5EED_CAFE)
        // Every fifth curve gets x control points pinned to 0 or 1: the steep and
        // zero-slope cases (e.g. (1, y, 0, y) has x'(0.5) = 0).
        for i in 0..<1000 {
            var x1 = Double.random(in: 0...1, using: &rng)
            var x2 = Double.random(in: 0...1, using: &rng)
            if i % 5 == 0 {
                x1 = Bool.random(using: &rng) ? 0 : 1
                x2 = Bool.random(using: &rng) ? 0 : 1
            }
            let y1 = Double.random(in: -1...2, using: &rng)
            let y2 = Double.random(in: -1...2, using: &rng)
            let x = Double.random(in: 0...1, using: &rng)
            let curve = CubicBezier(x1, y1, x2, y2)
            let t = curve.solveParameter(forX: x)
            #expect((0...1).contains(t), "case \(i): t = \(t) for \(curve) at x = \(x)")
            let back = Self.bezierX(t, x1, x2)
            #expect(abs(back - x) < 1e-7, "case \(i): x(t) = \(back) for \(curve) at x = \(x)")
        }
    }

    @Test(arguments: 0..<5)
    func namedCurveIsMonotone(index: Int) {
        let (name, curve, _) = Self.namedReferences[index]
        var previous = curve.progress(0)
        #expect(previous == 0)
        for i in 1...1000 {
            let y = curve.progress(Double(i) / 1000)
            #expect(y >= previous, "\(name) decreases at x = \(Double(i) / 1000): \(previous) -> \(y)")
            previous = y
        }
        #expect(previous == 1)
    }
}
