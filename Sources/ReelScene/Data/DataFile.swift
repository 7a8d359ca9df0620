import Foundation

/// Reads data files (CSV, contest JSON) for their decoders, with the plain
/// reasons of `InputFile` ("data.csv: is a directory").
enum DataFile {
    /// The file's bytes; `inputs` (the decode's) may refuse it and records it.
    static func bytes(_ url: URL, displayName: String, inputs: InputLog?) throws -> [UInt8] {
        do {
            return try InputFile.read(url.path, inputs: inputs)
        } catch let error as InputFileError {
            throw DataError(message: "\(displayName): \(error.reason)")
        }
    }

    /// The bytes of a data file as the command line names it: a path, or
    /// `-` for standard input; and the file's URL (nil for standard input).
    static func bytes(argument path: String, inputs: InputLog?) throws -> (bytes: [UInt8], file: URL?) {
        guard path == "-" else {
            let url = URL(fileURLWithPath: path)
            return (try bytes(url, displayName: path, inputs: inputs), url)
        }
        do {
            return (try InputFile.readStandardInput(), nil)
        } catch let error as InputFileError {
            throw DataError(message: "\(error.path): \(error.reason)")
        }
    }

    /// How messages name a data file the command line gives.
    static func displayName(argument path: String) -> String { path == "-" ? "<stdin>" : path }

    /// The file as UTF-8 text.
    static func text(_ url: URL, displayName: String, inputs: InputLog?) throws -> String {
        try text(try bytes(url, displayName: displayName, inputs: inputs), displayName: displayName)
    }

    /// A file's bytes as UTF-8 text.
    static func text(_ bytes: [UInt8], displayName: String) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DataError(message: "\(displayName): is not UTF-8 text")
        }
        return text
    }
}
