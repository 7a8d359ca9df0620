import Foundation
@testable import ReelEncoding
import ReelSystem
import TestSupport
import Testing

/// An MP4's ffmpeg started before the scene is read (`EncoderStart`): its
/// frames go as a YUV4MPEG2 stream, which encodes to the very bytes raw
/// frames give; a sink takes the process over only when it runs the
/// command the sink asks for; whatever is not taken is stopped and removed.
@Suite struct EncoderStartTests {
    /// `count` frames of ffmpeg's `testsrc` in `spec`'s layout, one array.
    static func frames(_ spec: VideoSpec, in workspace: Workspace) throws -> [UInt8] {
        let raw = workspace.file("testsrc-\(spec.frameWidth)x\(spec.frameHeight).raw")
        _ = try runTool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=\(spec.frameWidth)x\(spec.frameHeight):rate=\(spec.fps)",
                                   "-frames:v", "\(spec.frameCount)", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-y", raw.path])
        defer { try? FileManager.default.removeItem(at: raw) }
        let bytes = [UInt8](try Data(contentsOf: raw))
        guard bytes.count == spec.frameByteCount * spec.frameCount else { throw TestFailure("testsrc gave \(bytes.count) bytes") }
        return bytes
    }

    static func spec(width: Int = 64, height: Int = 48) -> VideoSpec {
        var spec = VideoSpec(width: width, height: height, fps: 25, frameCount: 12)
        spec.layout = .yuv420p
        return spec
    }

    /// Writes `frames` through `sink`, then finishes it.
    static func encode(_ frames: [UInt8], _ spec: VideoSpec, into sink: FrameSink) throws {
        repeat {
            for index in 0..<spec.frameCount {
                try frames[index * spec.frameByteCount..<(index + 1) * spec.frameByteCount].withUnsafeBytes {
                    try sink.write($0, index: index)
                }
            }
        } while try sink.endPass()
        _ = try sink.finish()
    }

    static func isRunning(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    /// The bytes an ordinary encode of `frames` writes to `plain`.
    static func plainEncode(_ frames: [UInt8], _ spec: VideoSpec, to plain: URL) throws -> Data {
        try encode(frames, spec, into: try VideoEncoder().openSink(.mp4, spec: spec, to: plain))
        return try Data(contentsOf: plain)
    }

    @Test(arguments: [(64, 48), (63, 47)])
    func theStreamEncodesToTheBytesRawFramesGive(width: Int, height: Int) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec(width: width, height: height)
        let frames = try Self.frames(spec, in: workspace)
        let streamed = workspace.file("streamed.mp4"), raw = workspace.file("raw.mp4"), input = workspace.file("frames.raw")
        try VideoEncoder().encode(.mp4, spec: spec, to: streamed) { Array(frames[$0 * spec.frameByteCount..<($0 + 1) * spec.frameByteCount]) }
        try Data(frames).write(to: input)
        _ = try runTool("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(spec.frameWidth)x\(spec.frameHeight)",
                                   "-framerate", "\(spec.fps)", "-i", input.path] + EncoderArguments.mp4(spec) + ["-y", raw.path])
        let (a, b) = (try Data(contentsOf: streamed), try Data(contentsOf: raw))
        #expect(a.count > 1000 && a == b, "YUV4MPEG2 input gave \(a.count) bytes, raw frames \(b.count)")
    }

    @Test func aSinkTakesTheEarlyEncoderOver() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec()
        let frames = try Self.frames(spec, in: workspace)
        let encoder = try VideoEncoder()
        let output = workspace.file("early.mp4"), plain = workspace.file("plain.mp4")
        let start = try #require(try encoder.start(.mp4, to: output))
        #expect(Self.isRunning(start.pid))
        let sink = try encoder.openSink(.mp4, spec: spec, to: output, started: start)
        #expect(start.handedOver)
        try Self.encode(frames, spec, into: sink)
        #expect(try Data(contentsOf: output) == Self.plainEncode(frames, spec, to: plain))
        #expect(!Self.isRunning(start.pid))
        #expect(try workspace.contents() == ["early.mp4", "plain.mp4"])
    }

    /// Other encoder options than the start's: the early process is
    /// stopped and the sink starts its own, with the options it was given.
    @Test func anotherCommandIsStartedAfresh() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec()
        let frames = try Self.frames(spec, in: workspace)
        var options = EncodeOptions()
        options.crf = 40
        let rough = try EncoderSettings(options: options)
        let output = workspace.file("out.mp4"), plain = workspace.file("plain.mp4")
        let start = try #require(try VideoEncoder(settings: rough).start(.mp4, to: output))
        let sink = try VideoEncoder().openSink(.mp4, spec: spec, to: output, started: start)
        #expect(!start.handedOver)
        #expect(!Self.isRunning(start.pid))
        try Self.encode(frames, spec, into: sink)
        #expect(try Data(contentsOf: output) == Self.plainEncode(frames, spec, to: plain))
        #expect(try workspace.contents() == ["out.mp4", "plain.mp4"])
    }

    /// A start for another target is stopped and its work area removed.
    @Test func aStartForAnotherTargetIsStopped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = Self.spec()
        let frames = try Self.frames(spec, in: workspace)
        let start = try #require(try VideoEncoder().start(.mp4, to: workspace.file("a.mp4")))
        let sink = try VideoEncoder().openSink(.mp4, spec: spec, to: workspace.file("b.mp4"), started: start)
        #expect(!start.handedOver && !Self.isRunning(start.pid))
        try Self.encode(frames, spec, into: sink)
        #expect(try workspace.contents() == ["b.mp4"])
    }

    /// Cancelled before any frame (the scene did not load): ffmpeg is gone,
    /// and so is the work area; the file beside the target is untouched.
    @Test func aCancelledStartLeavesNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Data("mine".utf8).write(to: workspace.file("keep.txt"))
        try Data("old".utf8).write(to: workspace.file("out.mp4"))
        let start = try #require(try VideoEncoder().start(.mp4, to: workspace.file("out.mp4")))
        #expect(Self.isRunning(start.pid))
        #expect(try workspace.contents().count == 3, "the work area is beside the target")
        start.cancel()
        start.cancel()
        #expect(!Self.isRunning(start.pid))
        #expect(try workspace.contents() == ["keep.txt", "out.mp4"])
        #expect(try String(contentsOf: workspace.file("out.mp4"), encoding: .utf8) == "old")
    }

    /// An early start leaves the old work areas of dead processes beside
    /// the target until ffmpeg is on its way, then removes them as any
    /// work area does; a user's folder named alike stays.
    @Test func anEarlyStartSweepsStaleWorkAreasOnceFFmpegRuns() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let dead = try deadProcessID()
        let stale = ".chartreel-\(dead)-1f", users = ".chartreel-\(dead)-beef"
        for name in [stale, users] {
            try FileManager.default.createDirectory(at: workspace.file(name), withIntermediateDirectories: false)
        }
        try Data("chartreel work area of process \(dead)\n".utf8)
            .write(to: workspace.file(stale).appendingPathComponent(".chartreel-work-area"))
        let start = try #require(try VideoEncoder().start(.mp4, to: workspace.file("out.mp4")))
        defer { start.cancel() }
        #expect(Self.isRunning(start.pid))
        let names = try workspace.contents()
        #expect(!names.contains(stale) && names.contains(users), "\(names)")
    }

    /// Only formats whose command names nothing of the scene start early;
    /// a target that cannot be written is refused before ffmpeg starts.
    @Test func otherFormatsAndUnwritableTargetsDoNotStart() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for format in VideoFormat.allCases where format != .mp4 {
            #expect(try VideoEncoder().start(format, to: workspace.file("out.\(format.traits.fileExtension)")) == nil, "\(format)")
        }
        try FileManager.default.createDirectory(at: workspace.file("folder.mp4"), withIntermediateDirectories: false)
        #expect(throws: (any Error).self) { try VideoEncoder().start(.mp4, to: workspace.file("folder.mp4")) }
        #expect(throws: (any Error).self) { try VideoEncoder().start(.mp4, to: workspace.file("missing/out.mp4")) }
        #expect(try workspace.contents() == ["folder.mp4"])
    }
}

/// What `FFmpegProcess.write` hands the child, through a pipe far smaller
/// than what is written: every part, in order, whole, however many calls
/// the pipe takes it in (a marker and a frame go as one writev).
@Suite struct FFmpegProcessWriteTests {
    @Test func partsLargerThanThePipeArriveWholeAndInOrder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let received = workspace.file("received")
        let process = try FFmpegProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cat > \"$0\"", received.path],
                                        stage: "writing", frameBytes: 4096, stallTimeout: 30, cancellation: Cancellation())
        var sent: [UInt8] = []
        for frame in 0..<3 {
            let marker = Array("FRAME\n".utf8)
            // 300 KB, none of its 4-byte words alike: a part dropped, doubled or reordered shows.
            let body = (0..<75_000).flatMap { k in withUnsafeBytes(of: UInt32(frame * 75_000 + k).littleEndian, Array.init) }
            try marker.withUnsafeBytes { m in try body.withUnsafeBytes { b in try process.write(m, b) } }
            try [UInt8]().withUnsafeBytes { try process.write($0) }
            sent += marker + body
        }
        try process.finish()
        let bytes = [UInt8](try Data(contentsOf: received))
        #expect(bytes.count == sent.count && bytes == sent, "received \(bytes.count) bytes of \(sent.count)")
    }
}
