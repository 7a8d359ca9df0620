import Foundation
import ReelTiming
import Testing
import TestSupport

@testable import ReelGeometry
@testable import ReelVector

/// The pieces of animated SVG on their own: eased segments, transforms
/// taken apart and put back, key times, compact numbers.
@Suite struct SVGAnimationTests {
    /// Over random eased and sprung curves, every sample is within the
    /// tolerance of the kept keys' curves, and a whole ease-in-out is one
    /// segment when its curve is among the easings.
    @Test func splineKeysCarryEverySample() {
        var random = SplitMix64(seed: 7)
        let smoothstep = SplineReduction.Easing(CubicBezier(0.42, 0, 0.58, 1))
        for _ in 0..<100 {
            let count = Int.random(in: 10...120, using: &random)
            let times = (0..<count).map { Double($0) / 60 }
            let amplitude = Double.random(in: 1...300, using: &random), damping = Double.random(in: 2...9, using: &random)
            let values = times.map { t in [amplitude * (1 - exp(-damping * t) * cos(12 * t)), 5] }
            let keys = SplineReduction.kept(times: times, values: values, tolerance: 0.1, easings: [smoothstep])
            #expect(keys.first?.index == 0 && keys.last?.index == count - 1)
            for i in 0..<count {
                let value = Self.evaluate(i, keys: keys, times: times, values: values, easings: [smoothstep])
                for c in 0..<2 { #expect(abs(value[c] - values[i][c]) <= 0.1 + 1e-9, "sample \(i) of \(count)") }
            }
        }
        let times = (0...48).map { Double($0) / 60 }
        let eased = times.map { [100 * smoothstep.progress($0 / 0.8)] }
        #expect(SplineReduction.kept(times: times, values: eased, tolerance: 1e-3, easings: [smoothstep]).map(\.index) == [0, 48])
    }

    static func evaluate(_ i: Int, keys: [SplineReduction.Key], times: [Double], values: [[Double]],
                         easings: [SplineReduction.Easing]) -> [Double] {
        guard let after = keys.firstIndex(where: { $0.index >= i }), keys[after].index != i, after > 0 else { return values[i] }
        let a = keys[after - 1].index, b = keys[after].index, spline = keys[after].spline!
        let u = (times[i] - times[a]) / (times[b] - times[a])
        let p = easings.first { $0.controls == spline }?.progress(u) ?? SplineReduction.progress(u, spline)
        return values[a].indices.map { values[a][$0] + (values[b][$0] - values[a][$0]) * p }
    }

    /// A transform taken apart into translate, rotate, skewX and scale
    /// comes back as the same matrix.
    @Test func transformPartsRebuildTheMatrix() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let t = ReelGeometry.AffineTransform(a: .random(in: -3...3, using: &random), b: .random(in: -3...3, using: &random),
                                    c: .random(in: -3...3, using: &random), d: .random(in: -3...3, using: &random),
                                    tx: .random(in: -100...100, using: &random), ty: .random(in: -100...100, using: &random))
            guard abs(t.a * t.d - t.b * t.c) > 0.05 else { continue }
            let parts = SVGTransformParts.frames([t], units: [0.05])[0]
            var rebuilt: ReelGeometry.AffineTransform = .identity
            for (name, value) in parts.reversed() {
                let n = value.numbers
                let step: ReelGeometry.AffineTransform
                switch name {
                case "transform:translate", "transform:translate#pivot": step = .translation(n[0], n[1])
                case "transform:rotate": step = .rotation(n[0] * .pi / 180)
                case "transform:skewX": step = ReelGeometry.AffineTransform(a: 1, b: 0, c: tan(n[0] * .pi / 180), d: 1, tx: 0, ty: 0)
                default: step = .scale(n[0], n.count > 1 ? n[1] : n[0])
                }
                rebuilt = rebuilt.concatenating(step)
            }
            for (x, y) in [(t.a, rebuilt.a), (t.b, rebuilt.b), (t.c, rebuilt.c), (t.d, rebuilt.d), (t.tx, rebuilt.tx), (t.ty, rebuilt.ty)] {
                #expect(abs(x - y) < 1e-6, "\(t) came back as \(rebuilt)")
            }
        }
    }

    /// A popup growing from its anchor animates its scale alone, about a
    /// fixed point in wrapping groups.
    @Test func scalingAboutAPointAnimatesOnlyTheScale() {
        let anchor = Point(120, 80)
        let transforms = (0...20).map { f -> ReelGeometry.AffineTransform in
            let s = 0.4 + 0.03 * Double(f)
            return ReelGeometry.AffineTransform.translation(-anchor.x, -anchor.y).concatenating(.scale(s, s)).concatenating(.translation(anchor.x, anchor.y))
        }
        let frames = SVGTransformParts.frames(transforms, units: Array(repeating: 0.05, count: 21))
        let parts = frames[0].indices.map { k -> (type: String, values: [SVGValue]) in
            let name = frames[0][k].name.dropFirst("transform:".count)
            return (String(name.prefix { $0 != "#" }), frames.map { $0[k].value })
        }
        let written = SVGTransformParts.written(parts, timing: SVGTiming(frameCount: 21, fps: 20), wrappable: true, clipped: false)
        #expect(written.outer == "translate(120 80)")
        #expect(written.inner == "translate(-120 -80)")
        #expect(written.animations.contains("type=\"scale\"") && !written.animations.contains("translate"), "\(written.animations)")
    }

    /// A step comes a quarter of a frame before its frame, so the frame's
    /// own time shows it; the key times hold a tenth of a frame.
    @Test func discreteStepsComeJustBeforeTheirFrame() throws {
        let timing = SVGTiming(frameCount: 100, fps: 50)
        let values = (0..<100).map { SVGValue.literal($0 < 40 ? "none" : "inline") }
        let keyframes = try #require(SVGAnimation.keyframes(values, ids: [:], timing: timing))
        #expect(keyframes == "calcMode=\"discrete\" values=\"none;inline\" keyTimes=\"0;.398\"")
        #expect(SVGAnimation.keyframes(Array(repeating: .literal("x"), count: 5), ids: [:], timing: timing) == nil)
        // A straight run keeps its ends, and the last frame holds to the end.
        let ramp = (0..<100).map { SVGValue.number(Double(min($0, 50)), tolerance: 0.05) }
        #expect(SVGAnimation.keyframes(ramp, ids: [:], timing: timing) == "values=\"0;50;50\" keyTimes=\"0;.5;1\"")
    }

    @Test func numbersAreWrittenCompactly() {
        #expect(SVGValue.numbers([0.5, -0.25, 3], tolerance: 0.01).text() == ".5 -.25 3")
        var path = Path()
        path.move(to: Point(10, 10))
        path.line(to: Point(10.5, 9.75))
        path.line(to: Point(12, 12))
        #expect(SVGPathData.value(for: path, tolerance: 0.05).text() == "M10 10l.5-.25l1.5 2.25")
        #expect(SVGValue.color(Color(red: 1, green: 0.5, blue: 0)).text() == "#FF8000")
    }
}
