import Foundation

/// An HTML scrubber: the frames go to ffmpeg as an animated AVIF in the
/// work area; once it is checked, `settings.document` wraps it into the page
/// that replaces the target.
final class ScrubberSink: FrameSink {
    private let request: SinkRequest
    private let process: FFmpegProcess
    private let frames: URL

    init(_ request: SinkRequest) throws {
        guard request.settings.document != nil else {
            throw EncodingError.output("an HTML page is written by chartreel render (it needs the scene), not by an encoder alone")
        }
        self.request = request
        frames = request.work.file("frames.avif")
        process = try request.startFFmpeg(stage: "HTML frames (AV1) encoding",
                                          EncoderArguments.scrubberFrames(request.spec, request.settings.options)
                                              + ["-y", frames.path])
    }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        try process.write(frame)
    }

    func endPass() throws -> Bool {
        try process.finish()
        return false
    }

    func finish() throws -> EncodeResult {
        try request.outputCheck(.html).verify(frames)
        let page = try request.settings.document!(Array(try Data(contentsOf: frames)))
        try Data(page).write(to: request.work.output)
        var result = EncodeResult(width: request.spec.width, height: request.spec.height)
        result.bytes = try request.work.commit()
        return result
    }

    func cancel() {
        process.cancel()
        request.work.discard()
    }
}
