import Foundation

/// Decodes an animation file into RGBA frames through ffmpeg, one frame at a
/// time (memory stays one frame, whatever the length). Each frame the file
/// stores comes out once (`-fps_mode passthrough`). WebM is decoded with
/// libvpx, whose decoder keeps the alpha plane that ffmpeg's own VP9
/// decoder drops.
///
/// The file is read only as the format its extension names, from the local
/// file system: a committed asset may come from an untrusted pull request,
/// and ffmpeg left to guess would follow a playlist named `.gif` to other
/// files or to the network.
public final class FrameDecoder {
    public let width: Int
    public let height: Int
    private let process = Process()
    private let output: FileHandle

    /// Starts decoding `file`; throws when ffprobe cannot read its size.
    public init(_ file: URL, ffmpeg: URL, ffprobe: URL) throws {
        guard let size = Self.size(of: file, ffprobe: ffprobe) else {
            throw EncodingError.output("\(file.path): ffprobe cannot read it as \(Self.formatName(of: file))")
        }
        (width, height) = size
        let decoder = file.pathExtension.lowercased() == "webm" ? ["-c:v", "libvpx-vp9"] : []
        let input = Self.inputOptions(for: file) + decoder
        let pipe = Pipe()
        process.executableURL = ffmpeg
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin"] + input
            + ["-i", file.path, "-map", "0:v:0", "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw EncodingError.cannotLaunch("\(ffmpeg.path): \(error.localizedDescription)")
        }
        output = pipe.fileHandleForReading
    }

    deinit { close() }

    /// The next frame's `width` x `height` x 4 bytes, or nil at the end.
    public func next() throws -> [UInt8]? {
        let count = width * height * 4
        var frame = [UInt8]()
        frame.reserveCapacity(count)
        while frame.count < count {
            guard let chunk = try output.read(upToCount: count - frame.count), !chunk.isEmpty else { break }
            frame += chunk
        }
        if frame.isEmpty { return nil }
        guard frame.count == count else {
            throw EncodingError.output("ffmpeg ended inside a frame while decoding")
        }
        return frame
    }

    /// Stops ffmpeg if it is still decoding.
    public func close() {
        if process.isRunning { process.terminate() }
        try? output.close()
        process.waitUntilExit()
    }

    /// ffmpeg's reader for the format `file`'s extension names, and no
    /// protocol but local files.
    static func inputOptions(for file: URL) -> [String] {
        let demuxers: [VideoFormat: String] = [.gif: "gif", .apng: "apng", .mp4: "mov", .mov: "mov", .webm: "matroska"]
        let demuxer = VideoFormat(pathExtension: file.pathExtension).flatMap { demuxers[$0] }
        return ["-protocol_whitelist", "file"] + (demuxer.map { ["-f", $0] } ?? [])
    }

    /// What the file should hold, for messages: "a GIF", or "a video or animation".
    static func formatName(of file: URL) -> String {
        VideoFormat(pathExtension: file.pathExtension).map { "a " + $0.displayName } ?? "a video or animation"
    }

    /// The width and height of the first video stream.
    static func size(of file: URL, ffprobe: URL) -> (Int, Int)? {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = ffprobe
        process.arguments = ["-v", "error"] + inputOptions(for: file)
            + ["-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", file.path]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(whereSeparator: { $0 == "," || $0.isNewline }).compactMap { Int($0) }
        guard process.terminationStatus == 0, numbers.count >= 2, numbers[0] > 0, numbers[1] > 0 else { return nil }
        return (numbers[0], numbers[1])
    }
}
