import Foundation

/// Finds the ffmpeg and ffprobe executables.
package enum FFmpegLocator {
    /// The executable `name` on `PATH`. `CHARTREEL_FFMPEG` overrides the path
    /// of ffmpeg itself.
    package static func locate(_ name: String = "ffmpeg",
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if name == "ffmpeg", let override = environment["CHARTREEL_FFMPEG"], !override.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: override, isDirectory: &isFolder), isFolder.boolValue {
                throw EncodingError.ffmpegOverrideIsFolder(override)
            }
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw EncodingError.ffmpegOverrideInvalid(override)
            }
            return URL(fileURLWithPath: override)
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in directories where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if isExecutableFile(candidate.path) { return candidate }
        }
        throw EncodingError.ffmpegNotFound
    }
}

extension FFmpegLocator {
    /// ffprobe from the same folder as `ffmpeg`, else from PATH, else nil.
    package static func ffprobe(beside ffmpeg: URL,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let sibling = ffmpeg.deletingLastPathComponent().appendingPathComponent("ffprobe")
        if isExecutableFile(sibling.path) { return sibling }
        return try? locate("ffprobe", environment: environment)
    }

    /// A file (links followed) this process may run: a folder is "executable"
    /// to access(2) too, but cannot be started.
    package static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
