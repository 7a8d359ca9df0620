import TestSupport
import Testing

@testable import ReelTiming

@Suite struct CurveExpressionTests {
    static func parse(_ text: String) throws -> TimingCurve { try TimingCurve(parsing: text) }

    static func error(_ text: String) -> CurveSyntaxError? {
        do {
            _ = try TimingCurve(parsing: text)
            return nil
        } catch let error as CurveSyntaxError {
            return error
        } catch {
            return nil
        }
    }

    static func isInvalid(_ text: String) -> Bool {
        if case .invalid(let message)? = error(text) { return !message.isEmpty }
        return false
    }

    // MARK: Names

    static let caNames: [(String, [Double])] = [
        ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
        ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ]

    @Test func everyNamedCurveParses() throws {
        #expect(TimingCurve.named.count == 36)
        for (name, points) in Self.caNames {
            #expect(try Self.parse(name) == .cubicBezier(CubicBezier(points[0], points[1], points[2], points[3])), "\(name)")
        }
        let families = ["Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Elastic", "Back", "Bounce"]
        for family in families {
            for direction in ["easeIn", "easeOut", "easeInOut"] {
                let curve = try Self.parse(direction + family)
                guard case .penner(let easing) = curve else {
                    Issue.record("\(direction + family) is \(curve)")
                    continue
                }
                #expect(easing.direction.rawValue == direction)
                #expect(easing.family.rawValue == family)
            }
        }
        #expect(try Self.parse("hold") == .hold)
        for (name, curve) in TimingCurve.named {
            #expect(try Self.parse(name) == curve, "\(name)")
        }
    }

    @Test func aliases() throws {
        #expect(try Self.parse("easeInOut") == .easeInEaseOut)
        #expect(try Self.parse("ease") == .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(try Self.parse("ease-in") == .cubicBezier(CubicBezier(0.42, 0, 1, 1)))
        #expect(try Self.parse("ease-out") == .cubicBezier(CubicBezier(0, 0, 0.58, 1)))
        #expect(try Self.parse("ease-in-out") == .cubicBezier(CubicBezier(0.42, 0, 0.58, 1)))
        #expect(try Self.parse("step-start") == .steps(Steps(1, .jumpStart)))
        #expect(try Self.parse("step-end") == .steps(Steps(1, .jumpEnd)))
        #expect(TimingCurve.aliases.count == 7)
        for (name, curve) in TimingCurve.aliases {
            #expect(try Self.parse(name) == curve, "\(name)")
        }
    }

    @Test func plainSpringIsCoreAnimationsDefault() throws {
        #expect(try Self.parse("spring") == .spring(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))
        #expect(try Self.parse("spring()") == .spring(Spring()))
    }

    @Test func namesAreExactAndSpacesAroundThemAreIgnored() throws {
        #expect(try Self.parse("  easeOutBounce\t") == .penner(PennerEasing(.easeOut, .bounce)))
        #expect(Self.error("EaseIn") == .unknownName("EaseIn"))
        #expect(Self.error("easeinquad") == .unknownName("easeinquad"))
        #expect(Self.error("bouncy") == .unknownName("bouncy"))
        #expect(Self.error("easeInOutWobble") == .unknownName("easeInOutWobble"))
        #expect(Self.error("wobble(1, 2)") == .unknownName("wobble"))
        #expect(Self.error("") != nil)
    }

    // MARK: Function forms

    @Test func cubicBezierForms() throws {
        let want = TimingCurve.cubicBezier(CubicBezier(0.34, 1.56, 0.64, 1))
        #expect(try Self.parse("cubicBezier(0.34, 1.56, 0.64, 1)") == want)
        #expect(try Self.parse("cubicBezier(0.34,1.56,0.64,1)") == want)
        #expect(try Self.parse("  cubicBezier ( 0.34 ,\t1.56 , 0.64 , 1 )  ") == want)
        #expect(try Self.parse("cubicBezier(0, -2.5, 1, 3e0)") == .cubicBezier(CubicBezier(0, -2.5, 1, 3)))
        #expect(try Self.parse("cubicBezier(1, 0, 0, 1)") == .cubicBezier(CubicBezier(1, 0, 0, 1)))
    }

    @Test func springForms() throws {
        #expect(try Self.parse("spring(1, 170, 26, 0)") == .spring(Spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0)))
        #expect(try Self.parse("spring(2, 300, 12, -3.5)") == .spring(Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3.5)))
        // Positional arguments may stop early; the rest take Core Animation's defaults.
        #expect(try Self.parse("spring(3)") == .spring(Spring(mass: 3)))
        #expect(try Self.parse("spring(1, 200)") == .spring(Spring(mass: 1, stiffness: 200, damping: 10)))
        // Labels, in any order, with defaults for the rest.
        #expect(try Self.parse("spring(mass: 2, stiffness: 300)") == .spring(Spring(mass: 2, stiffness: 300, damping: 10)))
        #expect(try Self.parse("spring(damping: 5, mass: 0.5)") == .spring(Spring(mass: 0.5, stiffness: 100, damping: 5)))
        #expect(try Self.parse("spring(initialVelocity: 4)") == .spring(Spring(initialVelocity: 4)))
        #expect(try Self.parse("spring(1, 100, damping: 20)") == .spring(Spring(mass: 1, stiffness: 100, damping: 20)))
        #expect(try Self.parse("spring( mass :2 , stiffness:300 )") == .spring(Spring(mass: 2, stiffness: 300)))
        // Perceptual form.
        #expect(try Self.parse("spring(response: 0.5, dampingRatio: 0.7)") == .spring(Spring(response: 0.5, dampingRatio: 0.7)))
        #expect(try Self.parse("spring(dampingRatio: 1, response: 0.25, initialVelocity: 2)")
            == .spring(Spring(response: 0.25, dampingRatio: 1, initialVelocity: 2)))
        let perceptual = try Self.parse("spring(response: 0.5, dampingRatio: 0.7)")
        guard case .spring(let s) = perceptual else { Issue.record("\(perceptual)"); return }
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
    }

    @Test func stepsForms() throws {
        #expect(try Self.parse("steps(4)") == .steps(Steps(4, .jumpEnd)))
        #expect(try Self.parse("steps(4, jump-none)") == .steps(Steps(4, .jumpNone)))
        #expect(try Self.parse("steps(4, jump-start)") == .steps(Steps(4, .jumpStart)))
        #expect(try Self.parse("steps(4, jump-end)") == .steps(Steps(4, .jumpEnd)))
        #expect(try Self.parse("steps( 12 ,jump-both )") == .steps(Steps(12, .jumpBoth)))
        #expect(try Self.parse("steps(1, jump-start)") == .steps(Steps(1, .jumpStart)))
        #expect(try Self.parse("steps(2, jump-none)") == .steps(Steps(2, .jumpNone)))
        // CSS's older keywords.
        #expect(try Self.parse("steps(3, start)") == .steps(Steps(3, .jumpStart)))
        #expect(try Self.parse("steps(3, end)") == .steps(Steps(3, .jumpEnd)))
    }

    // MARK: Round trips

    static let roundTripCurves: [TimingCurve] = TimingCurve.named.map(\.curve) + TimingCurve.aliases.map(\.curve) + [
        .cubicBezier(CubicBezier(0.34, 1.56, 0.64, 1)), .cubicBezier(CubicBezier(0.1, -0.6, 0.2, 0)),
        .cubicBezier(CubicBezier(1.0 / 3, 2.0 / 3, 0.123456789012345, 1e-7)), .cubicBezier(CubicBezier(0, 0, 0, 0)),
        .cubicBezier(CubicBezier(0.5, 123456, 0.5, -0.1)),
        .spring(Spring()), .spring(Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3.5)),
        .spring(Spring(mass: 0.25, stiffness: 1e6, damping: 0, initialVelocity: 1e-3)),
        .spring(Spring(response: 0.5, dampingRatio: 0.7)), .spring(Spring(response: 0.3, dampingRatio: 1.4, initialVelocity: 0.1)),
        .steps(Steps(1, .jumpStart)), .steps(Steps(1, .jumpEnd)), .steps(Steps(1, .jumpBoth)),
        .steps(Steps(4, .jumpNone)), .steps(Steps(17, .jumpStart)), .steps(Steps(100, .jumpBoth)), .steps(Steps(2, .jumpEnd)),
        .hold,
    ]

    @Test func expressionParsesBackToTheSameCurve() throws {
        for curve in Self.roundTripCurves {
            let text = curve.expression
            #expect(try TimingCurve(parsing: text) == curve, "\(curve) -> \(text)")
        }
        var rng = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<500 {
            let x1 = Double.random(in: 0...1, using: &rng), x2 = Double.random(in: 0...1, using: &rng)
            let y1 = Double.random(in: -3...3, using: &rng), y2 = Double.random(in: -3...3, using: &rng)
            let bezier = TimingCurve.cubicBezier(CubicBezier(x1, y1, x2, y2))
            #expect(try TimingCurve(parsing: bezier.expression) == bezier, "\(bezier.expression)")
            let spring = TimingCurve.spring(Spring(
                mass: Double.random(in: 0.01...10, using: &rng), stiffness: Double.random(in: 1...2000, using: &rng),
                damping: Double.random(in: 0...100, using: &rng), initialVelocity: Double.random(in: -20...20, using: &rng)))
            #expect(try TimingCurve(parsing: spring.expression) == spring, "\(spring.expression)")
        }
    }

    @Test func canonicalTexts() {
        #expect(TimingCurve.easeInEaseOut.expression == "easeInEaseOut")
        #expect(TimingCurve.penner(PennerEasing(.easeInOut, .back)).expression == "easeInOutBack")
        #expect(TimingCurve.hold.expression == "hold")
        #expect(TimingCurve.cubicBezier(CubicBezier(0.34, 1.56, 0.64, 1)).expression == "cubicBezier(0.34, 1.56, 0.64, 1)")
        #expect(TimingCurve.steps(Steps(4, .jumpNone)).expression == "steps(4, jump-none)")
        #expect(TimingCurve.spring(Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3.5)).expression
            == "spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3.5)")
    }

    // MARK: Errors

    @Test func cubicBezierErrors() {
        #expect(Self.isInvalid("cubicBezier(1.2, 0, 0.5, 1)"))  // x1 > 1
        #expect(Self.isInvalid("cubicBezier(0.2, 0, -0.1, 1)"))  // x2 < 0
        #expect(Self.isInvalid("cubicBezier(0.1, 0.2, 0.3)"))
        #expect(Self.isInvalid("cubicBezier(0.1, 0.2, 0.3, 0.4, 0.5)"))
        #expect(Self.isInvalid("cubicBezier()"))
        #expect(Self.isInvalid("cubicBezier"))  // needs arguments, is not an unknown name
        #expect(Self.isInvalid("cubicBezier(a, 0, 1, 1)"))
        #expect(Self.isInvalid("cubicBezier(0.1, nan, 1, 1)"))
        #expect(Self.isInvalid("cubicBezier(0.1, inf, 1, 1)"))
        #expect(Self.isInvalid("cubicBezier(0.1,, 1, 1)"))
        #expect(Self.isInvalid("cubicBezier(x1: 0.1, 0, 1, 1)"))
        #expect(Self.isInvalid("cubicBezier(0.1, 0.2, 0.3, 0.4"))  // missing ')'
        #expect(Self.isInvalid("cubicBezier(0.1, 0.2, 0.3, 0.4) x"))
    }

    @Test func springErrors() {
        #expect(Self.isInvalid("spring(response: 0.5, stiffness: 100)"))
        #expect(Self.isInvalid("spring(1, dampingRatio: 0.5)"))
        #expect(Self.isInvalid("spring(-1, 100, 10, 0)"))  // negative mass
        #expect(Self.isInvalid("spring(mass: 0)"))
        #expect(Self.isInvalid("spring(1, -100, 10, 0)"))
        #expect(Self.isInvalid("spring(1, 100, -1, 0)"))
        #expect(Self.isInvalid("spring(response: 0)"))
        #expect(Self.isInvalid("spring(response: 0.5, dampingRatio: -0.1)"))
        #expect(Self.isInvalid("spring(1, 100, 10, 0, 5)"))  // too many numbers
        #expect(Self.isInvalid("spring(stiffnes: 100)"))  // unknown label
        #expect(Self.isInvalid("spring(mass: heavy)"))
        // A label given twice: which one counts is not the reader's guess.
        if case .invalid(let message)? = Self.error("spring(mass: 1, stiffness: 100, mass: 2)") {
            #expect(message == "mass is given twice in spring(...); give it once")
        } else {
            Issue.record("spring(mass: 1, stiffness: 100, mass: 2) was accepted")
        }
        #expect(Self.isInvalid("spring(mass: 1, 100)"))  // unlabelled after labelled
        #expect(Self.isInvalid("spring(1, 100"))
    }

    /// Found by fuzzing: springs whose physics overflow. `response: 1e308`
    /// trapped in `Spring.init` (its stiffness underflows to 0); the others
    /// gave infinite stiffness or frequency, so every value was NaN.
    @Test func springsThatOverflowAreErrors() throws {
        for text in ["spring(response: 1e308)", "spring(response: 1e-300, dampingRatio: 1e300)",
                     "spring(response: 1e-200)", "spring(mass: 1e-300, stiffness: 1e300)",
                     "spring(1, 1e-300, 1e300, 0)", "spring(1e300, 1e-300)"] {
            #expect(Self.isInvalid(text), "\(text)")
        }
        // Large and small, but finite physics: still springs, which settle or say they never do.
        for text in ["spring(response: 1e-100)", "spring(1, 1e100, 1e50, 0)", "spring(mass: 1e-100)"] {
            guard case .spring(let spring) = try Self.parse(text) else { Issue.record("\(text)"); continue }
            #expect(spring.value(atSeconds: 0.5).isFinite, "\(text)")
            #expect(!spring.settlingDuration().isNaN, "\(text)")
        }
    }

    @Test func stepsErrors() {
        #expect(Self.isInvalid("steps(0)"))
        #expect(Self.isInvalid("steps(-2)"))
        #expect(Self.isInvalid("steps(1, jump-none)"))
        #expect(Self.isInvalid("steps(4, jump-middle)"))
        #expect(Self.isInvalid("steps(4, jump_end)"))
        #expect(Self.isInvalid("steps(2.5)"))
        #expect(Self.isInvalid("steps(four)"))
        #expect(Self.isInvalid("steps()"))
        #expect(Self.isInvalid("steps"))
        #expect(Self.isInvalid("steps(4, jump-end, 2)"))
        #expect(Self.isInvalid("steps(count: 4)"))
        #expect(Self.isInvalid("steps(4"))
    }

    @Test func namedCurvesTakeNoArguments() {
        #expect(Self.isInvalid("easeIn(0.5)"))
        #expect(Self.isInvalid("hold()"))
        #expect(Self.isInvalid("easeOutBounce(1, 2)"))
    }
}
