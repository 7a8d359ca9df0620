// Reference values computed independently of the Swift code's closed form, by
// integrating m x'' + c x' + k (x - 1) = 0, x(0) = 0, x'(0) = v0 numerically
// with scipy 1.17 (python3):
//
//   import numpy as np
//   from scipy.integrate import solve_ivp
//   CASES = [(1, 100, 10, 0), (1, 100, 20, 0), (1, 100, 50, 0), (1, 200, 15, 5), (2, 300, 12, -3),
//            (1, 10000, 20, 0)]
//   TS = [0.01, 0.03, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, 0.9, 1.2, 1.6, 2.5]
//   for m, k, c, v0 in CASES:
//       rhs = lambda t, y: [y[1], (-c * y[1] - k * (y[0] - 1)) / m]
//       sol = solve_ivp(rhs, (0, 12), [0, v0], method="DOP853", rtol=1e-12, atol=1e-14,
//                       dense_output=True)
//       print((m, k, c, v0), ["%.15g" % sol.sol(t)[0] for t in TS])
//       grid = np.arange(0, 120001) * 1e-4             # 0 ... 12 s in 1e-4 s steps
//       outside = np.nonzero(np.abs(1 - sol.sol(grid)[0]) >= 1e-3)[0]
//       print("  settles at", "%.4f" % grid[outside[-1]])  # last sample still outside the band

import Testing

@testable import ReelTiming

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct SpringTests {
    static let times: [Double] = [0.01, 0.03, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, 0.9, 1.2, 1.6, 2.5]

    /// (mass, stiffness, damping, initial velocity), x at `times`, settling time from the dense samples.
    static let references: [(spring: [Double], values: [Double], settles: Double)] = [
        // Core Animation's defaults: underdamped (ratio 0.5).
        ([1, 100, 10, 0], [
            0.00483341527802311, 0.0405192390730343, 0.104405473455079, 0.340299846608337, 0.610492534557407,
            0.849425634853934, 1.02335957990668, 1.12435476740864, 1.15312276841418, 1.07459056659499,
            0.974358961614126, 0.992934263468499, 1.00258478626859, 0.999720951937577, 1.00000279411403,
        ], 1.2701),
        // Critically damped (ratio exactly 1).
        ([1, 100, 20, 0], [
            0.00467884016044445, 0.0369363131137915, 0.0902040104310937, 0.264241117657178, 0.442174599628964,
            0.593994150290029, 0.712702504816365, 0.800851726528552, 0.908421805556336, 0.959572318005466,
            0.99270494427557, 0.998765901959132, 0.999920125239406, 0.999998086902029, 0.999999999638914,
        ], 0.9233),
        // Overdamped (ratio 2.5).
        ([1, 100, 50, 0], [
            0.00425779920796741, 0.0287322933566983, 0.0622138660983699, 0.151783861784719, 0.235532123989905,
            0.311259591374219, 0.379508159384105, 0.440995908241624, 0.54629614359808, 0.63176087089863,
            0.757425657734997, 0.840206249486079, 0.914565716460997, 0.962926632423937, 0.994333965535707,
        ], 3.3310),
        // Released moving towards the target.
        ([1, 200, 15, 5], [
            0.0557786267956163, 0.193977606632616, 0.351696434190101, 0.736611436877093, 1.00731910947695,
            1.13272235299644, 1.14716835397942, 1.10432672012907, 1.00619566118798, 0.978848215472688,
            1.00175298292346, 1.00047733460656, 1.00000564058035, 0.999993775146074, 1.00000000056349,
        ], 0.8720),
        // Released moving away from it (dips below 0 first), with a mass of 2.
        ([2, 300, 12, -3], [
            -0.0217019233152744, -0.0176031835628144, 0.0432801025317285, 0.375746649912543, 0.818055439642084,
            1.20285526520463, 1.42422674628251, 1.45501831897307, 1.14083829762354, 0.828332145462069,
            0.998653562485252, 1.05276971522928, 0.989335181304261, 0.991242993350075, 1.00036365179096,
        ], 2.2226),
        // Stiff and light damping (ratio 0.1): rings every 63 ms, so a coarse search for
        // the last excursion outside the band would stop at the wrong peak.
        ([1, 10000, 20, 0], [
            0.431028109053887, 1.72013522132013, 0.901449332381335, 1.33685168059071, 1.14230938140212,
            0.920883976380805, 0.922738360518639, 1.00478005036772, 1.00766404582868, 0.994473896693041,
            0.99916845687017, 0.999989261329546, 0.999993845682672, 1.0000000489299, 1.0000000000125,
        ], 0.6703),
    ]

    static func spring(_ p: [Double]) -> Spring {
        Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3])
    }

    @Test(arguments: 0..<6)
    func matchesNumericalIntegration(index: Int) {
        let (p, values, _) = Self.references[index]
        let spring = Self.spring(p)
        #expect(spring.value(atSeconds: 0) == 0)
        for (t, want) in zip(Self.times, values) {
            let got = spring.value(atSeconds: t)
            #expect(abs(got - want) < 1e-6, "spring \(p) at \(t) s: got \(got), want \(want)")
        }
    }

    @Test(arguments: 0..<6)
    func settlingDurationMatchesDenseSampling(index: Int) {
        let (p, _, settles) = Self.references[index]
        let spring = Self.spring(p)
        let s = spring.settlingDuration()
        #expect(abs(s - settles) < 2e-3, "spring \(p): settles at \(s), reference \(settles)")
        #expect(spring.settlingDuration(threshold: 0.001) == s)
        #expect(TimingCurve.spring(spring).naturalDuration == s)
    }

    @Test(arguments: 0..<6)
    func staysInsideTheBandAfterSettling(index: Int) {
        let spring = Self.spring(Self.references[index].spring)
        let s = spring.settlingDuration()
        #expect(s > 0)
        // From the settling time on (dense samples, then coarse ones far out), never leaves the band.
        for i in 0...20_000 {
            let t = s + Double(i) * 1e-4
            #expect(abs(1 - spring.value(atSeconds: t)) < 0.001, "left the band at \(t) s")
        }
        for t in stride(from: s + 2, through: s + 60, by: 0.37) {
            #expect(abs(1 - spring.value(atSeconds: t)) < 0.001, "left the band at \(t) s")
        }
        // Just before it, the motion still touches the edge of the band.
        let before = (1...5000).map { abs(1 - spring.value(atSeconds: s - Double($0) * 1e-5)) }
        #expect(before.max()! >= 0.001, "already settled 0.05 s before \(s)")
    }

    @Test func settlingThresholdIsAParameter() {
        // Critically damped from rest: x = 1 - (1 + 10 t) e^(-10 t), so the band edge is
        // where (1 + 10 t) e^(-10 t) = threshold; check that equation at the returned time.
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        for threshold in [0.1, 0.01, 0.001, 1e-5] {
            let t = spring.settlingDuration(threshold: threshold)
            #expect(abs((1 + 10 * t) * exp(-10 * t) - threshold) < threshold * 1e-3, "threshold \(threshold): \(t)")
        }
    }

    @Test func defaultsAreCoreAnimations() {
        let spring = Spring()
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.5)
    }

    @Test func responseForm() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        let stiffness = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - stiffness) < 1e-9 * stiffness)
        #expect(abs(spring.damping - 4 * Double.pi * 0.7 / 0.5) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        // The undamped period is the response.
        #expect(abs(2 * Double.pi / spring.naturalFrequency - 0.5) < 1e-12)
        #expect(Spring(response: 0.3, dampingRatio: 0.2, initialVelocity: 4).initialVelocity == 4)
    }

    @Test(arguments: [0.1, 0.35, 0.5, 1.0, 2.0])
    func dampingRatioOneIsCriticalAndNeverOvershoots(response: Double) {
        let spring = Spring(response: response, dampingRatio: 1)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
        #expect(TimingCurve.spring(spring).isMonotone)
        let w = 2 * Double.pi / response
        var previous = 0.0
        for i in 1...4000 {
            let t = Double(i) * response / 400
            let x = spring.value(atSeconds: t)
            #expect(x <= 1, "overshoots: \(x) at \(t) s")
            #expect(x >= previous - 1e-12, "goes back at \(t) s")
            // Closed form of critical damping from rest, written out here.
            #expect(abs(x - (1 - (1 + w * t) * exp(-w * t))) < 1e-6, "at \(t) s")
            previous = x
        }
    }

    @Test func undampedSpringRingsForever() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(spring.settlingDuration() == .infinity)
        #expect(TimingCurve.spring(spring).naturalDuration == .infinity)
        // x = 1 - cos(10 t): reaches 2 every 2π/10 s, however late.
        #expect(abs(spring.value(atSeconds: Double.pi / 10) - 2) < 1e-9)
        #expect(abs(spring.value(atSeconds: 101 * Double.pi / 10) - 2) < 1e-9)
        #expect(abs(spring.value(atSeconds: 100 * Double.pi / 10)) < 1e-9)
    }

    @Test func beforeReleaseIsAtTheStart() {
        #expect(Spring().value(atSeconds: -1) == 0)
        #expect(Spring(mass: 1, stiffness: 200, damping: 15, initialVelocity: 5).value(atSeconds: -0.01) == 0)
    }

    @Test func timingCurveRunsInSeconds() {
        // As a curve, x is progress through a track of `duration` seconds.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let curve = TimingCurve.spring(spring)
        #expect(abs(curve.progress(0.5, duration: 0.8) - 1.15312276841418) < 1e-6)  // 0.4 s
        #expect(abs(curve.progress(0.25, duration: 2) - 1.07459056659499) < 1e-6)  // 0.5 s
        #expect(curve.progress(0, duration: 3) == 0)
        #expect(curve.naturalDuration == spring.settlingDuration())
        #expect(TimingCurve.easeIn.naturalDuration == nil)
    }
}
