import Foundation

/// Reads data files (CSV, contest JSON) for their decoders, with the plain
/// reasons of `InputFile` ("data.csv: is a directory").
enum DataFile {
    static func bytes(_ url: URL, displayName: String) throws -> [UInt8] {
        do {
            return try InputFile.read(url.path)
        } catch let error as InputFileError {
            throw DataError(message: "\(displayName): \(error.reason)")
        }
    }

    /// The file as UTF-8 text.
    static func text(_ url: URL, displayName: String) throws -> String {
        let bytes = try bytes(url, displayName: displayName)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DataError(message: "\(displayName): is not UTF-8 text")
        }
        return text
    }
}
