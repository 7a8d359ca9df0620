import Foundation
import ReelEncoding
import ReelSystem

/// A file chartreel could not read, and why, in plain words:
/// `scenes/x.json: is a directory`.
package struct InputFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path as the user wrote it.
    package let path: String
    /// What is wrong: "no such file", "is a directory", ...
    package let reason: String

    package var description: String { "\(path): \(reason)" }
}

/// Reads the files chartreel is given (scenes, data files) and checks the
/// ones a library opens itself (font files), so that every failure says what
/// the path is (missing, a directory, a FIFO, not readable) instead of
/// Foundation's "You don't have permission" for a pipe, which root gets too.
///
/// Pipes and devices are read to their end with read(2), so `/dev/stdin`,
/// a FIFO and a shell's `<(...)` work like files.
package enum InputFile {
    /// Larger inputs are refused: `/dev/zero` or a wrong file would
    /// otherwise fill memory. Data files of 100,000 rows are a few MB.
    package static let maximumBytes = 256 << 20

    /// How long a FIFO may stay without a writer before it is an error
    /// (a shell's `<(...)` has one at once; a forgotten `mkfifo` never will).
    package static let fifoWait = 5.0

    /// The whole content of the file at `path`.
    package static func read(_ path: String) throws -> [UInt8] {
        try read(path, inputs: nil)
    }

    /// The whole content of the file at `path`, asking `inputs` first
    /// whether it may be read and recording it there.
    static func read(_ path: String, inputs: InputLog?) throws -> [UInt8] {
        if let refusal = inputs?.refusal(path) { throw InputFileError(path: path, reason: refusal) }
        var before = stat()
        let isFIFO = stat(path, &before) == 0 && before.st_mode & S_IFMT == S_IFIFO
        // A FIFO opened the usual way blocks in open(2) until a writer comes, maybe for ever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw InputFileError(path: path, reason: reason(errno: errno, at: path)) }
        defer { close(fd) }
        if isFIFO { try waitForWriter(fd, path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, reason: reason(errno: errno, at: path)) }
        if let problem = unreadableKind(info.st_mode) { throw InputFileError(path: path, reason: problem) }
        inputs?.record(path, info)
        return try read(fd: fd, name: path, sizeHint: Int(info.st_size))
    }

    /// Waits up to `fifoWait` for the FIFO's writer to send something (or
    /// close), then makes reads block again.
    private static func waitForWriter(_ fd: Int32, _ path: String) throws {
        guard try ReadableWait.wait(for: fd, cancellation: signalled, until: ReadableWait.deadline(in: fifoWait)) else {
            throw InputFileError(path: path, reason: "is a FIFO (named pipe) that nothing wrote to within \(Int(fifoWait)) s; give a regular file, or start its writer first")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }

    /// Everything on standard input (`chartreel info -`).
    package static func readStandardInput() throws -> [UInt8] {
        try read(fd: STDIN_FILENO, name: "standard input", sizeHint: 0)
    }

    /// Why the file at `path` cannot be opened by a library that needs a
    /// regular file it can seek in (FreeType reading a font), or nil when it
    /// can. Never opens the file: opening a FIFO would wait for a writer.
    package static func problem(openingRegularFile path: String) -> String? {
        problem(openingRegularFile: path, inputs: nil)
    }

    /// `problem(openingRegularFile:)`, with `inputs` first saying whether it may be read.
    static func problem(openingRegularFile path: String, inputs: InputLog?) -> String? {
        if let refusal = inputs?.refusal(path) { return refusal }
        var info = stat()
        guard stat(path, &info) == 0 else { return reason(errno: errno, at: path) }
        if let problem = unreadableKind(info.st_mode) { return problem }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO: return "is a FIFO (named pipe); give a regular file"
        default: return "is a device, not a regular file"
        }
        return access(path, R_OK) == 0 ? nil : reason(errno: errno, at: path)
    }

    /// Kinds of file that cannot be read at all, whoever opens them.
    private static func unreadableKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFDIR: return "is a directory; give a file"
        case S_IFSOCK: return "is a socket; give a file"
        default: return nil
        }
    }

    /// Reads `fd` to its end; `sizeHint` (a regular file's size) saves regrowing.
    private static func read(fd: Int32, name: String, sizeHint: Int) throws -> [UInt8] {
        do {
            // A pipe may stall for ever (`sleep 100 | chartreel render -`); a signal ends the wait.
            return try WholeRead.bytes(of: fd, limit: maximumBytes, sizeHint: sizeHint, cancellation: signalled)
        } catch WholeRead.Failure.tooLarge {
            throw InputFileError(path: name, reason: "is larger than \(maximumBytes >> 20) MB; give a smaller file")
        } catch WholeRead.Failure.unreadable(let code) {
            throw InputFileError(path: name, reason: reason(errno: code, at: name))
        }
    }

    /// What a signal raises once chartreel traps signals (`SignalTrap`);
    /// before that a signal ends the process as usual.
    private static var signalled: Cancellation { SignalTrap.current ?? Cancellation() }

    /// Plain words for the errno of a failed open, stat or read of `path`.
    static func reason(errno code: Int32, at path: String) -> String {
        switch code {
        case ENOENT: return isDanglingLink(path) ? "no such file (a symbolic link to a missing file)" : "no such file"
        case ENOTDIR: return "no such file (a part of the path is not a directory)"
        case EACCES, EPERM: return "not readable (permission denied)"
        case EISDIR: return "is a directory; give a file"
        case ENXIO: return "is a socket or a device that is not there; give a file"
        case ELOOP: return "is a loop of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        case EBADF: return "is closed; give a scene file, or pipe one in"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    private static func isDanglingLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
