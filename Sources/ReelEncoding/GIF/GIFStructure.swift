import Foundation

/// The frames and delays of a GIF, read from its block structure without
/// decoding any image: sub-block data is skipped by its length.
///
/// Invariant: an initialiser that returns has walked the whole file as a
/// GIF87a/GIF89a — header, logical screen descriptor, global colour table,
/// then extensions and image descriptors, each with every sub-block inside
/// the file — and found the trailer (0x3B) as the last byte. A length past
/// the end, a missing trailer, bytes after it or an unknown block throw
/// `MalformedFile`: the file is not a complete GIF.
package struct GIFStructure: Sendable, Equatable {
    /// Each image's delay in centiseconds, from the graphic control extension
    /// before it (0 without one), in file order.
    let delays: [Int]
    /// The sum of `delays`.
    let centiseconds: Int

    /// Images in the file, which is what players show as frames.
    var frames: Int { delays.count }

    /// How long the animation lasts as written (players may stretch short delays).
    var duration: Double { Double(centiseconds) / 100 }

    init(reading url: URL) throws {
        self = try ByteCursor.reading(url) { try GIFStructure(&$0) }
    }

    package init(bytes: [UInt8]) throws {
        var cursor = ByteCursor(bytes: bytes)
        try self.init(&cursor)
    }

    private static let extensionIntroducer: UInt8 = 0x21
    private static let imageSeparator: UInt8 = 0x2C
    private static let trailer: UInt8 = 0x3B
    private static let graphicControlLabel: UInt8 = 0xF9

    private init(_ cursor: inout ByteCursor) throws {
        let signature = try cursor.read(6)
        guard signature.elementsEqual("GIF87a".utf8) || signature.elementsEqual("GIF89a".utf8) else {
            throw MalformedFile(reason: "no GIF87a/GIF89a header", offset: 0)
        }
        try cursor.skip(4)  // logical screen width and height
        let screenFlags = try cursor.byte()
        try cursor.skip(2)  // background colour index, pixel aspect ratio
        try Self.skipColourTable(flags: screenFlags, &cursor)
        var delays: [Int] = []
        var total = 0
        var pendingDelay = 0
        while true {
            let introducer = try cursor.byte()
            switch introducer {
            case Self.extensionIntroducer:
                if let delay = try Self.readExtension(&cursor) { pendingDelay = delay }
            case Self.imageSeparator:
                try Self.skipImage(&cursor)
                delays.append(pendingDelay)
                let (sum, overflow) = total.addingReportingOverflow(pendingDelay)
                guard !overflow else { throw MalformedFile(reason: "delays overflow", offset: cursor.offset) }
                total = sum
                pendingDelay = 0
            case Self.trailer:
                guard cursor.remaining == 0 else {
                    throw MalformedFile(reason: "\(cursor.remaining) bytes after the trailer", offset: cursor.offset)
                }
                self.delays = delays
                centiseconds = total
                return
            default:
                throw MalformedFile(reason: "unknown block 0x\(String(introducer, radix: 16))", offset: cursor.offset - 1)
            }
        }
    }

    /// A colour table follows when bit 7 is set; bits 0-2 give 2^(n+1) RGB entries.
    private static func skipColourTable(flags: UInt8, _ cursor: inout ByteCursor) throws {
        guard flags & 0x80 != 0 else { return }
        try cursor.skip(3 << (Int(flags & 0x07) + 1))
    }

    /// Skips an extension; returns the delay if it is a graphic control extension.
    private static func readExtension(_ cursor: inout ByteCursor) throws -> Int? {
        let label = try cursor.byte()
        guard label == graphicControlLabel else {
            try skipSubBlocks(&cursor)
            return nil
        }
        // One 4-byte sub-block: flags, delay (little-endian), transparent index.
        let start = cursor.offset
        let size = Int(try cursor.byte())
        guard size >= 4 else { throw MalformedFile(reason: "graphic control block of \(size) bytes", offset: start) }
        try cursor.skip(1)
        let delay = Int(try cursor.uint16LE())
        try cursor.skip(size - 3)
        try skipSubBlocks(&cursor)
        return delay
    }

    /// An image descriptor after its separator: position, size, flags, an
    /// optional local colour table, the LZW code size and the data sub-blocks.
    private static func skipImage(_ cursor: inout ByteCursor) throws {
        try cursor.skip(8)
        let flags = try cursor.byte()
        try skipColourTable(flags: flags, &cursor)
        let codeSize = try cursor.byte()
        // The range ffmpeg's own LZW decoder accepts.
        guard (1...11).contains(codeSize) else {
            throw MalformedFile(reason: "LZW code size \(codeSize)", offset: cursor.offset - 1)
        }
        try skipSubBlocks(&cursor)
    }

    /// Sub-blocks up to and including the zero-length terminator.
    private static func skipSubBlocks(_ cursor: inout ByteCursor) throws {
        while true {
            let size = Int(try cursor.byte())
            if size == 0 { return }
            try cursor.skip(size)
        }
    }
}
