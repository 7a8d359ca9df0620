import Foundation
import ReelGeometry
import ReelRaster
import Testing

@testable import ReelScene

/// `frame --overlay`: the outlines land on the layout's boxes in their
/// role's colour, every other pixel is the frame's own, and the frame
/// without the overlay is drawn exactly as before.
@Suite struct DebugOverlayTests {
    @Test(arguments: [("telegram-followers", 2.5), ("donut-progress", 1.0), ("device-activity", 3.5)])
    func overlayAddsOnlyOutlinesInTheirColours(_ preset: String, _ t: Double) throws {
        let scene = try MirrorFrames.scene(preset)
        var renderer = FrameRenderer(scene: scene)
        let plain = try renderer.canvas(at: t), overlay = try renderer.canvas(at: t, overlay: true)
        let before = try Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight,
                                background: scene.canvas.background ?? .clear)
        try renderer.draw(at: t, on: before)
        #expect(try plain.pngData() == before.pngData(), "without --overlay the frame is the frame drawn as before")
        let colours = Set((DebugOverlay.roleColors.map(\.color) + [DebugOverlay.plotColor, DebugOverlay.clipColor]).map(Self.key))
        var changed = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let a = plain.rgba8(x: x, y: y), b = overlay.rgba8(x: x, y: y)
                guard a != b else { continue }
                changed += 1
                #expect(colours.contains([b.r, b.g, b.b, b.a]), "\(preset) at \(x),\(y): \(b) is no overlay colour")
                if !colours.contains([b.r, b.g, b.b, b.a]) { return }
            }
        }
        #expect(changed > 0)
        // Each visible item's top-left corner pixel carries an overlay colour
        // (its own, or that of an outline drawn later over it).
        let layout = renderer.layout(at: t)
        for item in layout.items where item.opacity > 0 {
            guard let bounds = item.bounds else { continue }
            let edges = DebugOverlay.pixelEdges(of: bounds, scale: scene.canvas.scale)
            guard edges.left >= 0, edges.top >= 0, edges.left < plain.width, edges.top < plain.height else { continue }
            let p = overlay.rgba8(x: edges.left, y: edges.top)
            #expect(colours.contains([p.r, p.g, p.b, p.a]), "\(preset): \(item.id)'s corner")
        }
    }

    /// The last visible item is outlined last: its left edge is its role's colour.
    @Test func lastItemsEdgeIsItsRolesColour() throws {
        let scene = try MirrorFrames.scene("donut-progress")
        var renderer = FrameRenderer(scene: scene)
        let overlay = try renderer.canvas(at: 1, overlay: true)
        let item = try #require(renderer.layout(at: 1).items.last { $0.opacity > 0 && $0.bounds != nil })
        let edges = DebugOverlay.pixelEdges(of: item.bounds!, scale: scene.canvas.scale)
        let expected = Self.key(DebugOverlay.color(of: item.role))
        for y in edges.top...edges.bottom {
            let p = overlay.rgba8(x: edges.left, y: y)
            #expect([p.r, p.g, p.b, p.a] == expected, "\(item.id) at \(edges.left),\(y)")
        }
    }

    static func key(_ color: Color) -> [Int] {
        let c = color.rgba8
        return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
    }
}
