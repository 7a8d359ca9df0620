import ArgumentParser
import ReelEncoding

/// `--ffmpeg-args`: extra output options for ffmpeg, split like a simple
/// shell command line. They go just before chartreel's own `-f FORMAT
/// OUTPUT`, so a word that is not an option or an option's value would be
/// taken by ffmpeg as another output file (`-y other.mp4` writes other.mp4
/// and leaves the real output with ffmpeg's defaults). Such words, inputs
/// (`-i`) and overwrite choices (`-y`, `-n`: chartreel decides what is
/// replaced) are refused.
enum FFmpegArguments {
    /// ffmpeg's options that take no value (its boolean and action options);
    /// every other option, a codec's private ones included, takes one.
    static let standalone: Set<String> = [
        "an", "vn", "sn", "dn", "shortest", "bitexact", "copyinkf", "copypriorss", "copyts", "start_at_zero",
        "accurate_seek", "autorotate", "autoscale", "find_stream_info", "force_fps", "fix_sub_duration", "re",
        "stats", "stdin", "benchmark", "benchmark_all", "dump", "hex", "xerror", "debug_ts", "psnr", "vstats",
        "qphist", "ignore_unknown", "copy_unknown", "recast_media", "auto_conversion_filters", "hide_banner",
        "report", "intra", "deinterlace",
    ]
    /// Options refused, with the reason.
    static let refused: [String: String] = [
        "i": "it adds an input",
        "y": "chartreel decides which files are replaced",
        "n": "chartreel decides which files are replaced",
    ]

    /// The words of `text`; a usage error names what is wrong in it.
    static func split(_ text: String) throws -> [String] {
        let words: [String]
        do {
            words = try EncodeOptions.splitArguments(text)
        } catch {
            throw ValidationError("--ffmpeg-args \(shown(text)): a quote is not closed; close it or drop it")
        }
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.count > 1, word.hasPrefix("-") else {
                throw ValidationError("--ffmpeg-args \(shown(text)): \(shown(word)) is not an option or an option's value; "
                                 + "ffmpeg would write it as a second output file (chartreel names the output with -o)")
            }
            let name = String(word.dropFirst().prefix { $0 != ":" })
            if let reason = refused[name] {
                throw ValidationError("--ffmpeg-args \(shown(text)): -\(name) is not accepted: \(reason)")
            }
            if takesValue(name) {
                guard index < words.count else {
                    throw ValidationError("--ffmpeg-args \(shown(text)): \(word) needs a value after it")
                }
                index += 1
            }
        }
        return words
    }

    /// Whether ffmpeg reads the next word as the value of option `name`
    /// (`-nostdin` is the negation of the boolean `-stdin`).
    static func takesValue(_ name: String) -> Bool {
        if standalone.contains(name) { return false }
        if name.hasPrefix("no"), standalone.contains(String(name.dropFirst(2))) { return false }
        return true
    }

    private static func shown(_ text: String) -> String {
        "\"" + text.map { $0.isNewline ? " " : String($0) }.joined() + "\""
    }
}
