import Foundation

/// Whole files written atomically: a temporary file beside the target,
/// renamed into place only once complete.
public enum FileOutput {
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let destination = try AtomicOutput(target: url)
        do {
            guard FileManager.default.createFile(atPath: destination.temporary.path, contents: Data(bytes)) else {
                throw EncodingError.output("cannot write \(url.path): creating \(destination.temporary.lastPathComponent) failed")
            }
            try destination.commit()
        } catch {
            destination.discard()
            throw error
        }
    }
}
