import Foundation
import ReelEncoding
import ReelSystem

/// The files a scene was read from (the scene itself, its data files, a
/// day's files), so that a render never writes its output over one of them;
/// and, for a scene from an untrusted place, the folder it may read in.
///
/// One decode's log (its `DecodingSession`'s) is handed to `InputFile`,
/// which asks it before opening a file and records each regular file it
/// reads, by device and inode: a path may reach the same file through links
/// or `..`.
package final class InputLog: @unchecked Sendable {
    /// The real path of the only folder files may be read from, if confined.
    let root: String?
    private let lock = NSLock()
    private var files: [InputFileIdentity] = []

    package init(root: URL? = nil) {
        self.root = root.map { RealPath.of($0.path) ?? $0.standardizedFileURL.path }
    }

    /// Why `path` may not be read (it lies outside the root, links followed), or nil.
    func refusal(_ path: String) -> String? {
        guard let root else { return nil }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let real = RealPath.of(absolute) ?? URL(fileURLWithPath: absolute).standardizedFileURL.path
        if RealPath.isInside(real, folder: root) { return nil }
        return "is outside \(root); a scene checked from a manifest reads only files in its own folder"
    }

    func record(_ path: String, _ info: stat) {
        guard info.st_mode & S_IFMT == S_IFREG else { return }
        let identity = InputFileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), path: path)
        lock.lock()
        if !files.contains(where: { $0.device == identity.device && $0.inode == identity.inode }) { files.append(identity) }
        lock.unlock()
    }

    var recorded: [InputFileIdentity] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }
}

/// A file by its place on disk, and the path it was read by.
package struct InputFileIdentity: Sendable, Hashable {
    package let device: UInt64
    package let inode: UInt64
    /// As the scene or the command line named it.
    package let path: String

    /// The input `path` is, if it is a regular file that exists.
    package func isSame(as path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }
}
