import Foundation
import ReelSystem

/// Produces frame `index` (0-based) as raw bytes in the spec's layout. It may
/// be called more than once per index (a GIF's second pass may render again),
/// so it must be deterministic.
package typealias FrameProducer = (_ index: Int) throws -> [UInt8]

/// Opens sinks that encode raw frames into files through ffmpeg.
package struct VideoEncoder: Sendable {
    package var settings: EncoderSettings

    package var ffmpeg: URL {
        get throws { try settings.ffmpeg }
    }

    /// Locates ffmpeg; throws `EncodingError.ffmpegNotFound` if it is missing.
    package init(ffmpeg: URL? = nil) throws {
        settings = try EncoderSettings(ffmpeg: ffmpeg)
        _ = try settings.ffmpeg
    }

    package init(settings: EncoderSettings) {
        self.settings = settings
    }

    /// A sink writing `spec`'s frames to `output` as `format`. The target is
    /// checked (and a work area created beside it) before this returns, so
    /// nothing is rendered for an output that cannot be written. An encoder
    /// `started` for the same format and target is taken over (what the
    /// sink does not use of it is stopped).
    package func openSink(_ format: VideoFormat, spec: VideoSpec, to output: URL,
                          started: EncoderStart? = nil) throws -> FrameSink {
        let started = started.flatMap { start -> EncoderStart? in
            guard start.format == format, start.target == output else {
                start.cancel()
                return nil
            }
            return start
        }
        defer { started?.cancel() }
        let work = try started?.takeWork() ?? WorkArea(target: output, cancellation: settings.cancellation)
        do {
            var request = SinkRequest(spec: spec, work: work, settings: settings)
            request.started = started
            return try format.traits.makeSink(request)
        } catch {
            work.discard()
            throw error
        }
    }

    /// Writes `spec.frameCount` frames from `frames` to `output` as `format`,
    /// one at a time on this thread (the render loop in ChartReel renders in
    /// parallel). The target is replaced only when the file is complete.
    @discardableResult
    package func encode(_ format: VideoFormat, spec: VideoSpec, to output: URL,
                       frames: FrameProducer) throws -> EncodeResult {
        let sink = try openSink(format, spec: spec, to: output)
        do {
            repeat {
                for index in 0..<spec.frameCount {
                    try settings.cancellation.check()
                    let frame = try frames(index)
                    guard frame.count == spec.frameByteCount else {
                        throw EncodingError.frameSize(index: index, expected: spec.frameByteCount, actual: frame.count)
                    }
                    try frame.withUnsafeBytes { try sink.write($0, index: index) }
                }
            } while try sink.endPass()
            return try sink.finish()
        } catch {
            sink.cancel()
            throw SystemError.afterCancellation(error, signal: settings.cancellation.signal)
        }
    }
}
