import Foundation
@testable import ReelEncoding
import ReelSystem
import TestSupport
import Testing

/// `GIFFileWriter`: frames encoded on the writer's own thread make the same
/// bytes as `GIFAnimationWriter` on one thread, however the stream is cut
/// into reads; a cancelled render stops it.
@Suite struct GIFFileWriterTests {
    typealias Frames = GIFAnimationWriterTests
    static let colors = 15

    /// ffmpeg's `pal8` stream: each frame's indices (the transparent one as
    /// 255), then the palette as 256 BGRA words, entry 255 transparent.
    static func stream(_ frames: [[UInt8]]) -> [UInt8] {
        var palette = [UInt8](repeating: 0, count: 1024)
        for (entry, color) in Frames.palette.prefix(colors).enumerated() {
            palette.replaceSubrange((entry * 4)..<(entry * 4 + 4),
                                    with: [UInt8(color & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color >> 16), 255])
        }
        return frames.flatMap { frame in frame.map { $0 == Frames.transparent ? 255 : $0 } + palette }
    }

    /// The file written from `stream` handed over in reads of the sizes `cuts` cycles through.
    static func written(_ stream: [UInt8], spec: VideoSpec, cuts: [Int], cancellation: Cancellation = Cancellation(),
                        in workspace: Workspace) throws -> [UInt8] {
        let writer = try GIFFileWriter(url: workspace.file("out.gif"), scratch: workspace.file("scratch.gif"), spec: spec,
                                       loops: 0, colors: colors, cancellation: cancellation)
        var at = 0, cut = 0
        try stream.withUnsafeBytes { bytes in
            while at < bytes.count {
                let count = min(cuts[cut % cuts.count], bytes.count - at)
                try writer.consume(UnsafeRawBufferPointer(rebasing: bytes[at..<(at + count)]))
                (at, cut) = (at + count, cut + 1)
            }
        }
        try writer.finish()
        return [UInt8](try Data(contentsOf: workspace.file("out.gif")))
    }

    /// What `GIFAnimationWriter` writes on one thread, reordered as the file writer decides.
    static func oneThread(_ frames: [[UInt8]], spec: VideoSpec) -> [UInt8] {
        let delays = (0..<frames.count).map { ($0 + 1) * 100 / spec.fps - $0 * 100 / spec.fps }
        let palette = Array(Frames.palette.prefix(colors)) + [0]
        var writer = GIFAnimationWriter(width: spec.width, height: spec.height, palette: palette,
                                        transparent: Frames.transparent, hasAlpha: spec.hasAlpha, loops: 0)
        var stored: [GIFFrame] = []
        for (frame, delay) in zip(frames, delays) { stored += writer.add(frame, delay: delay) }
        stored += writer.finish()
        let plain = writer.header() + stored.flatMap(\.bytes) + GIFBlocks.trailer
        let (order, saving) = GIFPaletteOrder.best(count: palette.count, frames: stored.map { ($0.indices, $0.needed, $0.data.count) })
        guard saving * 100 >= plain.count else { return plain }
        return writer.header(order: order) + stored.flatMap { $0.reordered(order).bytes } + GIFBlocks.trailer
    }

    static func spec(width: Int, height: Int, alpha: Bool) -> VideoSpec {
        var spec = VideoSpec(width: width, height: height, fps: 25, frameCount: 0)
        spec.hasAlpha = alpha
        return spec
    }

    /// Rectangles above and below `GIFFrameData.triedUpTo`, opaque and transparent.
    @Test(arguments: [(false, 400, 240), (true, 400, 240), (false, 90, 70), (true, 90, 70)])
    func theThreadedWriterWritesWhatOneThreadWrites(alpha: Bool, width: Int, height: Int) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec(width: width, height: height, alpha: alpha)
        let frames = Frames.frames(count: 24, width: width, height: height, alpha: alpha, seed: UInt64(width))
        let stream = Self.stream(frames)
        let expected = Self.oneThread(frames, spec: spec)
        let whole = try Self.written(stream, spec: spec, cuts: [1 << 20], in: workspace)
        let ragged = try Self.written(stream, spec: spec, cuts: [1, 4093, 65_536, 7, 100_003], in: workspace)
        #expect(whole == expected)
        #expect(ragged == expected)
    }

    /// ffmpeg's output read ahead of the writer shrinks as frames grow, to
    /// 1 MB at 3840x2160 (it was 8 MB, almost a frame more held), and
    /// stays near 8 MB at 800x600.
    @Test func readAheadShrinksAsFramesGrow() {
        let sizes = [1, 400 * 240, 800 * 600, 1920 * 1080, 3840 * 2160, 7680 * 4320]
        let ahead = sizes.map { GIFFileWriter.readAhead(pixels: $0) }
        #expect(ahead == ahead.sorted(by: >))
        #expect(ahead.allSatisfy { (1 << 20)...(8 << 20) ~= $0 })
        #expect(GIFFileWriter.readAhead(pixels: 800 * 600) > 7 << 20)
        #expect(GIFFileWriter.readAhead(pixels: 3840 * 2160) == 1 << 20)
    }

    @Test func aCancelledRenderStopsTheWriter() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec(width: 400, height: 240, alpha: false)
        let frames = Frames.frames(count: 40, width: 400, height: 240, alpha: false, seed: 9)
        let cancellation = Cancellation()
        let writer = try GIFFileWriter(url: workspace.file("out.gif"), scratch: workspace.file("scratch.gif"), spec: spec,
                                       loops: 0, colors: Self.colors, cancellation: cancellation)
        let stream = Self.stream(frames), frameBytes = stream.count / frames.count
        try stream.withUnsafeBytes { try writer.consume(UnsafeRawBufferPointer(rebasing: $0[0..<(frameBytes * 3)])) }
        cancellation.cancel(signal: SIGINT)
        let clock = ContinuousClock.now
        #expect(throws: SystemError.interrupted(signal: SIGINT)) {
            try stream.withUnsafeBytes { bytes in
                for at in stride(from: frameBytes * 3, to: bytes.count, by: frameBytes) {
                    try writer.consume(UnsafeRawBufferPointer(rebasing: bytes[at..<(at + frameBytes)]))
                    usleep(30_000)
                }
            }
            try writer.finish()
        }
        #expect(ContinuousClock.now - clock < .seconds(5))
    }

    @Test func aFailedWriteIsThrown() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec(width: 90, height: 70, alpha: false)
        let stream = Self.stream(Frames.frames(count: 4, width: 90, height: 70, alpha: false, seed: 3))
        let full = URL(fileURLWithPath: "/dev/full")
        guard FileManager.default.isWritableFile(atPath: full.path) else { return }
        #expect(throws: SystemError.self) {
            let writer = try GIFFileWriter(url: full, scratch: workspace.file("scratch.gif"), spec: spec, loops: 0,
                                           colors: Self.colors)
            try stream.withUnsafeBytes { try writer.consume($0) }
            try writer.finish()
        }
    }
}
