import Foundation
import ReelGeometry
import ReelRaster
import TestSupport
import Testing

/// The in-process SSIM is ffmpeg's: pairs of pictures (drawn shapes moved
/// by a fraction of a pixel, recoloured, blurred by noise, sizes that are
/// no multiple of 4, pictures that share nothing) score what ffmpeg's
/// `ssim` filter prints for the same PNGs, to its 6 printed decimals.
/// (Widths 8 to 11 pixels past a multiple of 16 are left out: there
/// ffmpeg's SIMD path scores each row's last window as 1, see
/// `StructuralSimilarity`.)
@Suite struct StructuralSimilarityTests {
    static func drawn(width: Int, height: Int, shift: Double, colour: Color) throws -> Canvas {
        let canvas = try Canvas(width: width, height: height, background: .white)
        var rasterizer = Rasterizer(scale: 1)
        let items: [DisplayItem] = [
            .fill(Path(roundedRect: Rect(x: 7.3 + shift, y: 5.1, width: Double(width) / 2, height: Double(height) / 3), radius: 6),
                  .solid(colour)),
            .stroke(Path { $0.move(to: Point(3, Double(height) - 4)); $0.line(to: Point(Double(width) - 5, 6 + shift)) },
                    StrokeStyle(width: 3.5), .solid(Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8))),
        ]
        try rasterizer.draw(DisplayList(items), on: canvas)
        return canvas
    }

    /// `canvas` with every sample moved by up to ±`amount`, from `seed`.
    static func noisy(_ canvas: Canvas, amount: Int, seed: UInt64) throws -> Canvas {
        var random = SplitMix64(seed: seed)
        var bytes = canvas.rgbaBytes()
        for k in bytes.indices where k % 4 != 3 {
            bytes[k] = UInt8(clamping: Int(bytes[k]) + Int.random(in: -amount...amount, using: &random))
        }
        return try bytes.withUnsafeBytes { try Canvas(rgba: $0, width: canvas.width, height: canvas.height) }
    }

    static func pairs() throws -> [(String, Canvas, Canvas)] {
        let blue = Color(red: 0.2, green: 0.5, blue: 0.9)
        let base = try drawn(width: 160, height: 96, shift: 0, colour: blue)
        let odd = try drawn(width: 207, height: 117, shift: 0, colour: blue)
        return [
            ("same", base, base),
            ("quarter-pixel", base, try drawn(width: 160, height: 96, shift: 0.25, colour: blue)),
            ("two pixels", base, try drawn(width: 160, height: 96, shift: 2, colour: blue)),
            ("recoloured", base, try drawn(width: 160, height: 96, shift: 0, colour: Color(red: 0.9, green: 0.5, blue: 0.2))),
            ("noise", base, try noisy(base, amount: 12, seed: 7)),
            ("odd size", odd, try noisy(try drawn(width: 207, height: 117, shift: 0.5, colour: blue), amount: 3, seed: 8)),
            ("unrelated", try noisy(base, amount: 120, seed: 9), try noisy(base, amount: 120, seed: 10)),
        ]
    }

    @Test func scoresWhatFFmpegPrints() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var figures: Set<String> = []
        for (name, a, b) in try Self.pairs() {
            try Data(try a.pngData()).write(to: workspace.file("a.png"))
            try Data(try b.pngData()).write(to: workspace.file("b.png"))
            let report = try ProcessRunner.runTool("ffmpeg", ["-hide_banner", "-i", workspace.file("a.png").path,
                                                              "-i", workspace.file("b.png").path,
                                                              "-lavfi", "ssim", "-f", "null", "-"], package: "ffmpeg").stderrText
            let printed = try #require(report.range(of: #"All:[0-9.]+"#, options: .regularExpression).map { Double(report[$0].dropFirst(4)) ?? -1 },
                                       "\(report)")
            let ours = try #require(StructuralSimilarity.ssim(a, b))
            #expect(abs(ours - printed) <= 1e-6, "\(name): \(ours) in process, \(printed) from ffmpeg")
            figures.insert(String(format: "%.3f", ours))
        }
        // The pairs span the scale: the check is not of one figure.
        #expect(figures.count >= 6, "\(figures)")
    }

    @Test func differentSizesHaveNoScore() throws {
        let a = try Canvas(width: 16, height: 16, background: .white)
        #expect(StructuralSimilarity.ssim(a, try Canvas(width: 16, height: 17, background: .white)) == nil)
        #expect(StructuralSimilarity.ssim(try Canvas(width: 7, height: 16, background: .white),
                                          try Canvas(width: 7, height: 16, background: .white)) == nil)
        #expect(StructuralSimilarity.ssim(a, a) == 1)
    }
}
