import Foundation
import ReelEncoding
import TestSupport
import Testing

/// Runs `tool` (found on PATH) with `arguments`; throws unless it exits 0.
/// Returns its standard output.
func runTool(_ tool: String, _ arguments: [String]) throws -> Data {
    try ProcessRunner.runTool(tool, arguments, package: "ffmpeg").stdout
}

/// `name` on PATH, independent of the library's own lookup.
func toolOnPath(_ name: String) throws -> URL {
    try ProcessRunner.tool(name, package: "ffmpeg")
}

/// What ffprobe reports about a file's first video stream and container.
struct Probe {
    let codec: String
    let width: Int
    let height: Int
    let frames: Int
    let pixelFormat: String?
    let colorSpace: String?
    let colorPrimaries: String?
    let colorTransfer: String?
    let duration: Double

    init(_ file: URL) throws {
        let data = try runTool("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries",
            "stream=codec_name,width,height,nb_read_frames,pix_fmt,color_space,color_primaries,color_transfer:format=duration",
            "-of", "json", file.path,
        ])
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stream = (json["streams"] as? [[String: Any]])?.first,
              let format = json["format"] as? [String: Any] else {
            throw TestFailure("unexpected ffprobe output: \(String(decoding: data, as: UTF8.self))")
        }
        func field(_ name: String) throws -> String {
            guard let value = stream[name] ?? format[name] else { throw TestFailure("ffprobe gave no \(name): \(json)") }
            return "\(value)"
        }
        codec = try field("codec_name")
        guard let width = Int(try field("width")), let height = Int(try field("height")),
              let frames = Int(try field("nb_read_frames")), let duration = Double(try field("duration")) else {
            throw TestFailure("unexpected ffprobe values: \(json)")
        }
        self.width = width
        self.height = height
        self.frames = frames
        self.duration = duration
        pixelFormat = stream["pix_fmt"] as? String
        colorSpace = stream["color_space"] as? String
        colorPrimaries = stream["color_primaries"] as? String
        colorTransfer = stream["color_transfer"] as? String
    }
}

/// Decodes every frame of `file` to packed RGB (3 bytes a pixel). `filter`
/// is applied before the conversion (e.g. to say how to read YUV).
func decodeRGB(_ file: URL, filter: String = "format=rgb24") throws -> [UInt8] {
    [UInt8](try runTool("ffmpeg", ["-v", "error", "-i", file.path, "-vf", filter,
                                   "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]))
}

/// An RGB colour of a test frame.
struct RGB: Equatable, CustomStringConvertible {
    let r: UInt8, g: UInt8, b: UInt8

    var description: String { "(\(r), \(g), \(b))" }

    /// The largest difference in one channel.
    func distance(to other: RGB) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
    }
}

/// Distinct solid colours: frame `i` is `palette[i % palette.count]`.
let palette: [RGB] = [
    RGB(r: 255, g: 0, b: 0), RGB(r: 0, g: 255, b: 0), RGB(r: 0, g: 0, b: 255),
    RGB(r: 255, g: 255, b: 0), RGB(r: 0, g: 255, b: 255), RGB(r: 255, g: 0, b: 255),
    RGB(r: 255, g: 255, b: 255), RGB(r: 0, g: 0, b: 0), RGB(r: 128, g: 64, b: 32),
]

/// A frame of `spec`'s size filled with `color`, in bgr0 layout.
func solidFrame(_ color: RGB, spec: VideoSpec) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: spec.frameByteCount)
    for pixel in stride(from: 0, to: bytes.count, by: 4) {
        bytes[pixel] = color.b
        bytes[pixel + 1] = color.g
        bytes[pixel + 2] = color.r
    }
    return bytes
}

/// Frame producer for solid frames cycling through `palette`.
func solidFrames(_ spec: VideoSpec) -> FrameProducer {
    { index in solidFrame(palette[index % palette.count], spec: spec) }
}

struct Boom: Error {}

