/// The render options a manifest entry may carry: those that change what is
/// drawn or a format's own settings. A manifest can come from an untrusted
/// pull request, so options that name files (`--data`, `-o`, `--out-dir`)
/// or hand arguments to ffmpeg (`--ffmpeg-args`) are refused, and so is any
/// option not listed here, including ones `render` gains later.
enum ManifestOptions {
    /// Options that take a value.
    static let valued: Set<String> = ["--fps", "--duration", "--size", "--scale", "--background", "--speed", "--chart", "--format",
                                      "--loop", "--colors", "--lossy", "--dither", "--crf", "--preset", "--quality"]
    /// Options that stand alone.
    static let flags: Set<String> = ["--preview"]

    /// The allowed options, for messages.
    static var allowedList: String { (valued.union(flags)).sorted().joined(separator: ", ") }

    /// The first option in `arguments` (an entry's words) that a manifest
    /// may not carry, or nil when all are allowed. A value is skipped with
    /// its option, as the parser reads it (`--background -x` is a value).
    static func firstRefused(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-") else { continue }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if flags.contains(name) { continue }
            guard valued.contains(name) else { return name.isEmpty ? word : name }
            if !word.contains("=") { index += 1 }
        }
        return nil
    }

    /// The value of the last `option` in `arguments` (`--format lottie` or
    /// `--format=lottie`), as the parser reads it; nil when it is not there.
    static func value(of option: String, in arguments: [String]) -> String? {
        var found: String?
        for (index, word) in arguments.enumerated() {
            if word == option, index + 1 < arguments.count {
                found = arguments[index + 1]
            } else if word.hasPrefix(option + "=") {
                found = String(word.dropFirst(option.count + 1))
            }
        }
        return found
    }

    /// Why `option` is refused, in words.
    static func reason(for option: String) -> String {
        switch option {
        case "--ffmpeg-args":
            return "--ffmpeg-args is not accepted in a manifest (ffmpeg's arguments can write any file)"
        case "--data", "-o", "--output", "--out-dir":
            return "\(option) is not accepted in a manifest (it names a file)"
        default:
            return "\(option) is not accepted in a manifest"
        }
    }
}
