import ReelScene
import Foundation
import ReelEncoding
import ReelRaster
import TestSupport
import Testing

/// Every output format, written by `Reel.render` and read back by other
/// tools: ffprobe for codec, pixel format, size, frames and duration;
/// ffmpeg (libvpx for WebM) or Pillow (WebP) for the pixels.
@Suite struct FormatTests {
    struct Expected: Sendable, CustomStringConvertible {
        let format: VideoFormat
        let codec: String
        let alphaPixels: String
        let opaquePixels: String
        /// Least SSIM of a decoded frame against the lossless frame.
        let ssim: Double
        var description: String { format.rawValue }
    }

    static let formats: [Expected] = [
        Expected(format: .gif, codec: "gif", alphaPixels: "bgra", opaquePixels: "bgra", ssim: 0.95),
        Expected(format: .mp4, codec: "h264", alphaPixels: "yuv420p", opaquePixels: "yuv420p", ssim: 0.95),
        // ffprobe reports VP9's alpha as a tag (alpha_mode), checked below; libvpx decodes it.
        Expected(format: .webm, codec: "vp9", alphaPixels: "yuv420p", opaquePixels: "yuv420p", ssim: 0.93),
        Expected(format: .apng, codec: "apng", alphaPixels: "rgba", opaquePixels: "rgb24", ssim: 0.999),
        Expected(format: .webp, codec: "webp", alphaPixels: "", opaquePixels: "", ssim: 0.999),
        Expected(format: .mov, codec: "prores", alphaPixels: "yuva444p", opaquePixels: "yuv444p", ssim: 0.99),
    ]

    private func render(_ scene: Scene, _ format: VideoFormat, in folder: URL, _ options: EncodeOptions = EncodeOptions()) throws -> URL {
        let output = folder.appendingPathComponent("out-\(UUID().uuidString.prefix(6)).\(format.traits.fileExtension)")
        var settings = try EncoderSettings()
        settings.options = options
        let report = try Reel.render(scene, to: output, format: format, options: RenderOptions(encoder: settings))
        #expect(report.frameCount == 10 && report.fps == 10)
        return output
    }

    @Test(arguments: formats)
    func transparentOutputKeepsItsAlpha(_ expected: Expected) throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try render(try FormatFixtures.scene(), expected.format, in: folder)
        try expectStructure(file, expected, alpha: true)
        let first = try FormatFixtures.decodedFrame(file, index: 0, width: 80, height: 60)
        let last = try FormatFixtures.decodedFrame(file, index: 9, width: 80, height: 60)
        let alpha = { (frame: [UInt8], x: Int, y: Int) in FormatFixtures.channel(frame, width: 80, x, y, 3) }
        if expected.format == .mp4 {
            #expect(alpha(first, 2, 2) == 255 && FormatFixtures.channel(first, width: 80, 2, 2, 0) < 20, "black, opaque")
            return
        }
        // Corners transparent; the red square opaque at first, gone once faded
        // (no trail of an earlier frame), the blue bar gone from where it started.
        for (x, y) in [(0, 0), (79, 0), (0, 59), (79, 59)] { #expect(alpha(first, x, y) < 16, "corner \(x),\(y)") }
        #expect(alpha(first, 20, 20) > 240 && FormatFixtures.channel(first, width: 80, 20, 20, 0) > 180)
        #expect(alpha(last, 20, 20) < 16, "the faded square left a trail")
        #expect(alpha(first, 10, 46) > 240 && alpha(last, 10, 46) < 16, "the bar left a trail")
        #expect(alpha(last, 62, 46) > 240)
    }

    @Test(arguments: formats)
    func decodedFrameMatchesTheLosslessFrame(_ expected: Expected) throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try FormatFixtures.scene(background: "#FFFFFF")
        let file = try render(scene, expected.format, in: folder)
        try expectStructure(file, expected, alpha: false)
        var renderer = FrameRenderer(scene: scene)
        let reference = try renderer.canvas(at: 0.3).rgbaBytes()
        let decoded = try FormatFixtures.decodedFrame(file, index: 3, width: 80, height: 60)
        let ssim = try FormatFixtures.ssim(decoded, reference, width: 80, height: 60, in: folder)
        print("format \(expected.format): decoded frame 3 against the lossless frame, SSIM \(String(format: "%.4f", ssim))")
        #expect(ssim >= expected.ssim, "SSIM \(ssim) of \(expected.format) frame 3")
    }

    private func expectStructure(_ file: URL, _ expected: Expected, alpha: Bool) throws {
        if expected.format == .webp {
            let webp = try WebPStructure(reading: file)
            #expect(webp.width == 80 && webp.height == 60 && webp.loopCount == 0)
            #expect((2...10).contains(webp.frames) && abs(webp.duration - 1) < 0.001, "\(webp.durations)")
            return
        }
        let probe = try FormatFixtures.Probe(file)
        #expect(probe.codec == expected.codec)
        #expect(probe.pixelFormat.hasPrefix(alpha ? expected.alphaPixels : expected.opaquePixels), "\(probe.pixelFormat)")
        #expect(probe.width == 80 && probe.height == 60 && probe.frames == 10)
        #expect(abs(probe.duration - 1) <= 0.02, "duration \(probe.duration)")
        if expected.format == .mov { #expect(probe.profile == "4444") }
        if expected.format == .webm { #expect(probe.alphaMode == (alpha ? "1" : "")) }
        if expected.format == .gif || expected.format == .apng { #expect(try LoopCount.read(file) == 0) }
    }

    @Test func framesFolderHoldsEveryFrameWithAlpha() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("frames", isDirectory: true)
        let report = try Reel.render(try FormatFixtures.scene(), to: target)
        #expect(report.format == .frames && report.frameCount == 10)
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(names == [".chartreel-frames"] + (0..<10).map { String(format: "%04d.png", $0) })
        let first = try Canvas(pngData: [UInt8](Data(contentsOf: target.appendingPathComponent("0000.png"))))
        var renderer = FrameRenderer(scene: try FormatFixtures.scene())
        #expect(first.rgbaBytes() == (try renderer.canvas(at: 0).rgbaBytes()), "the PNG is the frame, alpha and all")
        #expect(first.rgba8(x: 0, y: 0).a == 0)
    }

    /// A square fades out and another slides away: pixels turn transparent,
    /// which a GIF can only do by disposing the frame before to the
    /// background. Every frame ffmpeg decodes has the rendered frame's
    /// coverage (alpha of 128 and more is drawn), and only frames that are
    /// followed by cleared pixels are disposed.
    @Test func transparentGIFShowsEachFramesCoverage() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try render(try FormatFixtures.scene(), .gif, in: folder)
        let disposals = try LoopCount.gifDisposals(file)
        #expect(disposals.contains(2) && disposals.allSatisfy { $0 == 1 || $0 == 2 }, "\(disposals)")
        let raw = try ProcessRunner.runTool("ffmpeg", ["-v", "error", "-i", file.path, "-fps_mode", "cfr", "-r", "10",
                                                        "-f", "rawvideo", "-pix_fmt", "rgba", "-"], package: "ffmpeg").stdout
        let size = 80 * 60 * 4
        #expect(raw.count >= 9 * size, "\(raw.count / size) frames decoded")
        var renderer = FrameRenderer(scene: try FormatFixtures.scene())
        for index in 0..<min(10, raw.count / size) {
            let want = try renderer.canvas(at: Double(index) / 10).rgbaBytes()
            let shown = raw[(index * size)..<((index + 1) * size)]
            let mismatched = stride(from: 3, to: size, by: 4).filter { (want[$0] >= 128) != (shown[shown.startIndex + $0] == 255) }
            #expect(mismatched.isEmpty, "frame \(index): \(mismatched.count) pixels drawn where they should not be, or not drawn")
        }
    }
}

/// Loop counts and GIF disposal methods, read from the files' bytes.
enum LoopCount {
    /// Plays as the file says: GIF's NETSCAPE repeats + 1 (absent: 1, 0: for
    /// ever), APNG's acTL num_plays, WebP's ANIM loop count (0 for ever).
    static func read(_ file: URL) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: file))
        switch file.pathExtension {
        case "gif":
            guard let at = find(Array("NETSCAPE2.0".utf8), in: bytes) else { return 1 }
            let repeats = Int(bytes[at + 13]) | Int(bytes[at + 14]) << 8  // after the name, the sub-block size and 1
            return repeats == 0 ? 0 : repeats + 1
        case "apng", "png":
            guard let at = find(Array("acTL".utf8), in: bytes) else { return -1 }
            return bytes[(at + 8)..<(at + 12)].reduce(0) { $0 << 8 | Int($1) }
        default:
            return try WebPStructure(reading: file).loopCount
        }
    }

    /// The disposal method of each GIF frame's graphic control extension.
    static func gifDisposals(_ file: URL) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: file))
        var result: [Int] = []
        var index = 0
        while let at = find([0x21, 0xF9, 0x04], in: bytes, from: index) {
            if bytes[at + 8] == 0x2C { result.append(Int(bytes[at + 3] >> 2) & 7) }
            index = at + 1
        }
        return result
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
