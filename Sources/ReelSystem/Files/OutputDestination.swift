import Foundation

/// What an output path really is, decided before anything is rendered.
///
/// A regular file (or a name not yet taken) is replaced by a rename, so a
/// reader never sees half a file. Anything else must not be replaced: a
/// rename onto `/dev/null` would turn the device into a GIF. Character
/// devices and FIFOs are opened and written in order instead; the process's
/// own descriptors (`/dev/stdout`, `/dev/fd/N`) are written where they
/// point; a symbolic link is followed to its target and stays a link. Block
/// devices, sockets and folders are refused.
package enum OutputDestination: Sendable, Equatable {
    /// A regular file, or a free name, with every symbolic link resolved.
    case file(URL)
    /// A character device or a FIFO, opened for writing when the file is done.
    case stream(URL)
    /// A descriptor this process already has open (1 for standard output).
    case descriptor(Int32)

    /// Links followed before the path counts as a loop (Linux's own limit).
    static let maximumLinks = 40

    /// The destination of `target`; throws one line naming the path when it
    /// cannot be written at all.
    package static func of(_ target: URL) throws -> OutputDestination {
        var path = target.path
        for _ in 0...maximumLinks {
            if let fd = descriptor(named: path) {
                guard fd != STDIN_FILENO else { throw refusal(target, path, "it is standard input") }
                guard fcntl(fd, F_GETFD) != -1 else { throw refusal(target, path, "descriptor \(fd) is not open") }
                return .descriptor(fd)
            }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                // A free name; one too long is measured against its folder's limit by the work area.
                if errno == ENOENT || errno == ENAMETOOLONG { return .file(URL(fileURLWithPath: path)) }
                throw refusal(target, path, String(cString: strerror(errno)).lowercased())
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                path = try linkTarget(of: path, for: target)
            case S_IFREG:
                return .file(URL(fileURLWithPath: path))
            case S_IFCHR, S_IFIFO:
                return .stream(URL(fileURLWithPath: path))
            case S_IFDIR:
                throw refusal(target, path, "it is a directory; give a file name")
            case S_IFBLK:
                throw refusal(target, path, "it is a block device; chartreel writes to files, FIFOs and character devices, not to disks")
            case S_IFSOCK:
                throw refusal(target, path, "it is a socket; give a file, a FIFO, or - for standard output")
            default:
                throw refusal(target, path, "it is not a file chartreel can write")
            }
        }
        throw SystemError.output("cannot write \(target.path): its symbolic links form a loop (more than \(maximumLinks) in a row)")
    }

    /// Whether `path` names this process's standard output (`-o /dev/stdout` is `-o -`).
    package static func isStandardOutput(_ path: String) -> Bool {
        (try? of(URL(fileURLWithPath: path))) == .descriptor(STDOUT_FILENO)
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
    /// `/proc/self/fd/N` stands for. These are links the kernel makes up:
    /// following them would name a pipe that cannot be opened again, or the
    /// file behind standard output, which must be written, not replaced.
    static func descriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return STDIN_FILENO
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for folder in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(folder) {
            let number = path.dropFirst(folder.count)
            guard !number.isEmpty, number.count <= 9, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int32(number)
        }
        return nil
    }

    /// Where the link at `path` points, as an absolute path: a relative link
    /// is read from the folder it is in.
    private static func linkTarget(of path: String, for target: URL) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { throw refusal(target, path, String(cString: strerror(errno)).lowercased()) }
        let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if link.hasPrefix("/") { return link }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let real = RealPath.of(folder.path) ?? folder.path
        return (real.hasSuffix("/") ? real : real + "/") + link
    }

    private static func refusal(_ target: URL, _ path: String, _ reason: String) -> SystemError {
        let through = path == target.path ? "" : " (a link to \(path))"
        return SystemError.output("cannot write \(target.path)\(through): \(reason)")
    }
}
