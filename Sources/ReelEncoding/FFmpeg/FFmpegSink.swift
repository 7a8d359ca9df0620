import Foundation
import ReelSystem

/// A one-pass ffmpeg encode: frames stream into one process that writes the
/// work area's output file, or, for a document around the animation (HTML),
/// a file beside it that `settings.document` wraps into the output.
final class FFmpegSink: FrameSink {
    private let request: SinkRequest
    private let format: VideoFormat
    private let process: FFmpegProcess
    private let result: EncodeResult
    /// What ffmpeg writes.
    private let encoded: URL
    /// For a document: how many frames each frame sent to ffmpeg stands
    /// for (a run of identical frames is sent once; `SampleRetiming` gives
    /// it its length back), and the last frame sent.
    private var holds: [Int]?
    private var lastSent: [UInt8] = []
    /// What goes before each frame (`VideoSpec.frameHeader`).
    private let frameHeader: [UInt8]
    /// How many frames behind ffmpeg reads a frame written by reference
    /// (`FFmpegProcess.write(lending:)`).
    private let readBehind: Int

    init(_ request: SinkRequest, format: VideoFormat, arguments: [String], result: EncodeResult,
         stage: String? = nil, encoded: URL? = nil) throws {
        self.request = request
        self.format = format
        self.result = result
        self.encoded = encoded ?? request.work.output
        frameHeader = request.spec.frameHeader
        process = try request.startFFmpeg(stage: stage ?? "\(format.displayName) encoding", arguments + ["-y", self.encoded.path])
        readBehind = process.writesUntilRead(ofBytes: frameHeader.count + request.spec.frameByteCount) ?? 0
        do {
            try request.spec.streamHeader.withUnsafeBytes { try process.write($0) }
        } catch {
            process.cancel()
            throw error
        }
    }

    /// An HTML scrubber: the frames as an animated AVIF in the work area,
    /// which `settings.document` wraps, once checked, into the page.
    convenience init(scrubber request: SinkRequest) throws {
        guard request.settings.document != nil else {
            throw EncodingError.unusable("an HTML page is written by chartreel render (it needs the scene), not by an encoder alone")
        }
        try self.init(request, format: .html, arguments: EncoderArguments.scrubberFrames(request.spec, request.settings.options),
                      result: EncodeResult(width: request.spec.width, height: request.spec.height),
                      stage: "HTML frames (AV1) encoding", encoded: request.work.file("frames.avif"))
        // `SampleRetiming` retimes a one-track file; a transparent scene's
        // AVIF has two (colour and alpha), so its repeated frames are sent
        // as they are (each costs AV1 a few bytes).
        holds = request.spec.hasAlpha ? nil : []
    }

    /// A format whose frames go to ffmpeg as they are, with `arguments` for
    /// the spec and the user's options.
    convenience init(_ request: SinkRequest, format: VideoFormat,
                     arguments: (VideoSpec, EncodeOptions) -> [String]) throws {
        try self.init(request, format: format, arguments: arguments(request.spec, request.settings.options),
                      result: EncodeResult(width: request.spec.width, height: request.spec.height))
    }

    /// H.264 in yuv420p, which needs even sizes: odd ones are padded by one
    /// pixel at the right or bottom with `padColor` (by the renderer for
    /// `yuv420p` frames, else by ffmpeg). Tagged BT.709.
    convenience init(mp4 request: SinkRequest) throws {
        let spec = request.spec
        let (width, height) = (spec.evenWidth, spec.evenHeight)
        var notes: [String] = []
        if width != spec.width || height != spec.height {
            notes.append("MP4 needs even dimensions: padded \(spec.width)x\(spec.height) to \(width)x\(height)")
        }
        try self.init(request, format: .mp4, arguments: EncoderArguments.mp4(spec, request.settings.options),
                      result: EncodeResult(width: width, height: height, notes: notes))
    }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        guard !isRepeat(frame) else { return }
        try frameHeader.withUnsafeBytes { try process.write($0, frame) }
    }

    /// A document's repeated frames are not sent, so frames written after
    /// one do not all push bytes through the pipe: those are copied.
    var lendingLag: Int { holds == nil ? readBehind : 0 }

    func write(lending frame: UnsafeRawBufferPointer, index: Int) throws {
        guard !isRepeat(frame) else { return }
        try frameHeader.withUnsafeBytes { try process.write(lending: $0, frame) }
    }

    /// For a document, whether `frame` repeats the last one sent (and then
    /// counts it to the last one's run), else it is recorded as sent.
    private func isRepeat(_ frame: UnsafeRawBufferPointer) -> Bool {
        if holds != nil {
            let repeated = lastSent.withUnsafeBytes { $0.hasSameBytes(as: frame) }
            if repeated, !holds!.isEmpty {
                holds![holds!.count - 1] += 1
                return true
            }
            holds!.append(1)
            lastSent = Array(frame.bindMemory(to: UInt8.self))
        }
        return false
    }

    func endPass() throws -> Bool {
        try process.finish()
        return false
    }

    func finish() throws -> EncodeResult {
        if let holds, holds.count < request.spec.frameCount {
            try Data(try SampleRetiming.retimed(Array(try Data(contentsOf: encoded)), holds: holds)).write(to: encoded)
        }
        try request.outputCheck(format).verify(encoded)
        if encoded != request.work.output, let document = request.settings.document {
            let holds = holds ?? Array(repeating: 1, count: request.spec.frameCount)
            try Data(try document(Array(try Data(contentsOf: encoded)), holds)).write(to: request.work.output)
        }
        var result = result
        result.bytes = try request.work.commit()
        return result
    }

    func cancel() {
        process.cancel()
        request.work.discard()
    }
}
