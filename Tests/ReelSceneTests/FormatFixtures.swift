import ReelScene
import Foundation
import ReelEncoding
import TestSupport
import Testing

/// Small scenes and ffprobe/ffmpeg/Pillow readers for the format tests.
enum FormatFixtures {
    /// 80x60 at 10 fps for 1 s: a red square that fades out over the first
    /// half (so a pixel opaque early is transparent late) and a blue bar
    /// that slides right; the background `background` ("none": transparent).
    static func scene(background: String = "none") throws -> Scene {
        let json = """
            { "canvas": { "width": 80, "height": 60, "fps": 10, "duration": 1, "background": "\(background)", "scale": 1 },
              "chart": { "type": "shapes", "layers": [
                { "rect": [8, 8, 24, 24], "fill": "#E02020" },
                { "rect": [4, 40, 20, 12], "fill": "#2040E0" } ] },
              "timeline": [
                { "property": "chart.layers[0].opacity", "from": 1, "to": 0, "duration": 0.5 },
                { "property": "chart.layers[1].position", "from": [0, 0], "to": [50, 0], "duration": 1 } ] }
            """
        return try SceneLoader.decode(SourceText(name: "formats.json", bytes: Array(json.utf8)))
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// ffprobe's view of the first video stream and the container.
    struct Probe {
        var codec = "", pixelFormat = "", profile = "", alphaMode = ""
        var width = 0, height = 0, frames = 0
        var duration = 0.0

        init(_ file: URL) throws {
            let result = try ProcessRunner.run(try ProcessRunner.tool("ffprobe", package: "ffmpeg"),
                ["-v", "error", "-count_frames", "-select_streams", "v:0",
                 "-show_entries", "stream=codec_name,pix_fmt,profile,width,height,nb_read_frames:stream_tags=alpha_mode:format=duration",
                 "-of", "default=nw=1", file.path])
            for line in String(decoding: result.stdout, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                switch parts[0] {
                case "codec_name": codec = parts[1]
                case "pix_fmt": pixelFormat = parts[1]
                case "profile": profile = parts[1]
                case "TAG:alpha_mode", "TAG:ALPHA_MODE": alphaMode = parts[1]
                case "width": width = Int(parts[1]) ?? 0
                case "height": height = Int(parts[1]) ?? 0
                case "nb_read_frames": frames = Int(parts[1]) ?? 0
                case "duration": duration = Double(parts[1]) ?? APNGTiming.duration(file)
                default: break
                }
            }
        }
    }

    /// Frame `index` of `file` decoded to RGBA bytes (libvpx for WebM, so alpha survives).
    static func decodedFrame(_ file: URL, index: Int, width: Int, height: Int) throws -> [UInt8] {
        if file.pathExtension == "webp" { return try pillowFrame(file, index: index) }
        let decoder = file.pathExtension == "webm" ? ["-c:v", "libvpx-vp9"] : []
        let result = try ProcessRunner.run(try ProcessRunner.tool("ffmpeg", package: "ffmpeg"),
            ["-v", "error"] + decoder + ["-i", file.path, "-vf", "select=eq(n\\,\(index))", "-fps_mode", "passthrough",
             "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let bytes = [UInt8](result.stdout)
        guard bytes.count == width * height * 4 else { throw TestFailure("decoded \(bytes.count) bytes of frame \(index)") }
        return bytes
    }

    /// Animated WebP through Pillow (ffmpeg 5.1 cannot decode it): the frame
    /// showing at frame `index` of 10 fps (libwebp merges repeated frames, so
    /// its durations say which), composed as a player would.
    static func pillowFrame(_ file: URL, index: Int) throws -> [UInt8] {
        let durations = try WebPStructure(reading: file).durations
        var (frame, start) = (0, 0)
        while frame < durations.count - 1 && start + durations[frame] <= index * 100 {
            start += durations[frame]
            frame += 1
        }
        let script = "import sys\nfrom PIL import Image\nim = Image.open(sys.argv[1]); im.seek(int(sys.argv[2]))\n"
            + "sys.stdout.buffer.write(im.convert('RGBA').tobytes())"
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path, "\(frame)"])
        guard result.status == 0 else { throw TestFailure("Pillow could not read \(file.path): \(result.stderrText)") }
        return [UInt8](result.stdout)
    }

    /// The channel `c` (0 red ... 3 alpha) of pixel (x, y).
    static func channel(_ bytes: [UInt8], width: Int, _ x: Int, _ y: Int, _ c: Int) -> Int {
        Int(bytes[(y * width + x) * 4 + c])
    }

    /// SSIM of two same-size RGBA frames composited on white, by ffmpeg's ssim filter.
    static func ssim(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, in folder: URL) throws -> Double {
        let (fa, fb) = (folder.appendingPathComponent("a.rgba"), folder.appendingPathComponent("b.rgba"))
        try Data(a).write(to: fa)
        try Data(b).write(to: fb)
        let input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-i"]
        let result = try ProcessRunner.run(try ProcessRunner.tool("ffmpeg", package: "ffmpeg"),
            ["-v", "info", "-nostats"] + input + [fa.path] + input + [fb.path] + ["-f", "lavfi", "-i", "color=white:s=\(width)x\(height)",
             "-lavfi", "[2][0]overlay[x];[2][1]overlay[y];[x][y]ssim", "-frames:v", "1", "-f", "null", "-"])
        let text = String(decoding: result.stderr, as: UTF8.self)
        guard let range = text.range(of: "All:") else { throw TestFailure("no SSIM in: \(text.suffix(300))") }
        return Double(text[range.upperBound...].prefix { $0 == "." || $0.isNumber }) ?? 0
    }
}

/// APNG's duration, which ffprobe does not report: the sum of its frame
/// control chunks' delays.
enum APNGTiming {
    static func duration(_ file: URL) -> Double {
        guard let bytes = try? [UInt8](Data(contentsOf: file)) else { return 0 }
        var total = 0.0
        var index = 0
        while let at = LoopCount.find(Array("fcTL".utf8), in: bytes, from: index), at + 28 <= bytes.count {
            let number = Int(bytes[at + 24]) << 8 | Int(bytes[at + 25])
            let denominator = Int(bytes[at + 26]) << 8 | Int(bytes[at + 27])
            total += Double(number) / Double(denominator == 0 ? 100 : denominator)
            index = at + 4
        }
        return total
    }
}
