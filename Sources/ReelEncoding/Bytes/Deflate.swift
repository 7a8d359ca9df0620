import CZlib

/// Raw deflate (RFC 1951, no zlib or gzip header): what a browser's
/// `DecompressionStream("deflate-raw")` inflates, and a ZIP entry holds.
package enum Deflate {
    /// `bytes` compressed at zlib's best level.
    package static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard czlib_deflate_init(&stream, Z_BEST_COMPRESSION, -15) == Z_OK else { preconditionFailure("deflateInit2") }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound is an upper bound, so one call always finishes.
        precondition(status == Z_STREAM_END, "deflate: \(status)")
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// The bytes of raw deflate data, or nil when they are not valid
    /// deflate or would inflate past `limit` bytes (a bomb stops there).
    package static func decompress(_ bytes: [UInt8], limit: Int = .max) -> [UInt8]? {
        var stream = z_stream()
        guard czlib_inflate_init(&stream, -15) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return input.withUnsafeMutableBufferPointer { source -> [UInt8]? in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, target.count - Int(stream.avail_out))
                }
                output += chunk.prefix(produced)
                if output.count > limit { return nil }
                if status == Z_STREAM_END { return output }
                if status != Z_OK || (produced == 0 && stream.avail_in == 0) { return nil }
            }
        }
    }

    /// The CRC-32 of `bytes` (ZIP's and gzip's checksum).
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
    }
}
