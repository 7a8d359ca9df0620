import Foundation
import ReelEncoding
import ReelSystem
import TestSupport
import Testing

/// `SampleRetiming` on animated AVIFs written by ffmpeg: ffprobe reads the
/// retimed file back with the whole duration, and decoding it at the
/// animation's frame rate gives every sample again for as many frames as it
/// stands for.
@Suite struct SampleRetimingTests {
    /// An animated AVIF of `count` distinct frames (ffmpeg's test pattern) at 10 fps.
    static func animation(_ count: Int, in directory: URL) throws -> [UInt8] {
        let file = directory.appendingPathComponent("frames.avif")
        _ = try runTool("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=64x48:rate=10",
                                   "-frames:v", "\(count)", "-c:v", "libaom-av1", "-crf", "40", "-cpu-used", "8",
                                   "-lag-in-frames", "0", "-pix_fmt", "yuv444p", "-f", "avif", file.path])
        return Array(try Data(contentsOf: file))
    }

    /// The MD5 of each frame ffmpeg decodes from `file`, at `rate` frames per second if given.
    static func frameHashes(_ file: URL, rate: Int? = nil) throws -> [String] {
        let timing = rate.map { ["-fps_mode", "cfr", "-r", "\($0)"] } ?? ["-fps_mode", "passthrough"]
        let out = try runTool("ffmpeg", ["-v", "error", "-i", file.path] + timing + ["-f", "framemd5", "-"])
        return String(decoding: out, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    @Test func heldSamplesLastTheirFramesAndTheFileLastsTheAnimation() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let directory = workspace.url
        let original = directory.appendingPathComponent("frames.avif")
        let holds = [1, 3, 1, 2, 4]
        let retimed = try SampleRetiming.retimed(try Self.animation(holds.count, in: directory), holds: holds)
        let file = directory.appendingPathComponent("retimed.avif")
        try Data(retimed).write(to: file)

        let probe = try Probe(file)
        #expect(probe.frames == 5)
        let stream = String(decoding: try runTool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                              "stream=duration", "-of", "csv=p=0", file.path]), as: UTF8.self)
        let duration: Double = Double(stream.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(abs(duration - 1.1) < 0.001, "duration \(stream)")

        let samples = try Self.frameHashes(original)
        #expect(samples.count == 5 && Set(samples).count == 5)
        let frames = try Self.frameHashes(file, rate: 10)
        let held: [String] = zip(samples, holds).flatMap { (sample, count) in Array(repeating: sample, count: count) }
        #expect(frames == held, "\(frames)")
    }

    @Test func holdsThatDoNotMatchTheSamplesAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let animation = try Self.animation(3, in: workspace.url)
        #expect(throws: EncodingError.incompleteOutput("the animation ffmpeg wrote holds 3 frames, expected 2")) {
            try SampleRetiming.retimed(animation, holds: [1, 2])
        }
        #expect(throws: EncodingError.incompleteOutput("the animation ffmpeg wrote has no single track with sample times")) {
            try SampleRetiming.retimed(Array("not a movie at all".utf8), holds: [1])
        }
        // Unchanged holds give the same bytes.
        #expect(try SampleRetiming.retimed(animation, holds: [1, 1, 1]) == animation)
    }
}
