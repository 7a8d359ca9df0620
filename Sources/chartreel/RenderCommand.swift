import ArgumentParser
import ChartReel
import Foundation
import ReelEncoding

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the whole animation to a file (.gif or .mp4, chosen by extension).",
        discussion: """
            The target is replaced only by a complete file: on an error or an interrupt
            (Ctrl-C, SIGTERM, SIGHUP) ffmpeg is stopped, temporary files are removed and
            an existing target is left as it was; the exit status is then 128 + the signal.
            """
    )

    @OptionGroup var options: SceneOptions

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Output file: .gif or .mp4.")
    var output: String

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Frames rendered at once, 1-256 (default: one per core).")
    var jobs: WrittenNumber<Int>?

    @Flag(name: .shortAndLong, help: "Print no progress line and no summary.")
    var quiet = false

    @Flag(help: "Print a JSON summary on standard output when the render ends.")
    var json = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds ffmpeg may go without reading a frame or finishing before it is stopped (at most 86400).",
                               valueName: "seconds"))
    var ffmpegTimeout = WrittenNumber<Double>(argument: "60")

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Where a GIF's second pass gets its frames: auto, store (kept compressed on disk) "
                               + "or render (rendered again).", valueName: "mode"))
    var gifSecondPass: GIFSecondPass = .automatic

    static let valuedOptions = SceneOptions.valuedOptions
        + [["-o", "--output"], ["-j", "--jobs"], ["--ffmpeg-timeout"], ["--gif-second-pass"]]

    func validate() throws {
        do {
            _ = try OutputTarget.forFile(URL(fileURLWithPath: output), allowed: OutputTarget.animations)
        } catch {
            throw ValidationError(String(describing: error))
        }
        try jobs?.require("--jobs", "a whole number from 1 to 256") { (1...256).contains($0) }
        try ffmpegTimeout.require("--ffmpeg-timeout", "more than 0 and at most 86400 seconds",
                                  WrittenNumber.within(0, 86_400, open: true))
        try options.refuseAsOutput(output)
    }

    func run() throws {
        let scene = try options.load()
        let cancellation = Cancellation()
        SignalTrap.install(cancelling: cancellation)
        let settings = try EncoderSettings(stallTimeout: ffmpegTimeout.value, cancellation: cancellation,
                                           gifSecondPass: gifSecondPass)
        let line = quiet || json ? nil : ProgressLine.onTerminal()
        defer { line?.clear() }
        let started = Date()
        var renderOptions = RenderOptions(jobs: jobs?.value ?? 0, encoder: settings)
        if let line { renderOptions.progress = { line.show($0) } }
        let report = try Reel.render(scene, to: URL(fileURLWithPath: output), options: renderOptions)
        line?.clear()
        let summary = RenderSummary(report: report, seconds: Date().timeIntervalSince(started))
        if json {
            try Console.print(summary.json)
        } else {
            Notes.print(report.notes)
            if !quiet { try Console.print(summary.line) }
        }
    }
}

extension GIFSecondPass: ExpressibleByArgument {}

enum ByteCount {
    static func format(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return String(format: "%.1f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / 1024 / 1024)
    }
}

/// Notes go to standard error, one line each, so standard output stays the result.
enum Notes {
    static func print(_ notes: [String]) {
        for note in notes { Console.note(note) }
    }
}
