import ReelScene
import Foundation
import ReelEncoding
import TestSupport
import Testing

/// What chartreel promises of a GIF, read back from the file's bytes and
/// decoded by ffmpeg: one global palette and no local ones, at most one
/// transparent index, the loop count, delays adding up to the duration, and
/// every frame close to the lossless frame (SSIM), lossy or not.
@Suite struct GIFStructureTests {
    static let fps = 10, frames = 12

    /// donut-progress at half size, 10 fps, 1.2 s: a ring filling while its label counts.
    static func scene(transparent: Bool) throws -> Scene {
        try PresetFixtures.load("donut-progress", SceneOverrides(fps: fps, duration: 1.2, scale: 0.5,
                                                                 background: transparent ? .transparent : nil))
    }

    static func render(_ scene: Scene, lossy: Int?, in folder: URL) throws -> URL {
        let output = folder.appendingPathComponent("out-\(lossy ?? 0)-\(UUID().uuidString.prefix(6)).gif")
        var settings = try EncoderSettings()
        settings.options = EncodeOptions(lossy: lossy)
        _ = try Reel.render(scene, to: output, format: .gif, options: RenderOptions(encoder: settings))
        return output
    }

    @Test(arguments: [(false, 0, 0.97), (true, 0, 0.97), (false, 40, 0.9)])
    func theFileHasOnePaletteItsDelaysAndFramesCloseToTheLosslessOnes(transparent: Bool, lossy: Int, ssim: Double) throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.scene(transparent: transparent)
        let file = try Self.render(scene, lossy: lossy, in: folder)
        let blocks = try #require(GIFBlocksRead([UInt8](try Data(contentsOf: file))))
        #expect(blocks.globalTableEntries == 256 && blocks.localTables == 0)
        #expect(blocks.transparentIndices.count <= 1, "\(blocks.transparentIndices)")
        if transparent { #expect(blocks.transparentIndices.count == 1, "a transparent GIF names no transparent index") }
        #expect(blocks.loops == 0)
        // 10 fps: each delay is a whole number of 10-hundredth frames (held frames are merged), 1.2 s in all.
        #expect(blocks.delays.allSatisfy { $0 > 0 && $0 % 10 == 0 } && blocks.delays.reduce(0, +) == 120, "\(blocks.delays)")
        #expect(blocks.delays.count < Self.frames, "the donut holds its last frames: they are one GIF frame")

        var renderer = FrameRenderer(scene: scene)
        let reference = try (0..<Self.frames).flatMap { try renderer.canvas(at: Double($0) / Double(Self.fps)).rgbaBytes() }
        let scores = try Self.ssims(file, reference, width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, in: folder)
        #expect(scores.count == Self.frames && scores.allSatisfy { $0 >= ssim }, "SSIM per frame: \(scores)")
    }

    @Test func aLossyGIFIsSmallerAndNoPixelMovesFurtherThanAllowed() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.scene(transparent: false)
        let lossless = try Self.render(scene, lossy: nil, in: folder)
        let lossy = try Self.render(scene, lossy: 20, in: folder)
        let sizes = try [lossless, lossy].map { try FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int ?? 0 }
        #expect(sizes[1] < sizes[0] * 95 / 100, "lossy \(sizes[1]) bytes against \(sizes[0])")
        let (a, b) = (try Self.decoded(lossless), try Self.decoded(lossy))
        let frameBytes = scene.canvas.pixelWidth * scene.canvas.pixelHeight * 4
        #expect(a.count == b.count && a.count >= (Self.frames - 1) * frameBytes, "\(a.count / frameBytes) frames decoded")
        var worst = 0
        for offset in stride(from: 0, to: min(a.count, b.count), by: 4) {
            let d = (0..<3).reduce(0) { sum, c in let x = Int(a[offset + c]) - Int(b[offset + c]); return sum + x * x }
            worst = max(worst, d)
        }
        #expect(worst <= 20 * 20, "a pixel moved by \(Double(worst).squareRoot())")
        #expect(worst > 0, "--lossy 20 changed no pixel")
    }

    /// The GIF as ffmpeg shows it at 10 fps, RGBA.
    static func decoded(_ file: URL) throws -> [UInt8] {
        [UInt8](try ProcessRunner.runTool("ffmpeg", ["-v", "error", "-i", file.path, "-fps_mode", "cfr", "-r", "\(fps)",
                                                     "-f", "rawvideo", "-pix_fmt", "rgba", "-"], package: "ffmpeg").stdout)
    }

    /// SSIM of each frame of `file` (at 10 fps) against the RGBA frames
    /// `reference`, both composited on white, by ffmpeg's ssim filter.
    static func ssims(_ file: URL, _ reference: [UInt8], width: Int, height: Int, in folder: URL) throws -> [Double] {
        let raw = folder.appendingPathComponent("reference.rgba"), stats = folder.appendingPathComponent("ssim.txt")
        try Data(reference).write(to: raw)
        _ = try ProcessRunner.runTool("ffmpeg", [
            "-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
            "-r", "\(fps)", "-i", raw.path, "-f", "lavfi", "-i", "color=white:s=\(width)x\(height):r=\(fps)",
            "-lavfi", "[0]fps=\(fps)[g];[2][g]overlay=shortest=1[x];[2][1]overlay=shortest=1[y];[x][y]ssim=stats_file=\(stats.path)",
            "-f", "null", "-"], package: "ffmpeg")
        return try String(contentsOf: stats, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("All:") }.flatMap { Double($0.dropFirst(4)) }
        }
    }
}

/// A GIF's blocks, read apart from chartreel's writer.
struct GIFBlocksRead {
    var globalTableEntries = 0
    var localTables = 0
    var transparentIndices: Set<Int> = []
    var delays: [Int] = []
    var loops: Int?

    init?(_ bytes: [UInt8]) {
        guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { return nil }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func skipBlocks(_ at: inout Int) { while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }; at += 1 }
        globalTableEntries = bytes[10] & 0x80 != 0 ? 2 << Int(bytes[10] & 7) : 0
        var at = 13 + 3 * globalTableEntries
        while at < bytes.count {
            switch bytes[at] {
            case 0x21 where at + 1 < bytes.count:
                if bytes[at + 1] == 0xF9 {
                    delays.append(u16(at + 4))
                    if bytes[at + 3] & 1 == 1 { transparentIndices.insert(Int(bytes[at + 6])) }
                } else if bytes[at + 1] == 0xFF, Array(bytes[(at + 3)..<(at + 14)]) == Array("NETSCAPE2.0".utf8) {
                    loops = u16(at + 16)
                }
                at += 2
                skipBlocks(&at)
            case 0x2C where at + 10 < bytes.count:
                let flags = bytes[at + 9]
                at += 10
                if flags & 0x80 != 0 {
                    localTables += 1
                    at += 3 * (2 << Int(flags & 7))
                }
                at += 1
                skipBlocks(&at)
            case 0x3B: return
            default: return nil
            }
        }
        return nil
    }
}
