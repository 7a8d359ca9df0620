import Foundation

/// The frames chartreel wrote into a folder, kept there as `.chartreel-frames`:
/// the only files a later render into that folder may replace or remove.
///
/// A folder of frames often sits among the user's files, and names like
/// `12.png` are common; whether a file "looks like a frame" says nothing
/// about who made it. So a render replaces or removes a file only when the
/// record lists it, and refuses a folder that holds anything but its own
/// work areas and has no record.
package struct FrameRecord: Equatable, Sendable {
    package static let fileName = ".chartreel-frames"
    static let header = "# chartreel: the frames it wrote into this folder; it replaces or removes only these"

    /// File names (no folders) of frames in the folder.
    package var names: Set<String>

    package init(names: Set<String>) { self.names = names }

    /// The record in `folder`; nil when there is none; throws when the
    /// record is not a regular file or not a record chartreel wrote.
    package static func read(in folder: URL) throws -> FrameRecord? {
        let path = folder.appendingPathComponent(fileName).path
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw refusal(folder, String(cString: strerror(errno)).lowercased())
        }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size < 64 << 20,
              let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw refusal(folder, "it is not a list of frames chartreel wrote")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == header else { throw refusal(folder, "it is not a list of frames chartreel wrote") }
        lines.removeFirst()
        if let odd = lines.first(where: { !isFrameName($0) }) {
            throw refusal(folder, "it lists \"\(odd)\", which is not a frame's file name")
        }
        return FrameRecord(names: Set(lines))
    }

    /// Writes the record into `folder` atomically, through a scratch file in `work`.
    package func write(in folder: URL, through work: WorkArea) throws {
        let text = ([Self.header] + names.sorted()).joined(separator: "\n") + "\n"
        let scratch = work.file(Self.fileName)
        if let code = FileBytes.write(Array(text.utf8), to: scratch.path) {
            throw SystemError.output("cannot write the list of frames in \(folder.path): " + FileBytes.reason(code, at: folder))
        }
        guard rename(scratch.path, folder.appendingPathComponent(Self.fileName).path) == 0 else {
            throw SystemError.output("cannot write the list of frames in \(folder.path): \(String(cString: strerror(errno)))")
        }
    }

    /// A plain PNG file name: no folder, not hidden, so a record can never
    /// point outside its folder or at chartreel's own files.
    static func isFrameName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && name.lowercased().hasSuffix(".png")
            && !name.contains("\0")
    }

    private static func refusal(_ folder: URL, _ reason: String) -> SystemError {
        SystemError.output("cannot write frames into \(folder.path): \(folder.appendingPathComponent(fileName).path): \(reason); "
                             + "remove it, or give a new or empty folder")
    }
}
