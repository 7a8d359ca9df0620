import Foundation
import ReelEncoding
import ReelSystem
import TestSupport
import Testing

/// Failed encodes: the right error, the target untouched, no temporary files.
@Suite struct EncoderFailureTests {
    static let formats: [VideoFormat] = [.gif, .mp4]

    /// Throws on the `failOnCall`-th call (1-based), counting across passes:
    /// GIF asks for every frame twice, so a late failure hits its second pass.
    final class FailingProducer: @unchecked Sendable {
        let spec: VideoSpec
        let failOnCall: Int
        private(set) var calls = 0

        init(spec: VideoSpec, failOnCall: Int) {
            self.spec = spec
            self.failOnCall = failOnCall
        }

        func frame(_ index: Int) throws -> [UInt8] {
            calls += 1
            if calls == failOnCall { throw Boom() }
            return solidFrame(palette[index % palette.count], spec: spec)
        }
    }

    @Test(arguments: formats)
    func producerErrorLeavesNoFile(_ format: VideoFormat) throws {
        try expectNoFileAfterFailure(format, failOnCall: 3)
    }

    /// Only a GIF whose frames are rendered again asks for them twice.
    @Test func producerErrorInTheSecondGIFPassLeavesNoFile() throws {
        var settings = try EncoderSettings()
        settings.gifSecondPass = .render
        try expectNoFileAfterFailure(.gif, failOnCall: 8, encoder: VideoEncoder(settings: settings))
    }

    /// Stored frames: each frame is asked for once, and the GIF is complete.
    @Test func storedGIFAsksForEachFrameOnce() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 16, height: 16, fps: 10, frameCount: 5)
        let producer = FailingProducer(spec: spec, failOnCall: 6)
        try VideoEncoder().encode(.gif, spec: spec, to: workspace.file("out.gif"), frames: producer.frame)
        #expect(producer.calls == 5)
        #expect(try Probe(workspace.file("out.gif")).frames == 5)
        #expect(try workspace.contents() == ["out.gif"])
    }

    private func expectNoFileAfterFailure(_ format: VideoFormat, failOnCall: Int, encoder: VideoEncoder? = nil,
                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 16, height: 16, fps: 10, frameCount: 5)
        let producer = FailingProducer(spec: spec, failOnCall: failOnCall)
        let output = workspace.file("out.\(format.rawValue)")
        #expect(throws: Boom.self, sourceLocation: sourceLocation) {
            try (encoder ?? VideoEncoder()).encode(format, spec: spec, to: output, frames: producer.frame)
        }
        #expect(producer.calls == failOnCall, sourceLocation: sourceLocation)
        #expect(try workspace.contents().isEmpty, "leftover files", sourceLocation: sourceLocation)
    }

    @Test(arguments: formats)
    func existingTargetSurvivesAProducerError(_ format: VideoFormat) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = workspace.file("out.\(format.rawValue)")
        try Data("precious".utf8).write(to: output)
        let spec = VideoSpec(width: 16, height: 16, fps: 10, frameCount: 5)
        let producer = FailingProducer(spec: spec, failOnCall: 4)
        #expect(throws: Boom.self) {
            try VideoEncoder().encode(format, spec: spec, to: output, frames: producer.frame)
        }
        #expect(try Data(contentsOf: output) == Data("precious".utf8))
        #expect(try workspace.contents() == [output.lastPathComponent])
    }

    @Test(arguments: formats)
    func existingTargetSurvivesAFailingFFmpeg(_ format: VideoFormat) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = workspace.file("out.\(format.rawValue)")
        try Data("precious".utf8).write(to: output)
        let spec = VideoSpec(width: 16, height: 16, fps: 10, frameCount: 3)
        let encoder = try VideoEncoder(ffmpeg: URL(fileURLWithPath: "/bin/false"))
        do {
            try encoder.encode(format, spec: spec, to: output, frames: solidFrames(spec))
            Issue.record("encoding with /bin/false as ffmpeg succeeded")
        } catch let error as EncodingError {
            guard case .ffmpegFailed(_, let status, _) = error else {
                Issue.record("expected ffmpegFailed, got \(error)")
                return
            }
            #expect(status == 1, "/bin/false exits 1: \(error)")
        }
        #expect(try Data(contentsOf: output) == Data("precious".utf8))
        #expect(try workspace.contents() == [output.lastPathComponent])
    }

    @Test(arguments: formats)
    func wrongSizedFrameIsAFrameSizeError(_ format: VideoFormat) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 16, height: 8, fps: 10, frameCount: 4)
        let good = solidFrames(spec)
        let output = workspace.file("out.\(format.rawValue)")
        #expect(throws: EncodingError.frameSize(index: 2, expected: 16 * 8 * 4, actual: 16 * 8 * 3)) {
            try VideoEncoder().encode(format, spec: spec, to: output) { index in
                index == 2 ? [UInt8](repeating: 0, count: 16 * 8 * 3) : try good(index)
            }
        }
        #expect(try workspace.contents().isEmpty, "leftover files")
    }

    @Test func missingOutputDirectoryIsAnOutputError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 8, height: 8, fps: 10, frameCount: 1)
        let output = workspace.file("no-such-dir/out.gif")
        do {
            try VideoEncoder().encode(.gif, spec: spec, to: output, frames: solidFrames(spec))
            Issue.record("encoding into a missing directory succeeded")
        } catch let error as SystemError {
            guard case .output(let message) = error else {
                Issue.record("expected an output error, got \(error)")
                return
            }
            #expect(message.contains("no-such-dir"), "\(message)")
        }
    }

    @Test func missingFFmpegSaysHowToInstallIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(throws: EncodingError.ffmpegNotFound) {
            try FFmpegLocator.locate(environment: ["PATH": workspace.url.path])
        }
        let bogus = workspace.file("nope").path
        #expect(throws: EncodingError.ffmpegOverrideInvalid(bogus)) {
            try FFmpegLocator.locate(environment: ["PATH": "/usr/bin", "CHARTREEL_FFMPEG": bogus])
        }
        #expect(EncodingError.ffmpegOverrideInvalid(bogus).description.contains("CHARTREEL_FFMPEG=\(bogus)"))
        #expect(EncodingError.ffmpegNotFound.description.contains("apt-get install -y ffmpeg"))
        #expect(!EncodingError.ffmpegNotFound.description.contains("\n"))
    }
}

/// A folder named like a tool is not the tool.
@Suite struct ToolLookupTests {
    @Test func foldersNamedLikeTheToolsAreSkipped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let bin = workspace.file("bin")
        for name in ["ffmpeg", "ffprobe"] {
            try FileManager.default.createDirectory(at: bin.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let real = try toolOnPath("ffmpeg").deletingLastPathComponent().path
        let environment = ["PATH": bin.path + ":" + real]
        #expect(try FFmpegLocator.locate(environment: environment).path == real + "/ffmpeg")
        let sibling = try FFmpegLocator.locate(environment: environment)
        #expect(FFmpegLocator.ffprobe(beside: bin.appendingPathComponent("ffmpeg"), environment: environment)?.path
                == real + "/ffprobe")
        #expect(FFmpegLocator.ffprobe(beside: sibling, environment: environment)?.path == real + "/ffprobe")
    }
}
