import Foundation
@testable import ReelEncoding
import TestSupport
import Testing

/// Real files from `VideoEncoder` (so with `EncoderArguments` exactly), read
/// by the in-process parsers and by ffprobe: the two agree on frames and
/// duration, and every cut or edit that loses a frame is refused.
@Suite struct OutputStructureTests {
    /// Encodes `count` frames of ffmpeg's `testsrc` (64x48) at `fps` as
    /// `format`, handed over in the format's own layout. An MP4 goes through
    /// `VideoEncoder`; a GIF's two passes run here, with the palette in a plain
    /// file, so these files do not depend on how `GIFSink` connects its passes.
    static func encode(_ format: VideoFormat, fps: Int, count: Int, in workspace: Workspace) throws -> URL {
        var spec = VideoSpec(width: 64, height: 48, fps: fps, frameCount: count)
        spec.layout = format.traits.layout
        let name = "\(fps)fps-\(count)"
        let raw = workspace.file(name + ".raw")
        _ = try runTool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=\(fps)",
                                   "-frames:v", "\(count)", "-f", "rawvideo", "-pix_fmt", spec.layout.rawValue, "-y", raw.path])
        let bytes = [UInt8](try Data(contentsOf: raw))
        let frameBytes = spec.frameByteCount
        guard bytes.count == frameBytes * count else { throw TestFailure("testsrc gave \(bytes.count) bytes") }
        let output = workspace.file(name + "." + format.rawValue)
        switch format {
        case .gif:
            let palette = workspace.file(name + ".png")
            let input = ["-v", "error"] + spec.inputArguments(source: raw.path)
            _ = try runTool("ffmpeg", input + EncoderArguments.gifPalette() + ["-y", palette.path])
            _ = try runTool("ffmpeg", input + ["-i", palette.path, "-lavfi",
                                               "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle", "-loop", "0"]
                                + EncoderArguments.reproducible + ["-f", "gif", "-y", output.path])
        default:
            try VideoEncoder().encode(format, spec: spec, to: output) {
                Array(bytes[$0 * frameBytes..<($0 + 1) * frameBytes])
            }
        }
        return output
    }

    static func ffprobe(_ file: URL) throws -> (frames: Int, duration: Double) {
        let probe = try #require(OutputCheck.probe(file, ffprobe: try toolOnPath("ffprobe")))
        return (probe.frames, try #require(probe.duration))
    }

    /// The check `VideoEncoder` runs, as its message (nil: the file passed).
    static func verdict(_ file: URL, _ format: VideoFormat, fps: Int, frames: Int) -> String? {
        let check = OutputCheck(format: format, spec: VideoSpec(width: 64, height: 48, fps: fps, frameCount: frames),
                                ffprobe: nil)
        do {
            try check.verify(file)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [10, 24, 25, 30, 50, 60], [1, 2, 7, 61])
    func mp4AgreesWithFFprobe(fps: Int, count: Int) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.mp4, fps: fps, count: count, in: workspace)
        let mp4 = try MP4Structure(reading: file)
        let probe = try Self.ffprobe(file)
        #expect(mp4.sampleCount == count && mp4.completeSamples == count && mp4.isComplete)
        #expect(mp4.sampleCount == probe.frames)
        // ffprobe's format duration is the movie header's, in whole milliseconds.
        #expect(abs(mp4.duration - probe.duration) <= 0.001, "\(mp4.duration) vs ffprobe \(probe.duration)")
    }

    /// ffprobe reads a delay under 2 cs as 10 cs (its GIF demuxer's
    /// `min_delay`/`default_delay`, after browsers); the parser reports the
    /// delays as written. ffmpeg writes 0 for a single frame and 1 cs for
    /// some frames at 60 fps, so the comparison applies ffprobe's rule.
    @Test(arguments: [10, 25, 30, 50, 60], [1, 2, 7, 61])
    func gifAgreesWithFFprobe(fps: Int, count: Int) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.gif, fps: fps, count: count, in: workspace)
        let gif = try GIFStructure(reading: file)
        let probe = try Self.ffprobe(file)
        #expect(gif.frames == count && gif.frames == probe.frames)
        #expect(gif.centiseconds == gif.delays.reduce(0, +))
        let asFFprobeReadsIt = Double(gif.delays.reduce(0) { $0 + ($1 < 2 ? 10 : $1) }) / 100
        #expect(abs(asFFprobeReadsIt - probe.duration) <= 0.001, "delays \(gif.delays), ffprobe \(probe.duration)")
        if gif.delays.allSatisfy({ $0 >= 2 }) {
            #expect(abs(gif.duration - probe.duration) <= 0.001)
        }
    }

    /// Every prefix of a real GIF is refused: a cut always runs out of bytes
    /// before the trailer. In memory for all of them, through the file for some.
    @Test func everyCutOfAGIFIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.gif, fps: 25, count: 7, in: workspace)
        let bytes = [UInt8](try Data(contentsOf: file))
        let accepted = (0..<bytes.count).filter { (try? GIFStructure(bytes: Array(bytes[..<$0]))) != nil }
        #expect(accepted.isEmpty, "prefixes accepted: \(accepted)")
        let cut = workspace.file("cut.gif")
        for length in Array(stride(from: 1, to: bytes.count, by: 61)) + [bytes.count / 2, bytes.count - 1] {
            try Data(bytes[..<length]).write(to: cut)
            let message = Self.verdict(cut, .gif, fps: 25, frames: 7)
            #expect(message?.hasPrefix("the file ffmpeg wrote is not a valid GIF; the target was not replaced") == true,
                    "cut at \(length): \(message ?? "accepted")")
        }
    }

    /// 200 cuts spread over a real MP4, and the file less its last byte: a cut
    /// before the media data is no MP4; one inside it loses frames, counted
    /// as the samples still whole. ffprobe counts a partly present last
    /// sample as a packet, so it says one more there, and all 61 for the
    /// file less one byte: it would have let that file through.
    @Test func everyCutOfAnMP4IsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.mp4, fps: 30, count: 61, in: workspace)
        let bytes = [UInt8](try Data(contentsOf: file))
        let media = try #require(bytes.firstRange(of: Array("mdat".utf8))).upperBound
        let cut = workspace.file("cut.mp4")
        let lengths = Set((0..<200).map { $0 * bytes.count / 200 } + [bytes.count - 1]).sorted()
        for length in lengths {
            try Data(bytes[..<length]).write(to: cut)
            let message = Self.verdict(cut, .mp4, fps: 30, frames: 61) ?? "accepted"
            guard length >= media else {
                let expected = length == 0 ? "ffmpeg wrote an empty file"
                    : "the file ffmpeg wrote is not a valid MP4; the target was not replaced"
                #expect(message.hasPrefix(expected), "cut at \(length): \(message)")
                continue
            }
            let mp4 = try MP4Structure(bytes: Array(bytes[..<length]))
            #expect(mp4.isTruncated && mp4.completeSamples < 61)
            #expect(message.hasPrefix("the file ffmpeg wrote holds \(mp4.completeSamples) frames, expected 61; "
                                      + "the target was not replaced"), "cut at \(length): \(message)")
            if length % 10 == 0 || length == bytes.count - 1 {
                let probe = try #require(OutputCheck.probe(cut, ffprobe: try toolOnPath("ffprobe")))
                #expect([0, 1].contains(probe.frames - mp4.completeSamples),
                        "cut at \(length): ffprobe \(probe.frames), whole samples \(mp4.completeSamples)")
            }
        }
    }

    /// A GIF may store repeated frames as one, so a missing image shows as a
    /// shorter animation: its delays add up to the exact length otherwise.
    @Test func aGIFWithAnImageRemovedIsTooShort() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.gif, fps: 25, count: 7, in: workspace)
        let bytes = [UInt8](try Data(contentsOf: file))
        let images = try gifImageRanges(bytes)
        #expect(images.count == 7)
        for image in [images[0], images[3], images[6]] {
            var edited = bytes
            edited.removeSubrange(image)
            try Data(edited).write(to: file)
            let verdict = Self.verdict(file, .gif, fps: 25, frames: 7)
            #expect(verdict?.hasPrefix("the file ffmpeg wrote lasts 0.240 s, expected 0.280 s; the target was not replaced") == true,
                    "\(verdict ?? "accepted")")
        }
    }

    @Test func anMP4WithAnotherSampleCountIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.mp4, fps: 25, count: 7, in: workspace)
        let bytes = [UInt8](try Data(contentsOf: file))
        // After the type: version and flags, one size for all (0), then the count.
        let count = try #require(bytes.firstRange(of: Array("stsz".utf8))).upperBound + 8
        #expect(bytes[count..<count + 4].elementsEqual([0, 0, 0, 7]))
        var fewer = bytes
        fewer[count + 3] = 6
        try Data(fewer).write(to: file)
        #expect(Self.verdict(file, .mp4, fps: 25, frames: 7)?
            .hasPrefix("the file ffmpeg wrote holds 6 frames, expected 7; the target was not replaced") == true)
        // An eighth size would lie past the end of the table.
        var more = bytes
        more[count + 3] = 8
        try Data(more).write(to: file)
        #expect(Self.verdict(file, .mp4, fps: 25, frames: 7)?
            .hasPrefix("the file ffmpeg wrote is not a valid MP4; the target was not replaced") == true)
    }

    @Test func theRightFileAtTheWrongRateOrLengthIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try Self.encode(.mp4, fps: 10, count: 20, in: workspace)
        #expect(Self.verdict(file, .mp4, fps: 10, frames: 20) == nil)
        #expect(Self.verdict(file, .mp4, fps: 10, frames: 21)?.contains("holds 20 frames, expected 21") == true)
        #expect(Self.verdict(file, .mp4, fps: 20, frames: 20)?.contains("lasts 2.000 s, expected 1.000 s") == true)
    }

    /// ~5 MB of noise in 100 frames: the walk touches every sub-block, so it
    /// reads the whole file, in 256 KiB pieces. The minimum of three runs
    /// keeps a busy machine from failing it; ffprobe alone takes ~60 ms.
    @Test func checkingAFiveMegabyteGIFTakesMilliseconds() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = workspace.file("noise.gif")
        _ = try runTool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25,noise=alls=100:allf=t+u",
                                   "-frames:v", "100", "-f", "gif", file.path])
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > 4_000_000, "only \(size) bytes")
        let check = OutputCheck(format: .gif, spec: VideoSpec(width: 320, height: 240, fps: 25, frameCount: 100),
                                ffprobe: nil)
        let clock = ContinuousClock()
        let runs = try (0..<3).map { _ in try clock.measure { try check.verify(file) } }
        let fastest = try #require(runs.min())
        print("OutputStructureTests: checking a \(size)-byte GIF took \(runs) (fastest \(fastest))")
        #expect(fastest < .milliseconds(50), "\(runs)")
    }
}

/// The byte ranges of a GIF's images, each from its separator (0x2C) to the
/// end of its data: a plain walk for well-formed files.
func gifImageRanges(_ bytes: [UInt8]) throws -> [Range<Int>] {
    func table(_ flags: UInt8) -> Int { flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 7) + 1) }
    func subBlocks(from start: Int) -> Int {
        var at = start
        while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
        return at + 1
    }
    var at = 13 + table(bytes[10])
    var images: [Range<Int>] = []
    while at < bytes.count {
        switch bytes[at] {
        case 0x21:
            at = subBlocks(from: at + 2)
        case 0x2C:
            let end = subBlocks(from: at + 10 + table(bytes[at + 9]) + 1)
            images.append(at..<end)
            at = end
        case 0x3B:
            return images
        default:
            throw TestFailure("unexpected block 0x\(String(bytes[at], radix: 16)) at \(at)")
        }
    }
    throw TestFailure("no trailer")
}
