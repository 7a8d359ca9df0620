import Foundation

/// A committed asset's bytes, read only up to a limit: the file's size is
/// looked at before anything is read, and the read stops past the limit
/// (a file that grows while it is read gains nothing), so no asset makes
/// `check` hold more than its bound in memory.
enum AssetFile {
    /// The bytes of `file`, at most `limit` of them; `refusal` says why a
    /// larger file (of the size given) is not read.
    static func bytes(_ file: URL, limit: Int, refusal: (Int) -> AssetRefusal) throws -> [UInt8] {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw EncodingError.output("cannot read \(file.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw AssetRefusal(reason: "it is not a regular file") }
        guard Int(info.st_size) <= limit else { throw refusal(Int(info.st_size)) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw EncodingError.output("cannot read \(file.path): \(String(cString: strerror(errno)))")
            }
            filled += count
            if filled == bytes.count && filled <= limit { bytes += [UInt8](repeating: 0, count: min(limit + 1, 2 * filled) - filled) }
        }
        guard filled <= limit else { throw refusal(filled) }
        return Array(bytes.prefix(filled))
    }
}
