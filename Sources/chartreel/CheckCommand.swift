import ArgumentParser
import ReelScene
import Foundation
import ReelCheck
import ReelEncoding
import ReelSystem

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that committed animations still match their scenes (a snapshot test for demo assets).",
        discussion: """
            Each animation in DIR is rendered again from its scene and compared frame by frame, decoded, \
            within a tolerance (not byte for byte: an encoder update changes bytes, not pictures). \
            An asset's scene is the scene file beside it (NAME.json, .yaml or .yml), or its entry in \
            DIR/\(AssetManifest.fileName): {"NAME.gif": "SCENE [render options]"}, e.g. \
            {"donut.gif": "donut-progress --scale 1 --colors 128"} (scene paths relative to DIR). \
            Exits 1 when an asset is out of date or missing; --update renders those again in place. \
            An animated SVG is played in headless Chromium at the frame times (apt-get install chromium, or \
            CHARTREEL_CHROMIUM), and only if it holds nothing but what chartreel writes (no scripts, no links out). \
            A Lottie document is a .json listed with --format lottie ({"donut.json": "donut-progress --format lottie"}), \
            played frame by frame in rlottie (apt-get install librlottie0-1, or CHARTREEL_RLOTTIE naming the library), \
            and only if it holds nothing but what chartreel writes (no images, no expressions, no fonts); \
            a dotLottie (NAME.lottie) is checked by the document inside.

            --diff DIR writes, for each outdated asset, its most changed frame as committed, as rendered \
            and a heat map of the difference: DIR/NAME.committed.png, NAME.rendered.png, NAME.diff.png.

            Safe on a pull request's manifest: assets and scenes are paths inside DIR, options that name \
            files or pass arguments to ffmpeg are refused, and only --update writes (the listed assets), \
            and --diff (its images, in its folder).
            """
    )

    @Argument(help: "The folder of assets.", completion: .directory)
    var folder: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Percent of a frame's pixels that may change before it differs (default 0.1).",
                               valueName: "percent"))
    var tolerance = WrittenNumber<Double>(argument: "0.1")

    @Option(parsing: .unconditional,
            help: ArgumentHelp("How much (0-255) a pixel must change to count (default 48: above encoder noise).",
                               valueName: "levels"))
    var threshold = WrittenNumber<Int>(argument: "48")

    @Flag(help: "Write the fresh render over every asset that is out of date or missing.")
    var update = false

    @Option(help: ArgumentHelp("Write each outdated asset's most changed frame, committed, rendered and a heat map "
                               + "of the difference, as PNG files into this folder (created if missing).",
                               valueName: "dir"),
            completion: .directory)
    var diff: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds ffmpeg or ffprobe may go without progress before it is stopped (at most 86400).",
                               valueName: "seconds"))
    var ffmpegTimeout = WrittenNumber<Double>(argument: "60")

    @Option(parsing: .unconditional, help: Shard.help("assets"))
    var shard: String?

    static let valuedOptions = [["--tolerance"], ["--threshold"], ["--diff"], ["--ffmpeg-timeout"], ["--shard"]]

    func validate() throws {
        try tolerance.require("--tolerance", "a percentage from 0 to 100", WrittenNumber.within(0, 100))
        try threshold.require("--threshold", "a whole number from 0 to 255") { (0...255).contains($0) }
        try ffmpegTimeout.require("--ffmpeg-timeout", "more than 0 and at most 86400 seconds",
                                  WrittenNumber.within(0, 86_400, open: true))
        if let shard { _ = try Shard(parsing: shard) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(folder) is not a folder")
        }
    }

    func run() throws {
        let assets = try AssetManifest(folder: folder)
        for name in assets.unchecked { Console.note("\(folder)/\(name): no scene beside it and not in \(AssetManifest.fileName); not checked") }
        guard !assets.entries.isEmpty else {
            throw ValidationError("\(folder) holds no animation with a scene beside it or in \(AssetManifest.fileName)")
        }
        let shard = try self.shard.map(Shard.init(parsing:))
        let entries = shard?.pick(assets.entries) ?? assets.entries
        let part = shard.map { " (shard \($0.description) of \(assets.entries.count))" } ?? ""
        guard !entries.isEmpty else { return try Console.print("checked 0 assets\(part)") }
        let diffImages = try diff.map(CheckDiffImages.init(folder:))
        let cancellation = Cancellation()
        SignalTrap.install(cancelling: cancellation)
        // An update renames fresh renders onto the assets, so they are made on
        // the folder's file system; a plain check writes only to the temporary directory.
        let scratch = try ScratchFolder(in: update ? URL(fileURLWithPath: assets.bounds.realFolder)
                                                   : FileManager.default.temporaryDirectory)
        defer { scratch.remove() }
        let jobs = try entries.enumerated().map { index, entry in
            let (scene, options) = try entry.load()
            return RenderJob(scene: scene, output: try scratch.file(index, for: entry.target), format: entry.format, encode: options)
        }
        let encoder = try EncoderSettings(stallTimeout: ffmpegTimeout.value, cancellation: cancellation)
        let results = BatchRender.run(jobs, options: RenderOptions(encoder: encoder)) { _, _, _ in }
        let comparison = try self.comparison(encoder, keepingFrames: diffImages != nil)
        var (failed, updated) = (0, 0)
        for (entry, (job, result)) in zip(entries, zip(jobs, results)) {
            _ = try result.get()
            let verdict = try CheckVerdict(asset: entry.target, fresh: job.output, comparison: comparison, fps: job.scene.canvas.fps)
            // A file name from a pull request may hold control characters: escaped, it cannot recolour the log.
            let name = MessageText.oneLine("\(folder)/\(entry.asset)")
            try Console.print(verdict.line(name: name, updated: update && !verdict.isUpToDate, source: entry.source))
            if let diffImages, !verdict.isUpToDate, let report = verdict.report {
                let stem = CheckDiffImages.stem(of: entry.asset, among: entries.map(\.asset))
                if let files = try diffImages.write(report, stem: stem, threshold: threshold.value) {
                    try Console.print("         \(MessageText.oneLine(files.joined(separator: ", ")))")
                }
            }
            if !verdict.isUpToDate {
                if update {
                    if verdict.missing { try assets.bounds.createFolders(of: entry.target) }
                    try scratch.move(job.output, onto: entry.target)
                    updated += 1
                } else {
                    failed += 1
                }
            }
        }
        try Console.print("checked \(entries.count) assets\(part): \(entries.count - failed - updated) up to date"
                          + (failed > 0 ? ", \(failed) out of date" : "") + (updated > 0 ? ", \(updated) updated" : ""))
        if failed > 0 {
            let again = shard.map { " --shard \($0.description)" } ?? ""
            throw BatchFailure(message: "\(failed) of \(entries.count) assets\(part) in \(folder) are out of date; "
                               + "render them again with: chartreel check \(folder) --update\(again)")
        }
    }

    /// The comparison with this command's limits, under the render's cancellation.
    private func comparison(_ encoder: EncoderSettings, keepingFrames: Bool) throws -> AssetComparison {
        var comparison = AssetComparison(ffmpeg: try encoder.ffmpeg, ffprobe: try encoder.ffprobe ?? encoder.ffmpeg)
        comparison.cancellation = encoder.cancellation
        comparison.stallTimeout = ffmpegTimeout.value
        comparison.tolerance = tolerance.value / 100
        comparison.threshold = threshold.value
        comparison.keepsWorstFrames = keepingFrames
        return comparison
    }
}
