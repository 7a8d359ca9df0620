import ReelGeometry
@testable import ReelVector
import TestSupport
import Testing

@testable import ReelRaster

/// A rectangle item draws the pixels of `Path(rect:)` filled with the same
/// paint, whether it takes the whole-pixel fast path or the coverage mask,
/// and whatever group, clip, transform, scale or mirroring it is drawn under.
@Suite struct RectItemTests {
    /// Sides on whole pixels, on half pixels, or anywhere; sizes sometimes
    /// zero or negative; places sometimes off the 64x48 canvas.
    static func randomRect(_ rng: inout SplitMix64) -> Rect {
        func coordinate(_ range: ClosedRange<Double>) -> Double {
            switch Int.random(in: 0...2, using: &rng) {
            case 0: return Double(Int(Double.random(in: range, using: &rng)))
            case 1: return Double(Int(Double.random(in: range, using: &rng))) + 0.5
            default: return Double.random(in: range, using: &rng)
            }
        }
        return Rect(x: coordinate(-12...66), y: coordinate(-12...50), width: coordinate(-4...44), height: coordinate(-4...34))
    }

    static func randomPaint(_ rng: inout SplitMix64) -> Paint {
        switch Int.random(in: 0...3, using: &rng) {
        case 0: return .solid(Color(red: 0.9, green: 0.3, blue: 0.1))
        case 1: return .solid(Color(red: 0.1, green: 0.6, blue: 0.8, alpha: 0.4))
        case 2: return .solid(Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.02))
        default: return .linearGradient(LinearGradient(Gradient(colors: [.black, Color(red: 1, green: 0.5, blue: 0)]),
                                                       from: Point(0, 0), to: Point(60, 20)))
        }
    }

    /// The item alone, or inside a group with a clip (on whole pixels or
    /// not), a transform (a shift, a quarter turn, a tilt, a zoom) and an
    /// opacity.
    static func randomContext(_ rng: inout SplitMix64) -> (DisplayItem) -> DisplayItem {
        guard Bool.random(using: &rng) else { return { $0 } }
        let clips: [Rect?] = [nil, Rect(x: 8, y: 6, width: 40, height: 30), Rect(x: 7.3, y: 5.6, width: 33.1, height: 20.2)]
        let transforms: [AffineTransform] = [.identity, .translation(3, -2), .translation(0.25, 0.5),
                                              AffineTransform.rotation(.pi / 2).concatenating(.translation(48, 0)),
                                              .rotation(0.3), .scale(2, 2)]
        let clip = clips.randomElement(using: &rng)!, transform = transforms.randomElement(using: &rng)!
        let opacity = [1, 1, 0.6].randomElement(using: &rng)!
        return { .group(DisplayGroup([$0], opacity: opacity, clip: clip, transform: transform)) }
    }

    static func drawn(_ list: DisplayList, scale: Double, transparent: Bool) throws -> [Int32] {
        let canvas = try FillFastPathTests.patterned(transparent: transparent)
        var rasterizer = Rasterizer(scale: scale)
        try rasterizer.draw(list, on: canvas)
        return FillFastPathTests.pixels(canvas)
    }

    @Test func rectanglesDrawTheirPathsPixels() throws {
        var rng = SplitMix64(seed: 0x5EC7)
        for n in 0..<400 {
            let rect = Self.randomRect(&rng), paint = Self.randomPaint(&rng), context = Self.randomContext(&rng)
            let scale = [1, 1, 2, 1.5, 0.5].randomElement(using: &rng)!, transparent = Bool.random(using: &rng)
            var asRect = DisplayList([context(.rect(rect, paint))])
            var asPath = DisplayList([context(.fill(Path(rect: rect), paint))])
            if n % 3 == 0 {
                let axis = [32, 20.5, 31.7].randomElement(using: &rng)!
                asRect = asRect.mirrored(aboutX: axis)
                asPath = asPath.mirrored(aboutX: axis)
            }
            #expect(try Self.drawn(asRect, scale: scale, transparent: transparent)
                    == Self.drawn(asPath, scale: scale, transparent: transparent),
                    "case \(n): \(rect) at scale \(scale), \(asRect)")
        }
    }

    /// A whole-canvas opaque rectangle first in the list stands for the
    /// background, as its path does.
    @Test func anOpaqueRectangleOverTheWholeCanvasIsTheBackground() throws {
        for (rect, scale) in [(Rect(x: 0, y: 0, width: 32, height: 24), 2.0), (Rect(x: 0, y: 0, width: 64, height: 47.5), 1)] {
            var pixels: [[Int32]] = []
            for item in [DisplayItem.rect(rect, .solid(.white)), .fill(Path(rect: rect), .solid(.white))] {
                let canvas = try FillFastPathTests.patterned()
                var rasterizer = Rasterizer(scale: scale)
                try rasterizer.draw(DisplayList([item]), on: canvas, over: Color(red: 0, green: 0, blue: 1))
                pixels.append(FillFastPathTests.pixels(canvas))
            }
            #expect(pixels[0] == pixels[1], "\(rect)")
        }
    }

    @Test func wholePixelCornersInAWholePixelClipMakeABox() {
        let clip = PixelClip(width: 64, height: 48)
        let rect = Rect(x: 2, y: 3.5, width: 10, height: 6)
        #expect(PixelBox(corners: rect.corners(.identity), within: clip) == nil, "a side between pixels")
        #expect(PixelBox(corners: rect.corners(.scale(2, 2)), within: clip) == PixelBox(minColumn: 4, minRow: 7, maxColumn: 24, maxRow: 19))
        #expect(PixelBox(corners: rect.corners(.rotation(0.3)), within: clip) == nil)
        #expect(PixelBox(corners: rect.corners(.scale(2, 2)), within: PixelClip(minX: 0, minY: 0, maxX: 10.5, maxY: 48)) == nil)
        #expect(PixelBox(corners: Rect(x: 70, y: 3, width: 10, height: 6).corners(.identity), within: clip) == nil, "outside")
        #expect(PixelBox(corners: Rect(x: 12, y: 9, width: -10, height: -6).corners(.identity), within: clip)
                == PixelBox(minColumn: 2, minRow: 3, maxColumn: 12, maxRow: 9), "drawn either way round")
    }

    /// The corners are the ones `Path(rect:)` flattens to, in its order.
    @Test func cornersAreThePathsFlattenedPoints() {
        var rng = SplitMix64(seed: 0xC0)
        for _ in 0..<100 {
            let rect = Self.randomRect(&rng)
            for transform in [AffineTransform.identity, .scale(1.5, 1.5), .rotation(0.7), .translation(0.1, 0.2)] {
                let path = Path(rect: rect).flattened(tolerance: Rasterizer.flatteningTolerance, transform: transform)
                #expect(path.map(\.points) == [rect.corners(transform)])
            }
        }
    }

    /// A rectangle weighs what its path does when a group is weighed for replaying.
    @Test func rectanglesCountAsTheirPathsForReplay() {
        let clip = PixelClip(width: 64, height: 48), box = Rect(x: 0, y: 0, width: 64, height: 48)
        let rects = (0..<200).map { DisplayItem.rect(Rect(x: Double($0 % 60), y: 1, width: 1, height: 1), .solid(.black)) }
        #expect(GroupReplay.considers(DisplayGroup(rects, clip: box), clip: clip))
        #expect(!GroupReplay.considers(DisplayGroup(Array(rects.dropLast()), clip: box), clip: clip))
    }

    @Test func svgWritesARectElement() throws {
        var writer = SVGWriter()
        let list = DisplayList([.rect(Rect(x: 4, y: 2, width: 10, height: 6), .solid(.black)),
                                .rect(Rect(x: 14, y: 8, width: -10, height: -6), .solid(.white))])
        let svg = try writer.document(for: list, size: Size(20, 10), scale: 1, background: nil)
        #expect(svg.contains("<rect x=\"4\" y=\"2\" width=\"10\" height=\"6\" fill=\"#000000\"/>"), "\(svg)")
        #expect(svg.contains("<rect x=\"4\" y=\"2\" width=\"10\" height=\"6\" fill=\"#FFFFFF\"/>"), "\(svg)")
    }
}
