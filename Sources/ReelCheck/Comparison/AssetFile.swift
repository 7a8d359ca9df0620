import Foundation
import ReelSystem

/// A committed asset's bytes, read only up to a limit: the file's size is
/// looked at before anything is read, and the read stops past the limit
/// (a file that grows while it is read gains nothing), so no asset makes
/// `check` hold more than its bound in memory.
enum AssetFile {
    /// The bytes of `file`, at most `limit` of them; `refusal` says why a
    /// larger file (of the size given) is not read.
    static func bytes(_ file: URL, limit: Int, refusal: (Int) -> AssetRefusal) throws -> [UInt8] {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw SystemError.output("cannot read \(file.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw AssetRefusal(reason: "it is not a regular file") }
        guard Int(info.st_size) <= limit else { throw refusal(Int(info.st_size)) }
        do {
            // A regular file: nothing to wait for, so nothing to cancel.
            return try WholeRead.bytes(of: fd, limit: limit, sizeHint: Int(info.st_size), cancellation: Cancellation())
        } catch WholeRead.Failure.tooLarge(let size) {
            throw refusal(size)
        } catch WholeRead.Failure.unreadable(let code) {
            throw SystemError.output("cannot read \(file.path): \(String(cString: strerror(code)))")
        }
    }
}
