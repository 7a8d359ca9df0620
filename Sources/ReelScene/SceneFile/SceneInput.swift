import Foundation

/// Where a scene is read from: a file, or standard input (`-` on the
/// command line).
package enum SceneInput: Sendable, Equatable {
    case file(URL)
    case standardInput

    /// The scene's text, read through `inputs` (which may refuse the path).
    /// A scene that is no regular file (standard input, a shell's `<(...)`)
    /// or is read through `/dev` or `/proc` (`/dev/stdin`) has no folder of
    /// its own, so its relative data paths start from the working directory.
    package func source(inputs: InputLog) throws -> SourceText {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        do {
            switch self {
            case .standardInput:
                return SourceText(name: "<stdin>", bytes: try InputFile.readStandardInput(), folder: workingDirectory)
            case .file(let url):
                let name = url.relativePath
                let bytes = try InputFile.read(name, inputs: inputs)
                var info = stat()
                let regular = stat(name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
                // /dev/stdin is a regular file when the shell redirects one, but its folder is /dev.
                let stream = ["/dev/", "/proc/"].contains { url.path.hasPrefix($0) }
                return SourceText(name: name, bytes: bytes, folder: regular && !stream ? nil : workingDirectory)
            }
        } catch let error as InputFileError {
            throw SceneError(location: nil, path: "", message: error.description)
        }
    }
}
