import Foundation
import ReelGeometry
import Testing

@testable import ReelVector

/// A solid fill whose path only moves and scales along the axes is written
/// once, with its transform animated; anything else keeps its `d` per frame.
@Suite struct AffineTrackTests {
    /// Six bars on a baseline at y 100, at `growth` of their heights, shifted by `shift`.
    static func bars(_ growth: Double, shift: Double = 0, odd: Int? = nil) -> Path {
        Path {
            for (i, height) in [30.0, 55, 20, 70, 45, 60].enumerated() {
                let h = height * (i == odd ? growth * growth : growth)
                let x = 10 + Double(i) * 12 + shift
                $0.move(to: Point(x, 100))
                $0.line(to: Point(x + 8, 100))
                $0.line(to: Point(x + 8, 100 - h))
                $0.line(to: Point(x, 100 - h))
                $0.close()
            }
        }
    }

    static let growth = (0..<20).map { Double($0) / 19 }

    @Test func barsGrowingFromTheirBaselineAreOnePathAndATransform() throws {
        let items: [DisplayItem?] = Self.growth.map { .fill(Self.bars($0, shift: 3 * $0), .solid(.black), rule: .nonZero) }
        let units = Array(repeating: 0.05, count: items.count)
        let track = try #require(AffineTrack(items, units: units))
        // The reference is the tallest frame: every scale is at most 1.
        #expect(track.largestScale <= 1 + 1e-9)
        guard case .fill(let reference, _, _) = track.reference else { Issue.record("not a fill"); return }
        let base = try #require(AffineTrack.points(of: reference)).points
        for (f, item) in items.enumerated() {
            guard case .fill(let path, _, _)? = item, let part = track.parts[f] else { Issue.record("frame \(f)"); continue }
            for (p, b) in zip(try #require(AffineTrack.points(of: path)).points, base) {
                #expect(abs(part.translate[0] + part.scale[0] * b.x - p.x) <= units[f] / 2
                        && abs(part.translate[1] + part.scale[1] * b.y - p.y) <= units[f] / 2, "frame \(f)")
            }
        }
        // Through the writer: one d, its scale and translation animated.
        let lists = items.map { DisplayList([$0!]) }
        let svg = try SVGWriter().animation(of: ItemTimeline(lists), timing: SVGTiming(frameCount: 20, fps: 20),
                                            size: Size(100, 120), scale: 1, background: nil)
        #expect(!svg.contains("attributeName=\"d\"") && svg.components(separatedBy: " d=\"").count == 2, "\(svg)")
        #expect(svg.contains("type=\"scale\"") && svg.contains("type=\"translate\""), "\(svg)")
    }

    @Test func lottieWritesTheBarsOnceWithAnAnimatedScale() throws {
        let lists = Self.growth.map { DisplayList([.fill(Self.bars($0, shift: 3 * $0), .solid(.black), rule: .nonZero)]) }
        var writer = LottieWriter()
        let document = try writer.document(for: ItemTimeline(lists), fps: 20, size: Size(100, 120), scale: 1, background: nil)
        let shapes = document.components(separatedBy: #"{"ty":"sh","ks":"#).dropFirst()
        #expect(shapes.count == 6 && shapes.allSatisfy { $0.hasPrefix(#"{"a":0,"#) }, "six bars, each a static contour")
        #expect(document.contains(#""s":{"a":1,"k":[{"t":0,"s":[100,0]"#), "\(document.suffix(600))")
    }

    @Test func whatIsNotOnePathMovedAndScaledKeepsItsFrames() {
        let units = Array(repeating: 0.05, count: Self.growth.count)
        // One bar grows on another curve than the others.
        let uneven: [DisplayItem?] = Self.growth.map { .fill(Self.bars($0, odd: 3), .solid(.black), rule: .nonZero) }
        #expect(AffineTrack(uneven, units: units) == nil)
        // A gradient would be scaled with the path.
        let gradient = Paint.linearGradient(LinearGradient(Gradient(colors: [.black, .white]), from: Point(0, 0), to: Point(0, 100)))
        #expect(AffineTrack(Self.growth.map { .fill(Self.bars($0), gradient, rule: .nonZero) }, units: units) == nil)
        // The same path in every frame has nothing to animate.
        #expect(AffineTrack(Self.growth.map { _ in .fill(Self.bars(1), .solid(.black), rule: .nonZero) }, units: units) == nil)
        // A small path costs less as d.
        let square: [DisplayItem?] = Self.growth.map { g in
            .fill(Path { $0.move(to: Point(0, 0)); $0.line(to: Point(g * 10, 0)); $0.line(to: Point(g * 10, 10)); $0.close() },
                  .solid(.black), rule: .nonZero)
        }
        #expect(AffineTrack(square, units: units) == nil)
    }
}
