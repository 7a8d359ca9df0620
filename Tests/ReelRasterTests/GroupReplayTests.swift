import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

/// A rasterizer replays a big clipped group's pixels when it drew the same
/// group over the same pixels before (`GroupReplay`); whatever it saw
/// before, every drawing must equal what a fresh rasterizer draws.
@Suite struct GroupReplayTests {
    /// A clipped group of 250 thin bars: over `GroupReplay.minimumElements`.
    static func bars(height: Double, shift: Double = 0) -> DisplayItem {
        var path = Path()
        for i in 0..<250 {
            let x = 5 + Double(i) * 0.62 + shift, h = height * (0.4 + 0.6 * abs(sin(Double(i) * 0.7)))
            path.move(to: Point(x, 70)); path.line(to: Point(x + 0.4, 70)); path.line(to: Point(x + 0.4, 70 - h))
            path.line(to: Point(x, 70 - h)); path.close()
        }
        return .group(DisplayGroup([.fill(path, .solid(Color(red: 0.2, green: 0.4, blue: 0.9)))],
                                   clip: Rect(x: 4.5, y: 10.25, width: 150, height: 60)))
    }

    static func pixels(_ canvas: Canvas) -> [UInt8] { canvas.rgbaBytes() }

    /// Draws `items` over a background of `color` with `rasterizer`.
    static func draw(_ items: [DisplayItem], over color: Color, with rasterizer: inout Rasterizer) throws -> [UInt8] {
        let canvas = try Canvas(width: 170, height: 90, background: color)
        try rasterizer.draw(DisplayList(items), on: canvas)
        return pixels(canvas)
    }

    static func fresh(_ items: [DisplayItem], over color: Color) throws -> [UInt8] {
        var rasterizer = Rasterizer(scale: 1)
        return try draw(items, over: color, with: &rasterizer)
    }

    @Test func replaysOnlyWhatEqualsAFreshDrawing() throws {
        guard case .group(let group) = Self.bars(height: 40) else { return }
        let considered = GroupReplay.considers(group, clip: PixelClip(width: 170, height: 90))
        #expect(considered)
        var rasterizer = Rasterizer(scale: 1)
        let white = Color.white, grey = Color(red: 0.9, green: 0.9, blue: 0.9)
        let a = [Self.bars(height: 40)], b = [Self.bars(height: 40, shift: 0.4)]
        // Drawn twice (recorded), then again: replayed, and the same bytes.
        for _ in 0..<3 { #expect(try Self.draw(a, over: white, with: &rasterizer) == Self.fresh(a, over: white)) }
        // The same group over other pixels must be drawn, not replayed.
        #expect(try Self.draw(a, over: grey, with: &rasterizer) == Self.fresh(a, over: grey))
        // Another group at the same place, then back: each drawn as it is.
        #expect(try Self.draw(b, over: white, with: &rasterizer) == Self.fresh(b, over: white))
        for _ in 0..<3 { #expect(try Self.draw(a, over: white, with: &rasterizer) == Self.fresh(a, over: white)) }
        // Something drawn under the group first changes what it is drawn over.
        let under: [DisplayItem] = [.fill(Path(rect: Rect(x: 20, y: 20, width: 40, height: 40)), .solid(.black))]
        #expect(try Self.draw(under + a, over: white, with: &rasterizer) == Self.fresh(under + a, over: white))
        // Drawing a replayed group differs from the background: it really drew.
        #expect(try Self.fresh(a, over: white) != Self.fresh([], over: white))
    }
}
