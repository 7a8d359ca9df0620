import Foundation

/// The frames, durations and loop count of an animated WebP, read from its
/// RIFF chunks without decoding (ffmpeg 5.1 cannot decode animated WebP,
/// so ffprobe cannot count its frames).
///
/// Invariant: an initialiser that returns has walked a `RIFF....WEBP` file
/// whose declared size is the file's, every chunk inside it, and found a
/// `VP8X` header with the animation flag and an `ANIM` chunk; otherwise it
/// throws `MalformedFile`.
package struct WebPStructure: Sendable, Equatable {
    /// Each frame's duration in milliseconds, in file order.
    package let durations: [Int]
    /// Times the animation plays; 0 is for ever.
    package let loopCount: Int
    package let width: Int
    package let height: Int

    package var frames: Int { durations.count }
    package var duration: Double { Double(durations.reduce(0, +)) / 1000 }

    package init(reading url: URL) throws {
        self = try ByteCursor.reading(url) { try WebPStructure(&$0) }
    }

    package init(bytes: [UInt8]) throws {
        var cursor = ByteCursor(bytes: bytes)
        try self.init(&cursor)
    }

    private init(_ cursor: inout ByteCursor) throws {
        guard String(decoding: try cursor.read(4), as: UTF8.self) == "RIFF" else {
            throw MalformedFile(reason: "not a RIFF file", offset: 0)
        }
        let size = Int(try Self.uint32LE(&cursor))
        guard String(decoding: try cursor.read(4), as: UTF8.self) == "WEBP", size + 8 == cursor.length else {
            throw MalformedFile(reason: "not a complete WebP file", offset: 4)
        }
        var (durations, loop, canvas, animated) = ([Int](), -1, (0, 0), false)
        while cursor.remaining > 0 {
            let fourCC = String(decoding: try cursor.read(4), as: UTF8.self)
            let length = Int(try Self.uint32LE(&cursor))
            let start = cursor.offset
            switch fourCC {
            case "VP8X":
                animated = try cursor.byte() & 0x02 != 0
                try cursor.skip(3)
                canvas = (try Self.uint24LE(&cursor) + 1, try Self.uint24LE(&cursor) + 1)
            case "ANIM":
                try cursor.skip(4)
                loop = Int(try cursor.uint16LE())
            case "ANMF":
                try cursor.skip(12)
                durations.append(try Self.uint24LE(&cursor))
            default:
                break
            }
            try cursor.seek(to: start + length + length % 2)
        }
        guard animated, loop >= 0 else { throw MalformedFile(reason: "not an animated WebP", offset: 12) }
        (self.durations, loopCount, width, height) = (durations, loop, canvas.0, canvas.1)
    }

    /// Whether `url` is a complete still WebP (one lossy or lossless image,
    /// no animation): what libwebp's animation encoder writes when every
    /// frame is the same.
    package static func isStillImage(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url), data.count >= 20 else { return false }
        let bytes = [UInt8](data)
        func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        func number(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        return text(0) == "RIFF" && number(4) + 8 == bytes.count && text(8) == "WEBP"
            && ["VP8 ", "VP8L"].contains(text(12)) && number(16) <= bytes.count - 20
    }

    private static func uint32LE(_ cursor: inout ByteCursor) throws -> UInt32 {
        UInt32(try cursor.uint16LE()) | UInt32(try cursor.uint16LE()) << 16
    }

    private static func uint24LE(_ cursor: inout ByteCursor) throws -> Int {
        Int(try cursor.uint16LE()) | Int(try cursor.byte()) << 16
    }
}
