import Foundation
import ReelEncoding

/// Where a render goes, decided by the output's extension or `--format`.
package enum OutputTarget: Sendable, Equatable {
    case video(VideoFormat)
    case png
    case svg

    /// The target for `url` among `allowed`, or a `RenderError` listing what is supported.
    package static func forFile(_ url: URL, allowed: [OutputTarget]) throws -> OutputTarget {
        let ext = url.pathExtension.lowercased()
        let target: OutputTarget? = ext == "png" ? .png : ext == "svg" ? .svg : VideoFormat(pathExtension: ext).map { .video($0) }
        guard let target, allowed.contains(target) else {
            throw RenderError.unsupportedExtension(ext, supported: allowed.map(\.fileExtension), formatOption: false)
        }
        return target
    }

    /// The animation format of `path` for `chartreel render`: `format` when
    /// given (it must agree with an extension that names another format),
    /// else the extension; a folder or a `%04d` name is PNG frames; `-`
    /// (standard output) needs `format`. `.png` is a single frame unless
    /// `format` says `apng`.
    package static func animation(path: String, format: VideoFormat?) throws -> VideoFormat {
        if path == "-" {
            guard let format else { throw RenderError.needsFormat("standard output (-)") }
            guard format != .frames else {
                throw RenderError.unusable("PNG frames cannot go to standard output; give a folder, like -o frames/")
            }
            return format
        }
        if FramePattern.names(path) {
            if let format, format != .frames {
                throw RenderError.unusable("\(path) is a folder of frames, but --format is \(format.rawValue); "
                                           + "give a file name ending in .\(format.traits.fileExtension)")
            }
            _ = try FramePattern(path: path)
            return .frames
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if ext == "png" {
            if format == .apng { return .apng }
            throw RenderError.unusable("\(path): a .png holds one frame; use chartreel frame for that, "
                                       + "--format apng (or .apng) for an animated PNG, or frames/%04d.png for every frame")
        }
        if ext == "json", format == nil {
            throw RenderError.unusable("\(path): a .json output is a Lottie document only with --format lottie "
                                       + "(scenes are .json files too)")
        }
        let named = VideoFormat(pathExtension: ext)
        switch (named, format) {
        case (let named?, let format?) where named != format:
            throw RenderError.unusable("\(path) ends in .\(ext) but --format is \(format.rawValue); make them agree")
        case (_, let format?):
            return format
        case (let named?, nil):
            return named
        case (nil, nil):
            let named = animations.filter { if case .video(let f) = $0 { return f.traits.namedByExtension } else { return true } }
            throw RenderError.unsupportedExtension(ext, supported: named.map(\.fileExtension)
                                                   + ["a folder or frames/%04d.png for PNG frames", "--format lottie for a Lottie document"],
                                                   formatOption: true)
        }
    }

    package var fileExtension: String {
        switch self {
        case .video(let format): return "." + format.traits.fileExtension
        case .png: return ".png"
        case .svg: return ".svg"
        }
    }

    /// Everything `chartreel frame` can write.
    package static let frames: [OutputTarget] = [.png, .svg]

    /// Every format `chartreel render` writes to a file with an extension.
    package static let animations: [OutputTarget] = VideoFormat.allCases.filter { $0 != .frames }.map { .video($0) }
}

/// Failures of the render pipeline that are not scene or encoder errors.
package enum RenderError: Error, CustomStringConvertible, Equatable {
    /// `formatOption`: the command has `--format` to name the format instead.
    case unsupportedExtension(String, supported: [String], formatOption: Bool)
    case frameOutOfRange(String)
    case needsFormat(String)
    case unusable(String)

    package var description: String {
        switch self {
        case .unsupportedExtension(let ext, let supported, let formatOption):
            let list = supported.joined(separator: ", ")
            if ext.isEmpty { return "the output file has no extension; give one of \(list)" + (formatOption ? ", or --format" : "") }
            return "unsupported output extension '.\(ext)'; supported: \(list)"
        case .frameOutOfRange(let message), .unusable(let message):
            return message
        case .needsFormat(let place):
            let names = VideoFormat.allCases.filter { $0 != .frames }.map(\.rawValue).joined(separator: ", ")
            return "writing to \(place) needs --format (one of \(names))"
        }
    }
}
