import Foundation
import ReelGeometry
import ReelJSON
import ReelTiming
import TestSupport
import Testing

@testable import ReelVector

/// The pieces of the Lottie writer: arcs as cubics, keyframes (hold against
/// linear, the tolerance kept at every frame), trims, clips as masks, text,
/// and the document's structure. LottiePresetTests plays whole presets.
@Suite struct LottieWriterTests {
    @Test func arcsBecomeCubicsWithinTheTolerance() {
        var random = SplitMix64(seed: 32)
        for _ in 0..<300 {
            let radius = Double.random(in: 0.5...3000, using: &random)
            let arc = Arc(center: Point(Double.random(in: -50...50, using: &random), 7), radius: radius,
                          startAngle: Double.random(in: -7...7, using: &random),
                          endAngle: Double.random(in: -7...7, using: &random), clockwise: Bool.random(using: &random))
            let tolerance = [0.05, 0.1, 0.5].randomElement(using: &random)!
            let cubics = LottieContours.cubics(of: arc, tolerance: tolerance)
            var start = arc.startPoint
            for (c1, c2, end) in cubics {
                for step in 0...32 {
                    let t = Double(step) / 32, u = 1 - t
                    let p = start * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t)
                    #expect(abs(p.distance(to: arc.center) - radius) <= tolerance, "\(arc) at \(t): off the circle")
                }
                start = end
            }
            #expect(start.distance(to: arc.endPoint) < 1e-6, "\(arc) ends at \(start)")
        }
        // A small arc keeps quarter turns; a large one is cut finer.
        let quarter = Arc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(LottieContours.cubics(of: quarter, tolerance: 0.05).count == 4)
        #expect(LottieContours.cubics(of: Arc(center: .zero, radius: 5000, startAngle: 0, endAngle: 2 * .pi, clockwise: true),
                                      tolerance: 0.05).count > 4)
    }

    @Test func pathsBecomeContoursOnePerSubpath() {
        let path = Path {
            $0.move(to: Point(0, 0))
            $0.line(to: Point(10, 0))
            $0.quad(to: Point(10, 10), control: Point(20, 5))
            $0.close()
            $0.move(to: Point(30, 0))
            $0.arc(center: Point(30, 10), radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
            $0.close()
        }
        let contours = LottieContours.contours(of: path, closingAll: false, tolerance: 0.01)
        #expect(contours.count == 2)
        #expect(contours[0].closed && contours[0].vertices == [Point(0, 0), Point(10, 0), Point(10, 10)])
        // The quadratic raised exactly: controls two thirds of the way to (20, 5).
        #expect(contours[0].outTangents[1].distance(to: Point(20.0 / 3, 10.0 / 3)) < 1e-9)
        #expect(contours[0].inTangents[2].distance(to: Point(20.0 / 3, -10.0 / 3)) < 1e-9)
        // The full circle comes back to its start: four vertices, the last segment closing it.
        #expect(contours[1].closed && contours[1].count == 4)
        #expect(contours[1].inTangents[0] != .zero)
    }

    /// Keyframes reproduce every frame's sample within the tolerance, holding
    /// across structure changes and never interpolating between them.
    @Test func keyframesReproduceEveryFrame() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 1...120, using: &random)
            var value = 0.0, velocity = 0.0, structure = 0
            var samples: [[Double]?] = [], structures: [Int] = []
            for _ in 0..<count {
                if Int.random(in: 0..<10, using: &random) == 0 { velocity = Double.random(in: -3...3, using: &random) }
                if Int.random(in: 0..<20, using: &random) == 0 { structure += 1; value += 50 }
                value += velocity
                let hidden = Int.random(in: 0..<15, using: &random) == 0
                samples.append(hidden ? nil : [value, value / 2])
                structures.append(structure)
            }
            let property = LottieProperty(samples, structure: structures, tolerance: 0.1)
            let frames = property.keyframes
            for f in 0..<count {
                guard let sample = samples[f] else { continue }
                let shown = Self.value(at: f, frames)
                #expect(zip(shown, sample).allSatisfy { abs($0 - $1) <= 0.1 + 1e-9 }, "frame \(f): \(shown) for \(sample)")
            }
            // Hidden frames take the structure of the frame shown before them.
            let shown = ItemTimeline.filled(samples.indices.map { samples[$0] == nil ? nil : structures[$0] })
            for (a, b) in zip(frames, frames.dropFirst()) where !a.hold {
                #expect(shown[a.frame] == shown[b.frame], "a linear keyframe across a structure change")
            }
        }
    }

    @Test func aSteadyRampIsTwoKeyframesAndAStepIsAHold() {
        let ramp = LottieProperty((0...100).map { [Double($0) * 2] }, tolerance: 0.1)
        #expect(ramp.keyframes.map(\.frame) == [0, 100])
        #expect(ramp.keyframes.allSatisfy { !$0.hold })
        let still = LottieProperty((0...50).map { _ in [4.0] }, tolerance: 0.1)
        #expect(still.keyframes.count == 1)
        #expect(still.scalarJSON == .object([("a", .lottie(0)), ("k", .lottie(4))]))
        // Shown from frame 10 to 19 only: opacity 0, held, then 100, held, then 0.
        let visible = LottieProperty((0..<30).map { [(10..<20).contains($0) ? 100.0 : 0] },
                                     structure: (0..<30).map { (10..<20).contains($0) ? 1 : 0 }, tolerance: 0.5)
        #expect(visible.keyframes == [.init(frame: 0, value: [0], hold: true), .init(frame: 10, value: [100], hold: true),
                                      .init(frame: 20, value: [0], hold: false)])
        #expect(visible.scalarJSON.text(.compact).contains(#"{"t":0,"s":[0],"h":1}"#))
    }

    /// The value a player shows at frame f: along the keyframe's curve (a
    /// line, or its Bézier easing) to the next, held after a hold.
    static func value(at f: Int, _ frames: [LottieProperty.Keyframe]) -> [Double] {
        guard let next = frames.firstIndex(where: { $0.frame >= f }) else { return frames.last!.value }
        let b = frames[next]
        if b.frame == f || next == 0 { return b.value }
        let a = frames[next - 1]
        if a.hold { return a.value }
        let u = Double(f - a.frame) / Double(b.frame - a.frame)
        let t = a.spline.map { Self.bezier($0, at: u) } ?? u
        return a.value.indices.map { a.value[$0] + (b.value[$0] - a.value[$0]) * t }
    }

    /// The progress of the easing `x1 y1 x2 y2` at time fraction `u`, as a
    /// player finds it: x solved by bisection, then y.
    static func bezier(_ c: [Double], at u: Double) -> Double {
        func axis(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        guard u > 0, u < 1 else { return u <= 0 ? 0 : 1 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if axis(c[0], c[2], mid) < u { low = mid } else { high = mid }
        }
        return axis(c[1], c[3], (low + high) / 2)
    }

    static let easeInEaseOut = SplineReduction.Easing(CubicBezier(0.42, 0, 0.58, 1))
    static let easeIn = SplineReduction.Easing(CubicBezier(0.42, 0, 1, 1))

    @Test func aWholeEasedTrackIsOneSegmentWithTheScenesCurve() {
        // Still until frame 10, eased from 0 to 100 by frame 40, still to 60.
        let eased = (0...60).map { f -> [Double]? in [100 * Self.bezier([0.42, 0, 0.58, 1], at: min(max(Double(f - 10) / 30, 0), 1))] }
        let property = LottieProperty(eased, tolerance: 0.1, easings: [Self.easeIn, Self.easeInEaseOut])
        #expect(property.keyframes == [.init(frame: 0, value: [0], hold: false), .init(frame: 10, value: [0], hold: false,
                                       spline: [0.42, 0, 0.58, 1]), .init(frame: 40, value: [100], hold: false)])
        #expect(property.scalarJSON.text(.compact).contains(#"{"t":10,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}}"#))
        // Without the curve, the same track takes a line every few frames.
        let straight = LottieProperty(eased, tolerance: 0.1)
        #expect(straight.keyframes.count > 8 && straight.keyframes.allSatisfy { $0.spline == nil })
        // A track that starts between frames, a spring's overshoot, two tracks
        // in a row: not one curve exactly, so lines within the tolerance, and
        // each whole eased track after a rest still finds its curve.
        let shifted: [Double] = (0...60).map { f in
            100 * Self.bezier([0.42, 0, 0.58, 1], at: min(max((Double(f) - 10.5) / 30, 0), 1))
        }
        let spring: [Double] = (0...90).map { f in
            let t = Double(max(f - 5, 0))
            let decay: Double = exp(-t / 8) * cos(t / 4)
            return 100 * (1 - decay)
        }
        let twoTracks: [Double] = (0...90).map { f in
            if f < 40 { return 50 * Self.bezier([0.42, 0, 1, 1], at: Double(f) / 40) }
            return 50 + 50 * Self.bezier([0.42, 0, 0.58, 1], at: min(max(Double(f - 45) / 30, 0), 1))
        }
        let cases = [shifted, spring, twoTracks]
        for (n, samples) in cases.enumerated() {
            let frames = LottieProperty(samples.map { [$0] }, tolerance: 0.1, easings: [Self.easeIn, Self.easeInEaseOut]).keyframes
            for f in samples.indices {
                #expect(abs(Self.value(at: f, frames)[0] - samples[f]) <= 0.1 + 1e-9, "case \(n), frame \(f)")
            }
            let splines = frames.compactMap(\.spline)
            #expect(splines == [[], [], [[0.42, 0, 1, 1], [0.42, 0, 0.58, 1]]][n], "case \(n): \(frames)")
        }
    }
}

/// Text that changes: each glyph in its place is written once and shown
/// where the text has it there.
@Suite struct LottieGlyphGroupTests {
    static func glyph(_ key: String, at x: Double) -> LottieGlyph {
        let box = Path {
            $0.move(to: Point(0, 0))
            $0.line(to: Point(5, 0))
            $0.line(to: Point(5, -7))
            $0.close()
        }
        return LottieGlyph(key: key, outline: box, offset: Point(x, 0))
    }

    @Test func eachGlyphInItsPlaceIsOneGroupShownWhereTheTextHasIt() throws {
        // "1%", "2%", "1%", not drawn, "12%": the digit 1 at x 0 serves frames 0, 2 and 4.
        let frames: [[LottieGlyph]?] = [
            [Self.glyph("1", at: 0), Self.glyph("%", at: 6)],
            [Self.glyph("2", at: 0), Self.glyph("%", at: 6)],
            [Self.glyph("1", at: 0), Self.glyph("%", at: 6)],
            nil,
            [Self.glyph("1", at: 0), Self.glyph("2", at: 6), Self.glyph("%", at: 12)],
        ]
        let fill = JSON.object([("ty", .string("fl"))])
        let groups = try #require(LottieGlyphGroups.groups(frames, fill: fill, tolerance: 0.1))
        #expect(groups.count == 5, "1@0, %@6, 2@0, 2@6, %@12")
        let texts = groups.map { $0.text(.compact) }
        // The 1 at x 0: shown at frames 0, held hidden at 1, shown from 2 (frame 3 draws nothing at all).
        #expect(texts[0].contains(#""o":{"a":1,"k":[{"t":0,"s":[100],"h":1},{"t":1,"s":[0],"h":1},{"t":2,"s":[100]}]}"#), "\(texts[0])")
        #expect(texts[0].contains(#""p":{"a":0,"k":[0,0]}"#) && texts[1].contains(#""p":{"a":0,"k":[6,0]}"#))
        // Every group has its static outline and the text's fill.
        #expect(texts.allSatisfy { $0.contains(#"{"ty":"sh","ks":{"a":0,"#) && $0.contains(#"{"ty":"fl"}"#) })
        // A text that never changes is its outlines once: no groups.
        let still = Array(repeating: [Self.glyph("1", at: 0), Self.glyph("%", at: 6)] as [LottieGlyph]?, count: 20)
        #expect(LottieGlyphGroups.groups(still, fill: fill, tolerance: 0.1) == nil)
    }
}
