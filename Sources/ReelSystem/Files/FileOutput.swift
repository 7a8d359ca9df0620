import Foundation

/// Whole files written atomically: written in a work area, then renamed
/// onto the target (or copied into a device or FIFO) only once complete.
package enum FileOutput {
    package static func write(_ bytes: [UInt8], to url: URL, cancellation: Cancellation = Cancellation()) throws {
        let work = try WorkArea(target: url, cancellation: cancellation)
        defer { work.discard() }
        if let code = FileBytes.write(bytes, to: work.output.path) {
            throw SystemError.output("cannot write \(url.path): " + FileBytes.reason(code, at: work.directory))
        }
        try work.commit()
    }
}

/// Free space, for errors that are likely a full disk.
package enum DiskSpace {
    /// Bytes the unprivileged user can still write at `url`, if known.
    static func available(at url: URL) -> Int? {
        var stats = statvfs()
        guard statvfs(url.path, &stats) == 0 else { return nil }
        return Int(stats.f_bavail) * Int(stats.f_frsize)
    }

    /// " (disk full? ...)" when the file system at `url` has under 1 MiB left, else "".
    package static func fullHint(at url: URL) -> String {
        guard let free = available(at: url), free < 1 << 20 else { return "" }
        return " (disk full? \(free / 1024) KiB left on the device of \(url.deletingLastPathComponent().path))"
    }
}
