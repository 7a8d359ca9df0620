import ReelScene
import Foundation
import ReelRaster
import Testing

/// Golden-frame comparison. A rendered frame matches its golden PNG when no
/// channel of any pixel differs by more than `GoldenFrames.tolerance` (of 255):
/// enough to absorb rounding differences between FreeType builds, far too
/// little to hide a moved edge or a wrong colour.
///
/// `make goldens` (CHARTREEL_UPDATE_GOLDENS=1) re-records them instead.
enum GoldenFrames {
    static let tolerance = 3
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var updating: Bool { ProcessInfo.processInfo.environment["CHARTREEL_UPDATE_GOLDENS"] == "1" }

    static func preset(_ name: String) throws -> Scene {
        try SceneLoader.load(contentsOf: repositoryRoot.appendingPathComponent("Presets/\(name).json"))
    }

    /// Compares `canvas` with golden `name`.png, or records it when updating.
    static func check(_ canvas: Canvas, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if updating {
            try Data(try canvas.pngData(compressionLevel: 9)).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("golden \(url.path) is missing; run `make goldens` to record it", sourceLocation: sourceLocation)
            return
        }
        let golden = try Canvas(pngData: [UInt8](data))
        #expect(golden.width == canvas.width && golden.height == canvas.height, sourceLocation: sourceLocation)
        guard golden.width == canvas.width, golden.height == canvas.height else { return }
        var differing = 0, worst = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let a = canvas.rgba8(x: x, y: y), b = golden.rgba8(x: x, y: y)
                let d = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a))
                worst = max(worst, d)
                if d > tolerance { differing += 1 }
            }
        }
        if differing > 0 {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name).png")
            try? Data(try canvas.pngData()).write(to: actual)
            Issue.record("\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)); actual frame: \(actual.path)",
                         sourceLocation: sourceLocation)
        }
    }
}
