import Foundation

/// A private folder beside an output file, holding everything a render
/// writes before it succeeds: the file being encoded, a GIF palette, stored
/// frames. Only a finished, checked file is renamed onto the target (the same
/// file system, so the rename is atomic); failing, cancelling or crashing
/// never leaves a half-written target, and removing one folder removes every
/// temporary file.
///
/// Folders are named `.chartreel-PID-RANDOM`. A crash cannot remove its own,
/// so every new work area first removes those of processes that are gone.
public final class WorkArea: @unchecked Sendable {
    /// The file the work ends up as.
    public let target: URL
    /// The private folder.
    public let directory: URL
    /// Where the output is written before it is moved onto `target`.
    public let output: URL
    private var removed = false

    /// Checks that `target` can be written (its folder exists and is
    /// writable, it is not a folder) and creates the private folder beside it.
    public init(target: URL) throws {
        self.target = target
        let parent = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodingError.output("cannot write \(target.path): directory \(parent.path) does not exist")
        }
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw EncodingError.output("cannot write \(target.path): it is a directory; give a file name")
        }
        // Caught here, not by the final rename after the whole render.
        let limit = pathconf(parent.path, Int32(_PC_NAME_MAX))
        let nameBytes = target.lastPathComponent.utf8.count
        if limit > 0 && nameBytes > limit {
            throw EncodingError.output("cannot write \(target.path): the file name is \(nameBytes) bytes long; "
                                       + "at most \(limit) are allowed")
        }
        Self.removeStale(in: parent)
        let name = ".chartreel-\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        directory = parent.appendingPathComponent(name, isDirectory: true)
        guard mkdir(directory.path, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            throw EncodingError.output("cannot write \(target.path): cannot create a temporary folder in \(parent.path): \(reason)")
        }
        let ext = target.pathExtension
        output = directory.appendingPathComponent(ext.isEmpty ? "output" : "output.\(ext)")
    }

    deinit { discard() }

    /// A scratch file in the work area.
    public func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Moves the finished output onto the target and removes the folder.
    public func commit() throws {
        guard rename(output.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw EncodingError.output("cannot move the finished file to \(target.path): \(reason)")
        }
        discard()
    }

    /// Removes the folder and everything in it; safe to call more than once.
    public func discard() {
        guard !removed else { return }
        removed = true
        try? FileManager.default.removeItem(at: directory)
    }

    /// Removes the work areas in `parent` whose process no longer exists, and
    /// the temporary files of older chartreel versions
    /// (`.NAME.chartreel-PID-N.EXT` beside targets, palettes in the temp folder).
    static func removeStale(in parent: URL) {
        removeStale(in: parent) { name in
            // `.chartreel-PID-HEX`, and older versions' `.NAME.chartreel-PID-N.EXT`.
            // The whole name must match: a user's `.plan.chartreel-2024-ideas.txt` is kept.
            guard name.hasPrefix(".") else { return nil }
            if name.hasPrefix(".chartreel-") {
                return processID(after: ".chartreel-", in: name) { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }
            }
            return processID(after: ".chartreel-", in: name, lastOccurrence: true) { rest in
                let number = rest.prefix { $0.isASCII && $0.isNumber }
                let ext = rest.dropFirst(number.count)
                return !number.isEmpty && (ext.isEmpty || (ext.first == "." && !ext.dropFirst().contains(".")))
            }
        }
        removeStale(in: FileManager.default.temporaryDirectory) { name in
            name.hasPrefix("chartreel-palette-") ? processID(after: "chartreel-palette-", in: name) { rest in
                rest.hasSuffix(".png") && rest.dropLast(4).allSatisfy { $0.isASCII && $0.isNumber } && rest.count > 4
            } : nil
        }
    }

    private static func removeStale(in directory: URL, owner: (String) -> Int32?) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.contains("chartreel-") {
            if let pid = owner(name), !isAlive(pid) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// The process id in `name` right after `marker`, when digits and a `-`
    /// follow it and `accepts` what follows the `-`.
    static func processID(after marker: String, in name: String, lastOccurrence: Bool = false,
                          accepts: (Substring) -> Bool) -> Int32? {
        guard let range = lastOccurrence ? name.range(of: marker, options: .backwards) : name.range(of: marker) else {
            return nil
        }
        let rest = name[range.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).first == "-",
              accepts(rest.dropFirst(digits.count + 1)) else { return nil }
        return Int32(digits)
    }

    /// Whether process `pid` exists (EPERM: it exists but is someone else's).
    static func isAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
