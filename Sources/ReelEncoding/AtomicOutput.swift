import Foundation

/// A temporary file beside the target that replaces it only on success, so a
/// failed render never leaves a half-written file or clobbers an existing one.
struct AtomicOutput {
    let target: URL
    let temporary: URL

    init(target: URL) throws {
        self.target = target
        let directory = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodingError.output("cannot write \(target.path): directory \(directory.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw EncodingError.output("cannot write \(target.path): directory \(directory.path) is not writable")
        }
        let name = ".\(target.lastPathComponent).chartreel-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        temporary = directory.appendingPathComponent(name).appendingPathExtension(target.pathExtension)
    }

    /// Moves the finished temporary file into place.
    func commit() throws {
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw EncodingError.output("cannot move the finished file to \(target.path): \(reason)")
        }
    }

    func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
