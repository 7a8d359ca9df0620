import Foundation
import ReelSystem

/// How a GIF's palette is applied (ffmpeg `paletteuse` dithers).
package enum GIFDither: String, Sendable, CaseIterable {
    /// An ordered 8x8 pattern: stable between frames, so it compresses well
    /// and does not shimmer where a gradient stands still.
    case bayer
    case floydSteinberg = "floyd_steinberg"
    case sierra = "sierra2_4a"
    /// Nearest palette colour: the smallest files, banding in gradients.
    case none
}

/// The encoder choices a user can make, per format. Every field is
/// optional: nil means the format's measured default (see `EncoderArguments`).
/// `check(for:)` refuses a choice that no requested format uses, so an
/// option is never silently ignored.
package struct EncodeOptions: Sendable, Hashable {
    /// How many times the animation plays; 0 is for ever (GIF, APNG, WebP).
    package var plays: Int?
    /// Palette size of a GIF, 3-256.
    package var colors: Int?
    package var dither: GIFDither?
    /// How far (RGB distance, 1-100) a GIF's pixel may move from its colour to compress better; nil or 0 is lossless.
    package var lossy: Int?
    /// Constant rate factor: 0-51 for MP4 (H.264), 0-63 for WebM (VP9) and HTML (its AV1 frames).
    package var crf: Int?
    /// x264's speed/size trade-off (MP4).
    package var preset: String?
    /// Lossy WebP quality 0-100; nil keeps WebP lossless.
    package var quality: Int?
    /// Output arguments handed to ffmpeg after chartreel's own, so they win.
    package var extraArguments: [String]

    package init(plays: Int? = nil, colors: Int? = nil, dither: GIFDither? = nil, crf: Int? = nil, preset: String? = nil,
                quality: Int? = nil, lossy: Int? = nil, extraArguments: [String] = []) {
        self.lossy = lossy
        self.plays = plays
        self.colors = colors
        self.dither = dither
        self.crf = crf
        self.preset = preset
        self.quality = quality
        self.extraArguments = extraArguments
    }

    /// x264's presets, fastest first.
    package static let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow",
                                     "slower", "veryslow", "placebo"]

    /// The options given, each with the command-line name and the formats that use it.
    private var given: [(name: String, formats: Set<VideoFormat>)] {
        var list: [(String, Set<VideoFormat>)] = []
        if plays != nil { list.append(("--loop", [.gif, .apng, .webp])) }
        if colors != nil { list.append(("--colors", [.gif])) }
        if dither != nil { list.append(("--dither", [.gif])) }
        if lossy != nil { list.append(("--lossy", [.gif])) }
        if crf != nil { list.append(("--crf", [.mp4, .webm, .html])) }
        if preset != nil { list.append(("--preset", [.mp4])) }
        if quality != nil { list.append(("--quality", [.webp])) }
        if !extraArguments.isEmpty { list.append(("--ffmpeg-args", Set(VideoFormat.allCases).subtracting([.frames]))) }
        return list
    }

    /// Throws when an option is out of range, or applies to none of `formats`.
    package func check(for formats: [VideoFormat]) throws {
        for (name, users) in given where users.isDisjoint(with: formats) {
            let named = formats.map { $0.displayName }.joined(separator: ", ")
            let takers = VideoFormat.allCases.filter(users.contains).map(\.displayName).joined(separator: ", ")
            throw EncodingError.unusable("\(name) applies to \(takers) output, not \(named)")
        }
        if let plays, plays < 0 { throw EncodingError.unusable("--loop must be 0 (for ever) or a number of plays, got \(plays)") }
        if let colors, !(3...256).contains(colors) {
            throw EncodingError.unusable("--colors must be from 3 to 256, got \(colors)")
        }
        if let lossy, !(0...100).contains(lossy) {
            throw EncodingError.unusable("--lossy must be from 0 (lossless) to 100, got \(lossy)")
        }
        if let crf {
            let limit = formats.contains(.mp4) ? 51 : 63
            guard (0...limit).contains(crf) else {
                let name = formats.contains(.mp4) ? "MP4" : formats.contains(.webm) ? "WebM" : "HTML"
                throw EncodingError.unusable("--crf must be from 0 to \(limit) for \(name), got \(crf)")
            }
        }
        if let preset, !Self.x264Presets.contains(preset) {
            throw EncodingError.unusable("--preset must be one of \(Self.x264Presets.joined(separator: ", ")), got \(preset)")
        }
        if let quality, !(0...100).contains(quality) {
            throw EncodingError.unusable("--quality must be from 0 to 100, got \(quality)")
        }
    }

    /// Splits `text` into arguments at spaces, keeping quoted ('' or "")
    /// parts together, as a shell would for a simple command line.
    package static func splitArguments(_ text: String) throws -> [String] {
        var arguments: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { arguments.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw EncodingError.unusable("--ffmpeg-args has an unclosed \(quote) quote: \(text)") }
        if inWord { arguments.append(current) }
        return arguments
    }
}
