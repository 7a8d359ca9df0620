import ReelScene
import Foundation
import TestSupport
import Testing

/// Renders presets through the whole pipeline and checks the files with
/// ffprobe against `Reel.info`: the donut as it is, and the contest chart
/// cut to its first two seconds at scale 1 (its reveal and window slide).
@Suite struct EncodedPresetTests {
    @Test(arguments: [("donut-progress", "gif"), ("donut-progress", "mp4"),
                      ("telegram-followers", "gif"), ("telegram-followers", "mp4")])
    func presetEncodesAsInfoDescribes(_ preset: String, _ fileExtension: String) throws {
        let presetURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Presets/\(preset).json")
        var scene = try SceneLoader.load(contentsOf: presetURL)
        if preset.hasPrefix("telegram") { scene = try scene.applying(SceneOverrides(duration: 2, scale: 1)) }
        let info = Reel.info(scene)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("encoded-preset-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("\(preset).\(fileExtension)")

        let report = try Reel.render(scene, to: output)

        let isGIF = fileExtension == "gif"
        let expectedFrames = isGIF ? info.gifFrameCount : info.frameCount
        #expect(report.fps == (isGIF ? info.gifFPS : info.fps))
        #expect(report.frameCount == expectedFrames)
        let probe = try EncodedFileProbe(output)
        #expect(probe.codec == (isGIF ? "gif" : "h264"))
        // The presets' pixel sizes are even, so MP4 needs no padding.
        #expect(probe.width == info.width && probe.height == info.height)
        // A GIF stores a run of identical frames once, as one longer frame.
        #expect(isGIF ? (1...expectedFrames).contains(probe.frames) : probe.frames == expectedFrames)
        #expect(abs(probe.duration - scene.canvas.duration) <= 0.02,
                "duration \(probe.duration), scene \(scene.canvas.duration)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [output.lastPathComponent])
    }
}

/// ffprobe's view of a file's first video stream (kept private to this file:
/// other files of this target belong to other work).
private struct EncodedFileProbe {
    let codec: String
    let width: Int
    let height: Int
    let frames: Int
    let duration: Double

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ file: URL) throws {
        let result = try ProcessRunner.run(try ProcessRunner.tool("ffprobe", package: "ffmpeg"), [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames:format=duration",
            "-of", "json", file.path,
        ])
        let data = result.stdout
        guard result.status == 0,
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stream = (json["streams"] as? [[String: Any]])?.first,
              let format = json["format"] as? [String: Any],
              let codec = stream["codec_name"] as? String,
              let width = stream["width"] as? Int, let height = stream["height"] as? Int,
              let frames = (stream["nb_read_frames"] as? String).flatMap({ Int($0) }),
              let duration = (format["duration"] as? String).flatMap({ Double($0) }) else {
            throw Failure(description: "ffprobe failed on \(file.path) (exit \(result.status)): "
                          + String(decoding: data, as: UTF8.self))
        }
        self.codec = codec
        self.width = width
        self.height = height
        self.frames = frames
        self.duration = duration
    }
}
