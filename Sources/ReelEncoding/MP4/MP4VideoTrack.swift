import Foundation

/// The first `vide` track of a `moov` box: its media header's timing and its
/// sample table (`stsz`/`stz2` sizes, `stco`/`co64` chunk offsets, `stsc`
/// samples per chunk), enough to place every sample in the file.
///
/// Invariant: every count read from the file was checked against the bytes
/// its box holds before anything was allocated for it.
struct MP4VideoTrack: Sendable, Equatable {
    /// Sample sizes: one size for all, or one per sample.
    enum SampleSizes: Sendable, Equatable {
        case uniform(size: Int, count: Int)
        case listed([Int])

        var count: Int {
            switch self {
            case .uniform(_, let count): count
            case .listed(let sizes): sizes.count
            }
        }
    }

    /// From `stsc`: chunks from `firstChunk` (1-based) on hold `samplesPerChunk` samples each.
    struct ChunkRun: Sendable, Equatable {
        let firstChunk: Int
        let samplesPerChunk: Int
    }

    let timescale: UInt32
    let duration: UInt64
    let sizes: SampleSizes
    /// File offsets of the chunks, in order.
    let chunkOffsets: [Int]
    let chunkRuns: [ChunkRun]

    /// Reads the track from `movie`, a cursor over a `moov` box's payload.
    init(movie: ByteCursor) throws {
        for trak in try MP4Box.children(of: movie) where trak.type == "trak" {
            let track = try movie.limited(to: trak.payloadStart..<trak.end)
            guard let media = try MP4Box.child("mdia", of: track),
                  var handler = try MP4Box.child("hdlr", of: media) else { continue }
            try handler.skip(8)  // version, flags, pre_defined
            guard try handler.read(4).elementsEqual("vide".utf8) else { continue }
            guard var header = try MP4Box.child("mdhd", of: media),
                  let info = try MP4Box.child("minf", of: media),
                  let table = try MP4Box.child("stbl", of: info) else {
                throw MalformedFile(reason: "the video track has no mdhd or stbl", offset: trak.start)
            }
            let timing = try Self.mediaHeader(&header)
            timescale = timing.timescale
            duration = timing.duration
            sizes = try Self.sampleSizes(table)
            chunkOffsets = try Self.chunkOffsets(table)
            chunkRuns = try Self.chunkRuns(table)
            return
        }
        throw MalformedFile(reason: "no video track", offset: movie.offset)
    }

    /// Counts the samples whose bytes are all within `fileLength`, after
    /// checking that every chunk and sample lies inside one of `payloads`
    /// (the `mdat` payloads as declared) and that the sizes fit in them.
    /// The size table decides how many samples there are: chunks with room
    /// for more are read as ffmpeg's demuxer reads them, up to that count.
    func completeSamples(in payloads: [Range<Int>], fileLength: Int) throws -> Int {
        for (index, offset) in chunkOffsets.enumerated() where !payloads.contains(where: { $0.contains(offset) }) {
            throw MalformedFile(reason: "chunk \(index + 1) at \(offset) is outside the media data", offset: offset)
        }
        let capacity = payloads.reduce(0) { sum, payload in
            let (total, overflow) = sum.addingReportingOverflow(payload.count)
            return overflow ? Int.max : total
        }
        var sample = 0, complete = 0, total = 0
        for (index, run) in chunkRuns.enumerated() where sample < sizes.count {
            let next = index + 1 < chunkRuns.count ? chunkRuns[index + 1].firstChunk : chunkOffsets.count + 1
            guard run.firstChunk == 1 || index > 0, run.firstChunk >= 1, run.firstChunk < next,
                  next <= chunkOffsets.count + 1 else {
                throw MalformedFile(reason: "sample-to-chunk entry \(index + 1) is out of order", offset: 0)
            }
            for chunk in run.firstChunk..<next where sample < sizes.count {
                let start = chunkOffsets[chunk - 1]
                let count = min(run.samplesPerChunk, sizes.count - sample)
                guard let span = span(of: sample..<sample + count, at: start, fileLength: fileLength),
                      payloads.contains(where: { $0.lowerBound <= start && span.end <= $0.upperBound }),
                      span.end - start <= capacity - total else {
                    throw MalformedFile(reason: "chunk \(chunk)'s samples run outside the media data", offset: start)
                }
                complete += span.complete
                total += span.end - start
                sample += count
            }
        }
        guard sample == sizes.count else {
            throw MalformedFile(reason: "the chunks hold \(sample) samples, stsz lists \(sizes.count)", offset: 0)
        }
        return complete
    }

    /// Where `samples`, laid end to end from `start`, end, and how many of
    /// them end within `fileLength`; nil if the end overflows. Arithmetic for
    /// one size for all, so a huge declared count costs nothing.
    private func span(of samples: Range<Int>, at start: Int, fileLength: Int) -> (end: Int, complete: Int)? {
        switch sizes {
        case .uniform(let size, _):
            let (bytes, overflow) = size.multipliedReportingOverflow(by: samples.count)
            let (end, endOverflow) = start.addingReportingOverflow(bytes)
            guard !overflow, !endOverflow, size > 0 else { return nil }
            return (end, min(samples.count, max(0, fileLength - start) / size))
        case .listed(let sizes):
            var end = start, complete = 0
            for size in sizes[samples] {
                let (next, overflow) = end.addingReportingOverflow(size)
                guard !overflow else { return nil }
                end = next
                if end <= fileLength { complete += 1 }
            }
            return (end, complete)
        }
    }

    /// `mdhd`, version 0 (32-bit times) or 1 (64-bit).
    private static func mediaHeader(_ box: inout ByteCursor) throws -> (timescale: UInt32, duration: UInt64) {
        let version = try box.byte()
        try box.skip(3)
        let timescale: UInt32, duration: UInt64
        switch version {
        case 0:
            try box.skip(8)
            timescale = try box.uint32BE()
            duration = UInt64(try box.uint32BE())
        case 1:
            try box.skip(16)
            timescale = try box.uint32BE()
            duration = try box.uint64BE()
        default:
            throw MalformedFile(reason: "mdhd version \(version)", offset: box.offset - 4)
        }
        guard timescale > 0 else { throw MalformedFile(reason: "mdhd timescale 0", offset: box.offset) }
        return (timescale, duration)
    }

    /// `stsz` (32-bit sizes, or one size for all) or `stz2` (4-, 8- or 16-bit sizes).
    private static func sampleSizes(_ table: ByteCursor) throws -> SampleSizes {
        if var box = try MP4Box.child("stsz", of: table) {
            try box.skip(4)  // version, flags
            let uniform = Int(try box.uint32BE())
            let count = Int(try box.uint32BE())
            if uniform != 0 { return .uniform(size: uniform, count: count) }
            try expect(count, entriesOf: 4, in: box)
            return .listed(try (0..<count).map { _ in Int(try box.uint32BE()) })
        }
        guard var box = try MP4Box.child("stz2", of: table) else {
            throw MalformedFile(reason: "no stsz or stz2 box", offset: table.offset)
        }
        try box.skip(7)  // version, flags, reserved
        let bits = Int(try box.byte())
        let count = Int(try box.uint32BE())
        guard [4, 8, 16].contains(bits), count <= box.remaining * 8 / bits else {
            throw MalformedFile(reason: "stz2 with \(count) \(bits)-bit sizes", offset: box.offset)
        }
        let packed = try box.read((count * bits + 7) / 8)
        return .listed((0..<count).map { index in
            let bit = index * bits, byte = Int(packed[packed.startIndex + bit / 8])
            switch bits {
            case 4: return bit % 8 == 0 ? byte >> 4 : byte & 0x0F
            case 8: return byte
            default: return byte << 8 | Int(packed[packed.startIndex + bit / 8 + 1])
            }
        })
    }

    /// `stco` (32-bit offsets) or `co64` (64-bit).
    private static func chunkOffsets(_ table: ByteCursor) throws -> [Int] {
        if var box = try MP4Box.child("stco", of: table) {
            let count = try entryCount(&box, entriesOf: 4)
            return try (0..<count).map { _ in Int(try box.uint32BE()) }
        }
        guard var box = try MP4Box.child("co64", of: table) else {
            throw MalformedFile(reason: "no stco or co64 box", offset: table.offset)
        }
        let count = try entryCount(&box, entriesOf: 8)
        return try (0..<count).map { _ in
            guard let offset = Int(exactly: try box.uint64BE()) else {
                throw MalformedFile(reason: "a chunk offset past any file", offset: box.offset - 8)
            }
            return offset
        }
    }

    /// `stsc`: runs of chunks with the same number of samples.
    private static func chunkRuns(_ table: ByteCursor) throws -> [ChunkRun] {
        guard var box = try MP4Box.child("stsc", of: table) else {
            throw MalformedFile(reason: "no stsc box", offset: table.offset)
        }
        let count = try entryCount(&box, entriesOf: 12)
        return try (0..<count).map { _ in
            let run = ChunkRun(firstChunk: Int(try box.uint32BE()), samplesPerChunk: Int(try box.uint32BE()))
            try box.skip(4)  // sample description index
            return run
        }
    }

    /// Reads a table box's version, flags and entry count, and throws unless
    /// the count's entries of `size` bytes fit in what follows.
    private static func entryCount(_ box: inout ByteCursor, entriesOf size: Int) throws -> Int {
        try box.skip(4)  // version, flags
        let count = Int(try box.uint32BE())
        try expect(count, entriesOf: size, in: box)
        return count
    }

    /// Throws unless `box` holds `count` entries of `size` bytes from its position.
    private static func expect(_ count: Int, entriesOf size: Int, in box: ByteCursor) throws {
        guard count <= box.remaining / size else {
            throw MalformedFile(reason: "\(count) entries declared, room for \(box.remaining / size)", offset: box.offset)
        }
    }
}
