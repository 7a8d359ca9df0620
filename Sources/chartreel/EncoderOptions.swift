import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding

/// The output format and the encoder choices of `chartreel render`.
struct EncoderOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Output format when the name does not say it, or to write to -: "
                               + "\(EncoderOptions.formatNames). With --out-dir, a comma-separated list (default gif).",
                               valueName: "format"),
            completion: .list(VideoFormat.allCases.map(\.rawValue)))
    var format: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("GIF, APNG, WebP: times the animation plays; 0 plays for ever (the default).", valueName: "n"))
    var loop: WrittenNumber<Int>?

    @Option(parsing: .unconditional, help: ArgumentHelp("GIF: palette size, 3-256 (default 256).", valueName: "n"))
    var colors: WrittenNumber<Int>?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("GIF: let pixels move up to n (RGB distance, 1-100) from their colour where that "
                               + "compresses better; 20 is mild, 40 strong (default 0: lossless).", valueName: "n"))
    var lossy: WrittenNumber<Int>?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("GIF: \(GIFDither.allCases.map(\.rawValue).joined(separator: ", ")) "
                               + "(default \(EncoderArguments.defaultDither.rawValue)).", valueName: "dither"),
            completion: .list(GIFDither.allCases.map(\.rawValue)))
    var dither: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("MP4 (0-51, default 18), WebM (0-63, default 32) and HTML frames (0-63, default 16): constant quality, lower is better.",
                               valueName: "n"))
    var crf: WrittenNumber<Int>?

    @Option(parsing: .unconditional, help: ArgumentHelp("MP4: x264 preset, ultrafast to veryslow (default medium).",
                                                        valueName: "preset"),
            completion: .list(EncodeOptions.x264Presets))
    var preset: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("WebP: lossy at this quality, 0-100 (default: lossless).",
                                                        valueName: "q"))
    var quality: WrittenNumber<Int>?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Extra ffmpeg output options, after chartreel's own so they win, "
                               + "e.g. --ffmpeg-args \"-g 30 -metadata title=Sales\"; options and their values only "
                               + "(no file name, -i, -y or -n).", valueName: "args"),
            completion: .none)
    var ffmpegArgs: String?

    static let valuedOptions = [["--format"], ["--loop"], ["--colors"], ["--lossy"], ["--dither"], ["--crf"], ["--preset"],
                                ["--quality"], ["--ffmpeg-args"]]

    static var formatNames: String {
        VideoFormat.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The formats `--format` names (nil when not given).
    func formats() throws -> [VideoFormat]? {
        guard let format else { return nil }
        let names = format.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let formats = try names.map { name in
            guard let found = VideoFormat(rawValue: name == "png" ? "apng" : name) else {
                throw ValidationError("--format \(name.isEmpty ? "(empty)" : name) is not a format; "
                                      + "give one or more of \(Self.formatNames), separated by commas")
            }
            return found
        }
        guard Set(formats).count == formats.count else { throw ValidationError("--format names a format twice: \(format)") }
        return formats
    }

    /// The encoder choices, checked against the `formats` they will be used for.
    func encodeOptions(for formats: [VideoFormat]) throws -> EncodeOptions {
        try loop?.require("--loop", "0 (for ever) or a number of plays") { $0 >= 0 }
        try colors?.require("--colors", "a whole number from 3 to 256") { (3...256).contains($0) }
        try lossy?.require("--lossy", "a whole number from 0 (lossless) to 100") { (0...100).contains($0) }
        try crf?.require("--crf", "a whole number from 0 to 63") { (0...63).contains($0) }
        try quality?.require("--quality", "a whole number from 0 to 100") { (0...100).contains($0) }
        var dithering: GIFDither?
        if let dither {
            guard let found = GIFDither(rawValue: dither) else {
                throw ValidationError("--dither must be one of \(GIFDither.allCases.map(\.rawValue).joined(separator: ", ")), got \(dither)")
            }
            dithering = found
        }
        let options = EncodeOptions(plays: loop?.value, colors: colors?.value, dither: dithering, crf: crf?.value,
                                    preset: preset, quality: quality?.value, lossy: lossy?.value,
                                    extraArguments: try ffmpegArgs.map { try FFmpegArguments.split($0) } ?? [])
        do {
            try options.check(for: formats)
        } catch let error as EncodingError {
            throw ValidationError(error.description)
        }
        return options
    }
}

extension GIFSecondPass: ExpressibleByArgument {}
