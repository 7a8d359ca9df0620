import Foundation

/// Whole files written with the reason of a failure: Foundation's
/// `createFile` says only that it failed, which on a full disk leaves the
/// user guessing.
package enum FileBytes {
    /// Writes `bytes` to a new or existing regular file at `path` (never
    /// through a symbolic link); the errno of a failure, or nil.
    package static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { return errno }
        var failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        if close(fd) != 0 && failure == nil { failure = errno }
        return failure
    }

    /// Writes all of `buffer` to `fd`, going on after interruptions; the
    /// errno of a failure, or nil.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var done = 0
        while done < buffer.count {
            let count = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            done += count
        }
        return nil
    }

    /// The `count` bytes at `offset` of the open file `fd`, going on after
    /// interruptions; or the errno of a failure (EIO where the file ends first).
    package static func read(_ count: Int, at offset: Int, from fd: Int32) -> Result<[UInt8], Errno> {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return .failure(Errno(got < 0 ? errno : EIO)) }
            done += got
        }
        return .success(bytes)
    }

    /// The size in bytes of what `path` names (following symbolic links), or
    /// nil when it cannot be examined. One stat: no owner or group names looked up.
    package static func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// An errno, as a failure.
    package struct Errno: Error {
        package let code: Int32
        init(_ code: Int32) { self.code = code }
    }

    /// "REASON" for an errno, with the free space when the disk is nearly full.
    package static func reason(_ code: Int32, at url: URL) -> String {
        String(cString: strerror(code)) + DiskSpace.fullHint(at: url)
    }
}
