import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding
import ReelSystem

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the whole animation: GIF, MP4, WebM, APNG, WebP, MOV, animated SVG or a folder of PNG frames.",
        discussion: """
            The format comes from the output's extension (.gif .mp4 .webm .apng .webp .mov .svg .html), or --format; \
            a folder (frames/) or a name with a number placeholder (frames/%04d.png) gets every frame as PNG. \
            -o - writes the file to standard output (give --format). \
            With --out-dir, every SCENE is written to DIR/NAME.EXT for each --format, several at once.

            The target is replaced only by a complete file: on an error or an interrupt \
            (Ctrl-C, SIGTERM, SIGHUP) ffmpeg is stopped, temporary files are removed and \
            an existing target is left as it was; the exit status is then 128 + the signal.
            """
    )

    @Argument(help: ArgumentHelp(SceneOptions.sceneHelp + " Several with --out-dir."),
              completion: .custom { _, _, prefix in SceneOptions.completions().filter { $0.hasPrefix(prefix) } })
    var scenes: [String]

    @OptionGroup var overrides: OverrideOptions

    @OptionGroup var watching: WatchOptions

    @Option(name: .shortAndLong, parsing: .unconditional,
            help: ArgumentHelp("Output file, frames folder, or - for standard output.", valueName: "output"),
            completion: .file())
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Write every scene into this folder, as NAME.EXT.", valueName: "dir"),
            completion: .directory)
    var outDir: String?

    @Option(parsing: .unconditional, help: Shard.help("scenes of --out-dir"))
    var shard: String?

    @OptionGroup var encoder: EncoderOptions

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Frames rendered at once, 1-256 (default: up to one per core, as the encoder needs them).")
    var jobs: WrittenNumber<Int>?

    @Flag(name: .shortAndLong, help: "Print no progress line and no summary.")
    var quiet = false

    @Flag(help: "Print a JSON summary on standard output when the render ends (one per line with --out-dir).")
    var json = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds ffmpeg may go without reading a frame or finishing before it is stopped (at most 86400).",
                               valueName: "seconds"))
    var ffmpegTimeout = WrittenNumber<Double>(argument: "60")

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Where a GIF's second pass gets its frames: auto, store (kept compressed on disk) "
                               + "or render (rendered again).", valueName: "mode"))
    var gifSecondPass: GIFSecondPass = .automatic

    static let valuedOptions = OverrideOptions.valuedOptions + EncoderOptions.valuedOptions
        + [["-o", "--output"], ["--out-dir"], ["--shard"], ["-j", "--jobs"], ["--ffmpeg-timeout"], ["--gif-second-pass"]]

    func validate() throws {
        try overrides.refuseStandardInputTwice(scenes: scenes)
        try jobs?.require("--jobs", "a whole number from 1 to 256") { (1...256).contains($0) }
        try ffmpegTimeout.require("--ffmpeg-timeout", "more than 0 and at most 86400 seconds",
                                  WrittenNumber.within(0, 86_400, open: true))
        _ = try encoder.encodeOptions(for: try formats())
        if let shard {
            _ = try Shard(parsing: shard)
            guard outDir != nil else { throw ValidationError("--shard splits the scenes of --out-dir; -o renders one scene") }
        }
        if let output {
            guard outDir == nil else { throw ValidationError("give either -o/--output or --out-dir, not both") }
            guard scenes.count == 1 else {
                throw ValidationError("-o writes one scene, \(scenes.count) were given; use --out-dir DIR for several")
            }
            if writesStandardOutput && json { throw ValidationError("--json prints on standard output, where -o - writes the file") }
            for scene in scenes { try overrides.refuseAsOutput(output, scene: scene) }
            if watching.watch && writesStandardOutput {
                throw ValidationError("--watch writes a file again on each change; give -o FILE, not standard output")
            }
            try watching.validate(scene: scenes[0], data: overrides.data)
        } else {
            guard outDir != nil else { throw ValidationError("give the output: -o FILE, or --out-dir DIR") }
            guard !scenes.contains("-") else { throw ValidationError("--out-dir reads scenes from files or presets, not -") }
            if watching.watch { throw ValidationError("--watch renders one scene: give -o FILE instead of --out-dir") }
        }
    }

    /// `-o -`, or a path that names standard output (`/dev/stdout`, `/dev/fd/1`).
    private var writesStandardOutput: Bool {
        output.map { $0 == "-" || OutputDestination.isStandardOutput($0) } ?? false
    }

    /// The formats of this render: the output's (one) or --out-dir's list.
    private func formats() throws -> [VideoFormat] {
        let listed = try encoder.formats()
        guard let output else { return listed ?? [.gif] }
        guard (listed?.count ?? 1) == 1 else { throw ValidationError("-o writes one format; --format lists several") }
        do {
            return [try OutputTarget.animation(path: writesStandardOutput ? "-" : output, format: listed?.first)]
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    func run() throws {
        let formats = try formats()
        let cancellation = Cancellation()
        SignalTrap.install(cancelling: cancellation)
        let settings = try EncoderSettings(stallTimeout: ffmpegTimeout.value, cancellation: cancellation,
                                           gifSecondPass: gifSecondPass, options: encoder.encodeOptions(for: formats))
        let options = RenderOptions(jobs: jobs?.value ?? 0, encoder: settings)
        if let outDir {
            try BatchCommand(scenes: scenes, overrides: overrides, formats: formats, folder: outDir,
                             quiet: quiet, json: json, shard: try shard.map(Shard.init(parsing:))).run(options)
        } else if writesStandardOutput {
            try renderToStandardOutput(formats[0], options)
        } else if !watching.watch {
            // ffmpeg starts loading while the scene is read (`EncoderStart`);
            // it is stopped if the scene does not load (once a sink took it, cancel does nothing).
            let started = try VideoEncoder(settings: settings).start(formats[0], to: URL(fileURLWithPath: output!))
            defer { started?.cancel() }
            try renderOne(try overrides.load(scenes[0]), to: output!, formats[0], options, early: started)
        } else {
            try watching.run(scene: scenes[0], cancellation: cancellation, load: { [overrides, scenes] in try overrides.load(scenes[0]) }) {
                try renderOne($0, to: output!, formats[0], options)
            }
        }
    }

    private func renderOne(_ scene: Scene, to output: String, _ format: VideoFormat, _ options: RenderOptions,
                           early encoder: EncoderStart? = nil) throws {
        let line = quiet || json ? nil : ProgressLine.onTerminal()
        defer { line?.clear() }
        var options = options
        if let line { options.progress = { line.show($0) } }
        let started = Date()
        let report = try Reel.render(scene, to: URL(fileURLWithPath: output), format: format, options: options, started: encoder)
        line?.clear()
        let summary = RenderSummary(report: report, seconds: Date().timeIntervalSince(started))
        if json {
            try Console.print(summary.json)
        } else {
            Notes.print(report.notes)
            if !quiet { try Console.print(summary.line) }
        }
    }

    /// Renders into a private folder, then copies the checked file to
    /// standard output (a signal stops the copy); the summary goes to standard error.
    private func renderToStandardOutput(_ format: VideoFormat, _ options: RenderOptions) throws {
        let scene = try overrides.load(scenes[0])
        let started = Date()
        let report = try Reel.render(scene, to: URL(fileURLWithPath: "/dev/stdout"), format: format, options: options)
        Notes.print(report.notes)
        if !quiet {
            let summary = RenderSummary(report: report, seconds: Date().timeIntervalSince(started))
            Console.note(summary.line.replacingOccurrences(of: "wrote /dev/stdout", with: "wrote standard output"))
        }
    }
}

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
