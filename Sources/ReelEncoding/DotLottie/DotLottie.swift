import Foundation
import ReelGeometry
import ReelJSON

/// A dotLottie file (`.lottie`, version 1 of the format): a ZIP archive
/// holding `manifest.json` and the Lottie document as
/// `animations/ID.json`, deflated, which LottieFiles' players, lottie-ios
/// and lottie-android open. The JSON compresses several times over, so the
/// file is what an app ships.
///
/// Writing is deterministic: entries in a fixed order, dated 1980-01-01,
/// so one scene gives the same bytes. `ZipReader` reads the entries back
/// within a bound; `check` admits only what chartreel writes
/// (`DotLottie.document(in:bounds:)` in ReelCheck).
package enum DotLottie {
    /// What an archive holds beside its document: the manifest, the
    /// entries' headers and the central directory (chartreel's are under 1 KB).
    package static let overhead = 64 << 10

    /// The archive of `document` (Lottie JSON) as the animation `id`
    /// (letters, digits, `-` and `_`; anything else becomes `_`).
    package static func archive(_ document: String, id: String, generator: String) -> [UInt8] {
        let name = identifier(id)
        let manifest = JSON.object([
            "version": "1", "generator": .string(generator), "author": "chartreel", "revision": 1,
            "animations": .array([.object(["id": .string(name), "speed": 1, "loop": true, "direction": 1, "playMode": "normal"])]),
        ]).text(.compact)
        return ZipWriter.archive([("manifest.json", Array(manifest.utf8)), ("animations/\(name).json", Array(document.utf8))])
    }

    static func identifier(_ id: String) -> String {
        let kept = String(id.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_") ? Character(scalar) : "_"
        })
        return kept.isEmpty ? "animation" : kept
    }
}

/// A ZIP archive of deflated entries (PKWARE's APPNOTE, no ZIP64).
enum ZipWriter {
    static func archive(_ entries: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        let (le16, le32) = (LittleEndian.u16, LittleEndian.u32)
        var out: [UInt8] = [], directory: [UInt8] = []
        for (name, bytes) in entries {
            let packed = Deflate.compress(bytes), crc = Deflate.crc32(bytes), offset = out.count
            // version 2.0, no flags, deflate, 00:00 on 1980-01-01
            let common = le16(20) + le16(0) + le16(8) + le16(0) + le16(0x21) + le32(Int(crc)) + le32(packed.count) + le32(bytes.count)
                + le16(name.utf8.count) + le16(0)
            out += le32(0x0403_4B50) + common + Array(name.utf8) + packed
            directory += le32(0x0201_4B50) + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + Array(name.utf8)
        }
        let start = out.count
        out += directory
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count) + le32(directory.count)
            + le32(start) + le16(0)
        return out
    }
}

/// The entries of a ZIP archive, read through its central directory.
package enum ZipReader {
    /// At most this many entries are read.
    static let maximumEntries = 16

    /// Entries whose stated sizes add up past the limit: refused before inflating.
    package struct Oversized: Error {
        package let name: String
        package let size: Int
        package let limit: Int
    }

    /// Each entry's bytes by name; throws `MalformedFile` for anything but
    /// stored or deflated entries whose sizes and checksums hold, inflating
    /// to at most `limit` bytes in all.
    package static func entries(_ archive: [UInt8], limit: Int) throws -> [String: [UInt8]] {
        var cursor = ByteCursor(bytes: archive)
        // The end record: 22 bytes, the last ones but for a comment.
        guard let end = stride(from: archive.count - 22, through: max(0, archive.count - 22 - 0xFFFF), by: -1).first(where: {
            $0 >= 0 && archive[$0..<$0 + 4] == [0x50, 0x4B, 0x05, 0x06]
        }) else { throw MalformedFile(reason: "no end of central directory", offset: archive.count) }
        try cursor.seek(to: end + 10)
        let count = Int(try cursor.uint16LE())
        try cursor.skip(4)
        let start = Int(try cursor.uint32LE())
        guard count <= maximumEntries else { throw MalformedFile(reason: "\(count) entries, more than \(maximumEntries)", offset: end) }
        try cursor.seek(to: start)
        var entries: [String: [UInt8]] = [:], total = 0
        for _ in 0..<count {
            let here = cursor.offset
            guard try cursor.uint32LE() == 0x0201_4B50 else { throw MalformedFile(reason: "not a central directory entry", offset: here) }
            try cursor.skip(6)
            let method = try cursor.uint16LE()
            try cursor.skip(4)
            let (crc, packedSize, size) = (try cursor.uint32LE(), Int(try cursor.uint32LE()), Int(try cursor.uint32LE()))
            let (nameLength, extra, comment) = (Int(try cursor.uint16LE()), Int(try cursor.uint16LE()), Int(try cursor.uint16LE()))
            try cursor.skip(8)
            let local = Int(try cursor.uint32LE())
            let nameBytes = try cursor.read(nameLength)
            let name = String(decoding: nameBytes, as: UTF8.self), shown = ByteText.shown(nameBytes, limit: 60)
            try cursor.skip(extra + comment)
            total += size
            guard total <= limit else { throw Oversized(name: shown, size: size, limit: limit) }
            let bytes = try data(archive, at: local, method: method, packed: packedSize, size: size, name: shown)
            guard Deflate.crc32(bytes) == crc else { throw MalformedFile(reason: "\(shown) fails its checksum", offset: local) }
            guard entries.updateValue(bytes, forKey: name) == nil else {
                throw MalformedFile(reason: "\(shown) is there twice", offset: here)
            }
        }
        return entries
    }

    private static func data(_ archive: [UInt8], at local: Int, method: UInt16, packed: Int, size: Int, name: String) throws -> [UInt8] {
        var cursor = ByteCursor(bytes: archive)
        try cursor.seek(to: local)
        guard try cursor.uint32LE() == 0x0403_4B50 else { throw MalformedFile(reason: "no local header for \(name)", offset: local) }
        try cursor.seek(to: local + 26)
        let skip = Int(try cursor.uint16LE()) + Int(try cursor.uint16LE())
        try cursor.skip(skip)
        let stored = Array(try cursor.read(packed))
        switch method {
        case 0 where stored.count == size: return stored
        case 0:
            throw MalformedFile(reason: "\(name) is stored (method 0): its size is stated as \(size) bytes, "
                                + "but \(stored.count) are stored", offset: local)
        case 8:
            guard let bytes = Deflate.decompress(stored, limit: size), bytes.count == size else {
                throw MalformedFile(reason: "\(name) does not inflate to its \(size) bytes", offset: local)
            }
            return bytes
        default: throw MalformedFile(reason: "\(name) is stored by method \(method), not deflate", offset: local)
        }
    }
}
