import Foundation
import ReelGeometry
import ReelRaster
import Testing

@testable import ReelScene

/// Frames of presets with changed keys, drawn with or without text, and
/// how far one frame is from another's mirror image.
enum MirrorFrames {
    /// `preset` with `change` applied to its JSON object, at scale 1.
    static func scene(_ preset: String, _ change: (inout [String: Any]) -> Void = { _ in }) throws -> Scene {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(preset).json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        change(&object)
        let data = try JSONSerialization.data(withJSONObject: object)
        return try SceneLoader.decode(SourceText(name: url.path, bytes: [UInt8](data))).applying(SceneOverrides(scale: 1))
    }

    /// Sets `chart.key` to `value`.
    static func set(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
        { object in
            var chart = object["chart"] as? [String: Any] ?? [:]
            chart[key] = value
            object["chart"] = chart
        }
    }

    static func canvas(_ scene: Scene, at seconds: Double, text: Bool) throws -> Canvas {
        let canvas = try Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, background: .white)
        var list = FrameRenderer(scene: scene).displayList(at: seconds)
        if !text { list = list.withoutText() }
        var rasterizer = Rasterizer(scale: scene.canvas.scale)
        try rasterizer.draw(list, on: canvas)
        return canvas
    }

    /// The largest channel difference between `a` and `b` mirrored left to right.
    static func mirrorDifference(_ a: Canvas, _ b: Canvas) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba8(x: x, y: y), q = b.rgba8(x: b.width - 1 - x, y: y)
                worst = max(worst, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b), abs(p.a - q.a))
            }
        }
        return worst
    }
}
