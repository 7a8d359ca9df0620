import Foundation

/// A private folder holding everything a render writes before it succeeds:
/// the file being encoded, a GIF palette, stored frames. Only a finished,
/// checked file reaches the target; failing, cancelling or crashing never
/// leaves a half-written target, and removing one folder removes every
/// temporary file.
///
/// For a regular file (see `OutputDestination`) the folder sits beside the
/// file the target resolves to, so the finished file is renamed onto it
/// atomically on the same file system. For a device, a FIFO or an open
/// descriptor it sits in the temporary folder, and the finished file is
/// copied into the stream. Every new work area removes the marked folders
/// of processes that are gone (`PrivateFolder`): first, or when its owner
/// has started what it waits for (`removeStaleFolders`).
package final class WorkArea: @unchecked Sendable {
    /// The file the work ends up as, as the user named it.
    package let target: URL
    /// What the target really is.
    package let destination: OutputDestination
    /// The private folder.
    package let directory: URL
    /// The folder it is made in.
    private let parent: URL
    /// Where the output is written before it reaches the target.
    package let output: URL
    private let cancellation: Cancellation
    private var removed = false

    /// Checks that `target` can be written (its folder exists, it is not a
    /// folder, its name fits) and creates the private folder. `cancellation`
    /// stops a copy into a stream that nobody reads. Without `sweeping`, the
    /// owner calls `removeStaleFolders()` itself, off its critical path.
    package init(target: URL, cancellation: Cancellation = Cancellation(), sweeping: Bool = true) throws {
        self.target = target
        self.cancellation = cancellation
        destination = try OutputDestination.of(target)
        let parent: URL
        switch destination {
        case .file(let file):
            parent = file.deletingLastPathComponent()
            try Self.checkWritable(file, parent: parent, named: target)
        case .stream, .descriptor:
            parent = FileManager.default.temporaryDirectory
        }
        self.parent = parent
        if sweeping { Self.removeStale(beside: parent) }
        directory = try PrivateFolder.create(in: parent, hidden: parent != FileManager.default.temporaryDirectory,
                                             purpose: "cannot write \(target.path)")
        let ext = target.pathExtension
        output = directory.appendingPathComponent(ext.isEmpty ? "output" : "output.\(ext)")
    }

    /// Removes the folders that processes now gone left beside the target
    /// and in the temporary folder (never this one: its process runs).
    package func removeStaleFolders() { Self.removeStale(beside: parent) }

    private static func removeStale(beside parent: URL) {
        PrivateFolder.removeStale(in: parent)
        if parent != FileManager.default.temporaryDirectory {
            PrivateFolder.removeStale(in: FileManager.default.temporaryDirectory)
        }
    }

    deinit { discard() }

    /// A scratch file in the work area.
    package func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Moves the finished output onto the target (or copies it into the
    /// stream) and removes the folder; returns the output's size in bytes.
    @discardableResult
    package func commit() throws -> Int {
        defer { discard() }
        let size = FileBytes.size(of: output.path) ?? 0
        switch destination {
        case .file(let file):
            guard rename(output.path, file.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw SystemError.output("cannot move the finished file to \(target.path): \(reason)")
            }
        case .stream, .descriptor:
            let name = destination == .descriptor(STDOUT_FILENO) ? "standard output" : target.path
            try StreamCopy.copy(output, to: destination, name: name, cancellation: cancellation)
        }
        return size
    }

    /// Removes the folder and everything in it; safe to call more than once.
    package func discard() {
        guard !removed else { return }
        removed = true
        try? FileManager.default.removeItem(at: directory)
    }

    /// Caught here, not by the final rename after the whole render.
    private static func checkWritable(_ file: URL, parent: URL, named target: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SystemError.output("cannot write \(target.path): directory \(parent.path) does not exist")
        }
        let limit = pathconf(parent.path, Int32(_PC_NAME_MAX))
        let nameBytes = file.lastPathComponent.utf8.count
        if limit > 0 && nameBytes > limit {
            throw SystemError.output("cannot write \(target.path): the file name is \(nameBytes) bytes long; "
                                       + "at most \(limit) are allowed")
        }
    }
}
