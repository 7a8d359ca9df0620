/// Bytes from an untrusted file (a key, an entry's name) as a message may
/// show them: printable ASCII as it is, anything else as `\xNN`, at most
/// `limit` characters, so a hostile name can neither break the line nor fill it.
package enum ByteText {
    package static func shown<Bytes: Collection>(_ bytes: Bytes, limit: Int = 40) -> String where Bytes.Element == UInt8 {
        var out = ""
        for byte in bytes {
            let hex = (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            let piece = (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + hex
            guard out.count + piece.count <= limit else { return out + "…" }
            out += piece
        }
        return out
    }
}
