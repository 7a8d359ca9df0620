import Foundation
import ReelSystem

/// An encoder started for its target before the scene is read, so that
/// ffmpeg's own start-up (loading its libraries takes longer than chartreel
/// takes to read most scenes) runs beside the reading instead of after it.
/// Only a format whose ffmpeg command names nothing of the scene starts
/// early (`FormatTraits.earlyArguments`: MP4, whose frames reach ffmpeg as a
/// YUV4MPEG2 stream that carries their size and rate).
///
/// The target is checked and its work area made here, as
/// `VideoEncoder.openSink` would do; the sink `openSink(started:)` opens
/// takes the work area, and the process only when it was started with the
/// very command the sink asks for. What no sink takes, `cancel()` stops and
/// removes: a scene that fails to load leaves no file and no process behind.
/// Used from the one thread that loads the scene and opens the sink.
package final class EncoderStart: @unchecked Sendable {
    package let format: VideoFormat
    /// The output as the user named it.
    package let target: URL
    /// The started ffmpeg's process id.
    let pid: pid_t
    private let work: WorkArea
    private let command: [String]
    private var process: FFmpegProcess?
    private var workTaken = false
    /// Whether a sink took the process over.
    private(set) var handedOver = false

    init(format: VideoFormat, target: URL, work: WorkArea, command: [String], process: FFmpegProcess) {
        (self.format, self.target, self.work, self.command, self.process) = (format, target, work, command, process)
        pid = process.pid
    }

    deinit { cancel() }

    /// The process, when it runs `command`; otherwise it is stopped, and nil.
    func takeProcess(command: [String], frameBytes: Int) -> FFmpegProcess? {
        guard let process else { return nil }
        self.process = nil
        guard command == self.command else {
            process.cancel()
            return nil
        }
        process.reserveInput(frameBytes: frameBytes)
        handedOver = true
        return process
    }

    /// The work area, which the sink then owns.
    func takeWork() -> WorkArea {
        workTaken = true
        return work
    }

    /// Stops the process no sink took and removes the work area unless a
    /// sink took it; safe to call more than once.
    package func cancel() {
        process?.cancel()
        process = nil
        if !workTaken { work.discard() }
    }
}

extension VideoEncoder {
    /// Starts `format`'s encoder writing to `output` before the scene is
    /// known, when its ffmpeg command depends only on the user's options;
    /// nil for any other format. Throws what `openSink` would throw for the
    /// target, or when ffmpeg cannot be started.
    package func start(_ format: VideoFormat, to output: URL) throws -> EncoderStart? {
        guard let early = format.traits.earlyArguments else { return nil }
        // Old work areas are swept once ffmpeg is loading, not before.
        let work = try WorkArea(target: output, cancellation: settings.cancellation, sweeping: false)
        do {
            let command = SinkRequest.ffmpegCommand(VideoSpec.streamInputArguments(source: "pipe:0")
                                                    + early(settings.options) + ["-y", work.output.path])
            let process = try FFmpegProcess(executable: try settings.ffmpeg, arguments: command,
                                            stage: "\(format.traits.displayName) encoding", frameBytes: 0,
                                            stallTimeout: settings.stallTimeout, cancellation: settings.cancellation)
            work.removeStaleFolders()
            return EncoderStart(format: format, target: output, work: work, command: command, process: process)
        } catch {
            work.discard()
            throw error
        }
    }
}
