import Foundation
import ReelSystem

/// Checks a finished file before it replaces the target: ffmpeg has been
/// seen to exit 0 on a full disk, leaving a truncated file.
///
/// GIF and MP4 are read in process, from their block and box structure (a
/// few milliseconds, where starting ffprobe costs ~60 ms a render); a format
/// without a reader in `readers` is measured by ffprobe instead.
struct OutputCheck {
    let format: VideoFormat
    let spec: VideoSpec
    let ffprobe: URL?
    /// ffprobe's time limit (more for a large file: `ToolRun.probeLimit`).
    var stallTimeout: Double = 60
    var cancellation = Cancellation()

    /// What a finished file holds, as far as the check is concerned.
    struct Contents: Sendable, Equatable {
        var frames: Int
        var duration: Double?
        /// False when bytes the structure declares are missing, even if every frame is there.
        var isComplete = true
    }

    /// In-process readers by format. A format missing here falls back to
    /// ffprobe, so a new `VideoFormat` is still checked before it has a reader.
    /// A reader throws when the file's structure is not that of a complete file.
    static let readers: [VideoFormat: @Sendable (URL) throws -> Contents] = [
        .gif: { url in
            let gif = try GIFStructure(reading: url)
            return Contents(frames: gif.frames, duration: gif.duration)
        },
        .mp4: { url in
            let mp4 = try MP4Structure(reading: url)
            return Contents(frames: mp4.completeSamples, duration: mp4.duration, isComplete: mp4.isComplete)
        },
        .webp: { url in
            // Frames all alike make a still image: one frame, no duration of its own.
            if WebPStructure.isStillImage(url) { return Contents(frames: 1, duration: nil) }
            let webp = try WebPStructure(reading: url)
            return Contents(frames: webp.frames, duration: webp.duration)
        },
    ]

    /// Throws `EncodingError.incompleteOutput` unless `file` is non-empty, is
    /// a complete file of `format`, and holds the expected number of frames
    /// and duration. A format without a reader is checked only if there is ffprobe.
    func verify(_ file: URL) throws {
        let size = FileBytes.size(of: file.path) ?? 0
        guard size > 0 else { throw failure("ffmpeg wrote an empty file", file) }
        guard let contents = try read(file) else { return }
        // Frames first: a file cut inside its media data says most as a count.
        let merged = format.traits.mergesRepeatedFrames && (1...spec.frameCount).contains(contents.frames)
        if contents.frames != spec.frameCount && !merged {
            throw failure("the file ffmpeg wrote holds \(contents.frames) frames, expected \(spec.frameCount)", file)
        }
        guard contents.isComplete else { throw failure(invalid, file) }
        let expected = Double(spec.frameCount) / Double(spec.fps)
        // A GIF's delays add up to the animation's length in hundredths exactly (`GIFFileWriter`).
        let tolerance = format == .gif ? 0.0051 : 1.5 / Double(spec.fps) + 0.02
        if let duration = contents.duration, abs(duration - expected) > tolerance {
            throw failure(String(format: "the file ffmpeg wrote lasts %.3f s, expected %.3f s", duration, expected), file)
        }
    }

    /// The file's contents, from its reader or ffprobe; nil when there is neither.
    func read(_ file: URL) throws -> Contents? {
        if let reader = Self.readers[format] {
            do {
                return try reader(file)
            } catch {
                throw failure(invalid, file)
            }
        }
        guard let ffprobe else { return nil }
        guard let probe = try Self.probe(file, ffprobe: ffprobe, stallTimeout: stallTimeout, cancellation: cancellation) else {
            throw failure("ffprobe cannot read the file ffmpeg wrote", file)
        }
        return Contents(frames: probe.frames, duration: probe.duration)
    }

    private var invalid: String { "the file ffmpeg wrote is not a valid \(format.displayName)" }

    private func failure(_ message: String, _ file: URL) -> EncodingError {
        .incompleteOutput(message + "; the target was not replaced" + DiskSpace.fullHint(at: file))
    }

    /// Packets of the first video stream (no decoding) and the container's
    /// duration, or the stream's where the container gives none (AVIF's
    /// muxer writes 0).
    static func probe(_ file: URL, ffprobe: URL, stallTimeout: Double = 60,
                      cancellation: Cancellation = Cancellation()) throws -> (frames: Int, duration: Double?)? {
        let arguments = ["-v", "error", "-count_packets", "-select_streams", "v:0",
                         "-show_entries", "stream=nb_read_packets,duration:format=duration", "-of", "flat=s=_", file.path]
        guard let data = try ToolRun.output(of: ffprobe, arguments, limit: ToolRun.probeLimit(stallTimeout, file: file),
                                            cancellation: cancellation, stage: "the check of the finished file") else {
            return nil
        }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        guard let frames = fields["streams_stream_0_nb_read_packets"].flatMap(Int.init) else { return nil }
        let container = fields["format_duration"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        return (frames, container ?? fields["streams_stream_0_duration"].flatMap(Double.init))
    }
}
