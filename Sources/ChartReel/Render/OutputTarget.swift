import Foundation
import ReelEncoding

/// Where a render goes, decided by the output file's extension.
public enum OutputTarget: Sendable, Equatable {
    case video(VideoFormat)
    case png
    case svg

    /// The target for `url` among `allowed`, or a `RenderError` listing what is supported.
    public static func forFile(_ url: URL, allowed: [OutputTarget]) throws -> OutputTarget {
        let ext = url.pathExtension.lowercased()
        let target: OutputTarget? = ext == "png" ? .png : ext == "svg" ? .svg : VideoFormat(pathExtension: ext).map { .video($0) }
        guard let target, allowed.contains(target) else {
            throw RenderError.unsupportedExtension(ext, supported: allowed.map(\.fileExtension))
        }
        return target
    }

    public var fileExtension: String {
        switch self {
        case .video(let format): return "." + format.rawValue
        case .png: return ".png"
        case .svg: return ".svg"
        }
    }

    /// Everything `chartreel frame` can write.
    public static let frames: [OutputTarget] = [.png, .svg]

    /// Everything `chartreel render` can write.
    public static let animations: [OutputTarget] = VideoFormat.allCases.map { .video($0) }
}

/// Failures of the render pipeline that are not scene or encoder errors.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case unsupportedExtension(String, supported: [String])
    case frameOutOfRange(String)

    public var description: String {
        switch self {
        case .unsupportedExtension(let ext, let supported):
            let list = supported.joined(separator: ", ")
            if ext.isEmpty { return "the output file has no extension; give one of \(list)" }
            return "unsupported output extension '.\(ext)'; supported: \(list)"
        case .frameOutOfRange(let message):
            return message
        }
    }
}
