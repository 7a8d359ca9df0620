import Foundation
import ReelSystem

/// Where rendered frames go: an encoder, later a PNG sequence or a contact
/// sheet. The render loop hands every frame over in order, on one thread,
/// as many times as the sink asks for, then finishes or cancels it.
///
/// A sink owns its `WorkArea`: nothing it writes reaches the target before
/// `finish` has checked it, and `cancel` leaves no file behind.
package protocol FrameSink: AnyObject {
    /// Takes frame `index` of the current pass, `spec.frameByteCount` bytes in `spec.layout`.
    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws
    /// How many frames written after it a frame given to `write(lending:)`
    /// is read behind. 0: the sink is done with every frame once `write`
    /// returns, and `write(lending:)` is `write`.
    var lendingLag: Int { get }
    /// Takes frame `index` as `write` does, by reference: its bytes stay
    /// unchanged until `lendingLag` more frames are written, or until
    /// `endPass`, `cancel` or `finish` has returned.
    func write(lending frame: UnsafeRawBufferPointer, index: Int) throws
    /// Ends a pass over all frames; true when the sink needs every frame again.
    func endPass() throws -> Bool
    /// Completes the output: checks it and moves it onto the target.
    func finish() throws -> EncodeResult
    /// Abandons the output: stops helper processes, deletes temporary files.
    func cancel()
    /// The passes over all frames the sink expects to ask for, as far as it
    /// knows now (for progress: a GIF learns during its first pass whether it needs a second).
    var plannedPasses: Int { get }
}

extension FrameSink {
    package var plannedPasses: Int { 1 }
    package var lendingLag: Int { 0 }
    package func write(lending frame: UnsafeRawBufferPointer, index: Int) throws { try write(frame, index: index) }
}

/// What an encode produced, for reporting.
package struct EncodeResult: Sendable, Hashable {
    package var width: Int
    package var height: Int
    /// Things the user should know, such as padding added for MP4.
    package var notes: [String]
    /// The finished file's size; nil for a folder of frames.
    package var bytes: Int?

    package init(width: Int, height: Int, notes: [String] = []) {
        self.width = width
        self.height = height
        self.notes = notes
    }
}

/// How a GIF's second pass gets its frames.
package enum GIFSecondPass: String, Sendable, CaseIterable {
    /// Stored frames, unless they compress badly (photographic noise): then rendered again.
    case automatic = "auto"
    /// Frames stored compressed during the first pass and read back.
    case store
    /// Every frame rendered a second time.
    case render
}

/// Settings shared by every encoder sink.
package struct EncoderSettings: Sendable {
    /// ffmpeg, or why it cannot be used: looked for up front, reported only
    /// when a format needs it (PNG frames do not).
    private var located: Result<URL, EncodingError>
    /// The ffmpeg executable; throws when it was not found.
    package var ffmpeg: URL {
        get throws { try located.get() }
    }
    /// For checking finished files of formats chartreel cannot read itself
    /// (GIF and MP4 are read in process); without it those get no frame count check.
    package var ffprobe: URL?
    /// Seconds ffmpeg may go without reading a frame or, after the last one, without exiting.
    package var stallTimeout: Double
    package var cancellation: Cancellation
    package var gifSecondPass: GIFSecondPass
    /// The user's encoder choices.
    package var options: EncodeOptions
    /// For a format that is a document around an encoded animation (HTML):
    /// the document's bytes, given the animation's and how many frames each
    /// of its frames stands for (runs of identical frames are encoded once).
    package var document: (@Sendable (_ animation: [UInt8], _ holds: [Int]) throws -> [UInt8])?

    package init(ffmpeg: URL? = nil, ffprobe: URL? = nil, stallTimeout: Double = 60,
                cancellation: Cancellation = Cancellation(), gifSecondPass: GIFSecondPass = .automatic,
                options: EncodeOptions = EncodeOptions()) throws {
        located = Result { try ffmpeg ?? FFmpegLocator.locate() }.mapError { $0 as? EncodingError ?? .ffmpegNotFound }
        self.ffprobe = ffprobe ?? (try? located.get()).flatMap { FFmpegLocator.ffprobe(beside: $0) }
        self.stallTimeout = stallTimeout
        self.cancellation = cancellation
        self.gifSecondPass = gifSecondPass
        self.options = options
    }
}

/// Everything a format needs to open its sink.
package struct SinkRequest: Sendable {
    package var spec: VideoSpec
    package var work: WorkArea
    package var settings: EncoderSettings
    /// An ffmpeg started for this target before the spec was known, which
    /// `startFFmpeg` takes when it runs the very command asked for.
    var started: EncoderStart?

    package init(spec: VideoSpec, work: WorkArea, settings: EncoderSettings) {
        self.spec = spec
        self.work = work
        self.settings = settings
    }

    /// The check of this request's finished file as `format`, under the
    /// render's time limit and cancellation.
    func outputCheck(_ format: VideoFormat) -> OutputCheck {
        OutputCheck(format: format, spec: spec, ffprobe: settings.ffprobe, stallTimeout: settings.stallTimeout,
                    cancellation: settings.cancellation)
    }

    /// Starts one ffmpeg pass reading this request's raw frames from its
    /// standard input, after the `inputs` before them; `output`, if given,
    /// takes its standard output, read up to `outputAhead` bytes ahead.
    func startFFmpeg(stage: String, inputs: [String] = [], _ arguments: [String],
                     output: (@Sendable (UnsafeRawBufferPointer) throws -> Void)? = nil,
                     outputAhead: Int = 8 << 20) throws -> FFmpegProcess {
        let command = Self.ffmpegCommand(inputs + spec.inputArguments + arguments)
        if output == nil, let process = started?.takeProcess(command: command, frameBytes: spec.frameByteCount) {
            return process
        }
        return try FFmpegProcess(
            executable: try settings.ffmpeg, arguments: command,
            stage: stage, frameBytes: spec.frameByteCount,
            stallTimeout: settings.stallTimeout, cancellation: settings.cancellation, output: output, outputAhead: outputAhead)
    }

    /// ffmpeg's whole argument list for `arguments`: quiet but for errors,
    /// never reading the terminal.
    static func ffmpegCommand(_ arguments: [String]) -> [String] {
        ["-hide_banner", "-loglevel", "error", "-nostdin"] + arguments
    }
}
