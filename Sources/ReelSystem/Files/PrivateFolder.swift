import Foundation

/// A folder only this process writes in, marked as chartreel's so that a
/// later process may remove it once this one is gone (a crash or SIGKILL
/// cannot remove its own).
///
/// A folder is named `[.]chartreel-PID-HEX` and holds the marker file
/// `.chartreel-work-area`, whose one line names the owning process. A sweep
/// removes a folder only when all of these hold: the name has that shape,
/// it is a real folder (not a link) of this user, it holds the marker with
/// exactly the expected line, and the process it names is gone. A user's
/// folder or file that merely looks alike is never touched.
package enum PrivateFolder {
    package static let markerName = ".chartreel-work-area"

    /// Creates a new folder in `parent` (mode 0700, marked), hidden (`.`-named)
    /// when it sits beside the user's files. `purpose` completes the message
    /// when it cannot be made.
    package static func create(in parent: URL, hidden: Bool, purpose: String) throws -> URL {
        let pid = getpid()
        let name = (hidden ? "." : "") + "chartreel-\(pid)-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let folder = parent.appendingPathComponent(name, isDirectory: true)
        guard mkdir(folder.path, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            throw SystemError.output("\(purpose): cannot create a temporary folder in \(parent.path): \(reason)")
        }
        let marker = folder.appendingPathComponent(markerName)
        if let code = FileBytes.write(Array(markerLine(pid).utf8), to: marker.path, mode: 0o600) {
            unlink(marker.path)
            rmdir(folder.path)
            throw SystemError.output("\(purpose): cannot write in a temporary folder in \(parent.path): "
                                       + FileBytes.reason(code, at: folder))
        }
        return folder
    }

    /// Removes the marked folders in `parent` whose process is gone.
    package static func removeStale(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names {
            guard let pid = owner(ofName: name), !isAlive(pid) else { continue }
            let folder = parent.appendingPathComponent(name)
            if isMarked(folder, by: pid) { try? FileManager.default.removeItem(at: folder) }
        }
    }

    /// Whether `name` is the name of a private folder in this process's style
    /// (or left by any chartreel process): used to leave them out of listings.
    package static func isFolderName(_ name: String) -> Bool { owner(ofName: name) != nil }

    static func markerLine(_ pid: Int32) -> String { "chartreel work area of process \(pid)\n" }

    /// The process id in a name `[.]chartreel-PID-HEX`, if it has that shape.
    static func owner(ofName name: String) -> Int32? {
        let rest = name.hasPrefix(".chartreel-") ? name.dropFirst(11) : name.hasPrefix("chartreel-") ? name.dropFirst(10) : nil
        guard let rest else { return nil }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        let tail = rest.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= 10, tail.first == "-", tail.count > 1,
              tail.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return Int32(digits)
    }

    /// Whether `folder` is a real folder of this user holding the marker of `pid`.
    static func isMarked(_ folder: URL, by pid: Int32) -> Bool {
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else {
            return false
        }
        let marker = folder.appendingPathComponent(markerName).path
        guard lstat(marker, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 256,
              let bytes = FileManager.default.contents(atPath: marker) else { return false }
        return bytes == Data(markerLine(pid).utf8)
    }

    /// Whether process `pid` exists (EPERM: it exists but is someone else's).
    static func isAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
