import Foundation

/// What an MP4's boxes say about its video track, read from the box headers
/// and the `moov` box only: no sample data is read.
///
/// Invariant: an initialiser that returns has found `ftyp` as the first box,
/// one `moov` and at least one `mdat`, every top-level box inside the file
/// except that the last may be an `mdat` cut short (`isTruncated`), and a
/// `vide` track whose every chunk and sample lies inside an `mdat` payload
/// as that box declares it, with the sample sizes adding up to no more than
/// the payloads hold. Anything else throws `MalformedFile`. A file cut inside
/// its media data keeps its index (ffmpeg writes `moov` first), so it parses,
/// with `completeSamples` counting the samples whose bytes are all present.
package struct MP4Structure: Sendable, Equatable {
    /// Samples (frames) the video track's sample size table lists.
    let sampleCount: Int
    /// Samples whose bytes are all in the file: `sampleCount` unless it is cut short.
    let completeSamples: Int
    /// Ticks per second of the video track's media header.
    let timescale: UInt32
    /// The video track's duration in `timescale` ticks.
    let mediaDuration: UInt64
    /// Whether the last box, an `mdat`, runs past the end of the file.
    let isTruncated: Bool

    /// The video track's duration in seconds.
    var duration: Double { Double(mediaDuration) / Double(timescale) }

    /// No byte the boxes declare is missing.
    var isComplete: Bool { !isTruncated && completeSamples == sampleCount }

    init(reading url: URL) throws {
        self = try ByteCursor.reading(url) { try MP4Structure(&$0) }
    }

    package init(bytes: [UInt8]) throws {
        var cursor = ByteCursor(bytes: bytes)
        try self.init(&cursor)
    }

    private init(_ cursor: inout ByteCursor) throws {
        var movie: MP4Box?
        var mediaPayloads: [Range<Int>] = []
        var isTruncated = false
        while cursor.remaining > 0 {
            let box = try MP4Box.header(&cursor)
            if box.start == 0, box.type != "ftyp" {
                throw MalformedFile(reason: "the first box is \(box.shownType), not ftyp", offset: 0)
            }
            switch box.type {
            case "moov":
                guard movie == nil else { throw MalformedFile(reason: "a second moov box", offset: box.start) }
                movie = box
            case "mdat":
                mediaPayloads.append(box.payloadStart..<box.end)
            default:
                break
            }
            guard box.end <= cursor.length else {
                // Only media data may be cut: its samples are then counted one by one.
                guard box.type == "mdat" else {
                    throw MalformedFile(reason: "the \(box.shownType) box runs past the end of the file", offset: box.start)
                }
                isTruncated = true
                break
            }
            try cursor.seek(to: box.end)
        }
        guard let movie else { throw MalformedFile(reason: "no moov box", offset: cursor.length) }
        guard !mediaPayloads.isEmpty else { throw MalformedFile(reason: "no mdat box", offset: cursor.length) }
        let track = try MP4VideoTrack(movie: try cursor.limited(to: movie.payloadStart..<movie.end))
        completeSamples = try track.completeSamples(in: mediaPayloads, fileLength: cursor.length)
        sampleCount = track.sizes.count
        timescale = track.timescale
        mediaDuration = track.duration
        self.isTruncated = isTruncated
    }
}

/// One ISO BMFF box header, in the coordinates of the cursor it was read from.
struct MP4Box: Sendable, Equatable {
    /// The four-character type, each byte taken as one character.
    let type: String

    /// The type for a one-line message: printable ASCII as it is, other
    /// bytes (a line break in a hostile file) as `\xHH`.
    var shownType: String { Self.shown(type) }

    static func shown(_ type: String) -> String {
        ByteText.shown(type.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    }
    let start: Int
    let payloadStart: Int
    /// Where the box says it ends; may lie past its container when cut short.
    let end: Int

    /// Reads the header at the cursor (32-bit size; 1: a 64-bit size follows;
    /// 0: up to the end of the container) and leaves the cursor at the payload.
    static func header(_ cursor: inout ByteCursor) throws -> MP4Box {
        let start = cursor.offset
        let size = try cursor.uint32BE()
        let type = String(try cursor.read(4).map { Character(Unicode.Scalar($0)) })
        let length: Int
        switch size {
        case 0:
            length = cursor.length - start
        case 1:
            guard let large = Int(exactly: try cursor.uint64BE()), large >= 16 else {
                throw MalformedFile(reason: "bad 64-bit size of a \(shown(type)) box", offset: start)
            }
            length = large
        default:
            guard size >= 8 else { throw MalformedFile(reason: "size \(size) of a \(shown(type)) box", offset: start) }
            length = Int(size)
        }
        let (end, overflow) = start.addingReportingOverflow(length)
        guard !overflow, end >= cursor.offset else {
            throw MalformedFile(reason: "size \(length) of a \(shown(type)) box", offset: start)
        }
        return MP4Box(type: type, start: start, payloadStart: cursor.offset, end: end)
    }

    /// The boxes filling `container`'s range from its position; each must fit inside.
    static func children(of container: ByteCursor) throws -> [MP4Box] {
        var cursor = container
        var boxes: [MP4Box] = []
        while cursor.remaining > 0 {
            let box = try header(&cursor)
            guard box.end <= cursor.length else {
                throw MalformedFile(reason: "the \(box.shownType) box runs past its container", offset: box.start)
            }
            try cursor.seek(to: box.end)
            boxes.append(box)
        }
        return boxes
    }

    /// The first child of type `type` in `container`, as a cursor over its payload.
    static func child(_ type: String, of container: ByteCursor) throws -> ByteCursor? {
        guard let box = try children(of: container).first(where: { $0.type == type }) else { return nil }
        return try container.limited(to: box.payloadStart..<box.end)
    }
}
