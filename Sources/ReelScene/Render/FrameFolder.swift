import Foundation
import ReelEncoding
import ReelSystem

/// The folder a render of PNG frames writes into, created when missing
/// (its parent must exist) and removed again if the render fails before
/// anything was moved into it.
struct FrameFolder {
    let pattern: FramePattern
    private let created: Bool

    init(pattern: FramePattern) throws {
        self.pattern = pattern
        let path = pattern.folder.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SystemError.output("cannot write frames into \(path): it is a file, not a folder")
            }
            created = false
            return
        }
        guard mkdir(path, 0o755) == 0 else {
            throw SystemError.output("cannot create the folder \(path): \(String(cString: strerror(errno)))")
        }
        created = true
    }

    /// Removes the folder if this render made it and it is still empty.
    func removeIfCreated() {
        if created { rmdir(pattern.folder.path) }
    }
}
