import Foundation
import ReelEncoding
import ReelSystem

/// Decodes an animation file into RGBA frames through ffmpeg, one frame at a
/// time (memory stays one frame, whatever the length). Each frame the file
/// stores comes out once (`-fps_mode passthrough`), or, given a `rate`, the
/// frame shown at each 1/rate s (a GIF stores a held frame once). WebM is decoded with
/// libvpx, whose decoder keeps the alpha plane that ffmpeg's own VP9
/// decoder drops.
///
/// The file is read only as the format its extension names, from the local
/// file system: a committed asset may come from an untrusted pull request,
/// and ffmpeg left to guess would follow a playlist named `.gif` to other
/// files or to the network.
///
/// ffprobe and ffmpeg run under `stallTimeout` (ffmpeg may take that long
/// for each frame) and stop at once when `cancellation` is raised.
package final class FrameDecoder: DecodedFrames {
    package let width: Int
    package let height: Int
    private let process: ChildProcess
    private let output: Int32
    private let reader: BoundedRead
    private let stallTimeout: Double
    private let cancellation: Cancellation
    private var closed = false

    /// Starts decoding `file`; throws when ffprobe cannot read its size.
    package init(_ file: URL, ffmpeg: URL, ffprobe: URL, rate: Int? = nil, stallTimeout: Double = 60,
                cancellation: Cancellation = Cancellation()) throws {
        guard let size = try Self.size(of: file, ffprobe: ffprobe, stallTimeout: stallTimeout, cancellation: cancellation) else {
            throw SystemError.output("\(file.path): ffprobe cannot read it as \(Self.formatName(of: file))")
        }
        (width, height) = size
        let decoder = file.pathExtension.lowercased() == "webm" ? ["-c:v", "libvpx-vp9"] : []
        let arguments = ["-hide_banner", "-loglevel", "error", "-nostdin"] + Self.inputOptions(for: file) + decoder
            + ["-i", file.path, "-map", "0:v:0"] + (rate.map { ["-fps_mode", "cfr", "-r", "\($0)"] } ?? ["-fps_mode", "passthrough"])
            + ["-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"]
        let pipe = try ChildPipe()
        do {
            process = try ChildProcess(executable: ffmpeg, arguments: arguments, stdout: pipe.write)
        } catch {
            Glibc.close(pipe.read)
            Glibc.close(pipe.write)
            throw error
        }
        Glibc.close(pipe.write)
        output = pipe.read
        self.stallTimeout = stallTimeout
        self.cancellation = cancellation
        reader = BoundedRead(fd: output, cancellation: cancellation, stage: "decoding \(file.lastPathComponent)", tool: "ffmpeg")
        if !cancellation.register(process.pid) { closed = true }
        if closed {
            process.kill()
            Glibc.close(output)
            try cancellation.check()
        }
    }

    deinit { close() }

    /// The next frame's `width` x `height` x 4 bytes, or nil at the end.
    package func next() throws -> [UInt8]? {
        let count = width * height * 4
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(stallTimeout * 1e9)
        let frame = try reader.read(upTo: count, deadline: deadline, limit: stallTimeout)
        if frame.isEmpty { return nil }
        guard frame.count == count else {
            throw SystemError.output("ffmpeg ended inside a frame while decoding")
        }
        return frame
    }

    /// Stops ffmpeg if it is still decoding.
    package func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(output)
        cancellation.unregister(process.pid)
        process.signal(SIGTERM)
        if !process.wait(timeout: 5) { process.kill() }
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
    static func size(of file: URL, ffprobe: URL, stallTimeout: Double = 60,
                     cancellation: Cancellation = Cancellation()) throws -> (Int, Int)? {
        let arguments = ["-v", "error"] + inputOptions(for: file) + ["-select_streams", "v:0", "-show_entries", "stream=width,height",
                         "-of", "csv=p=0", file.path]
        guard let data = try ToolRun.output(of: ffprobe, arguments, limit: stallTimeout, cancellation: cancellation,
                                            stage: "reading the size of \(file.lastPathComponent)") else { return nil }
        let numbers = String(decoding: data, as: UTF8.self)
            .split(whereSeparator: { $0 == "," || $0.isNewline }).compactMap { Int($0) }
        guard numbers.count >= 2, numbers[0] > 0, numbers[1] > 0 else { return nil }
        return (numbers[0], numbers[1])
    }
}
