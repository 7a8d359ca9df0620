import Foundation

/// A minimal MP4 built box by box: `ftyp`, a `moov` with one video track
/// (optionally after an audio one), then `mdat`. Every sample is zeros.
struct SyntheticMP4 {
    var sizes = [10, 20, 30]
    /// Where each chunk starts in the `mdat` payload, and how many samples it holds.
    var chunks: [(at: Int, samples: Int)] = [(at: 0, samples: 3)]
    /// The `mdat` payload's length; by default just enough for the chunks.
    var mediaLength: Int?
    var timescale = 600
    var duration = 60
    var handler = "vide"
    /// `stz2` with this field size instead of `stsz`.
    var compactBits: Int?
    /// `co64` instead of `stco`.
    var longOffsets = false
    /// A version-1 `mdhd` (64-bit times).
    var longMediaHeader = false
    /// An `mdat` with a 64-bit size.
    var largeMediaSize = false
    /// An `mdat` of size 0: up to the end of the file.
    var mediaToEnd = false
    var audioTrackFirst = false
    /// A `free` box before `ftyp`.
    var freeFirst = false

    func bytes() -> [UInt8] {
        let lead = freeFirst ? box("free", []) : []
        let ftyp = box("ftyp", Array("isom".utf8) + be32(512) + Array("isom".utf8))
        let mediaHeader = largeMediaSize ? 16 : 8
        let mediaStart = lead.count + ftyp.count + movie(mediaStart: 0).count + mediaHeader
        var payloadLength = 0
        var sample = 0
        for chunk in chunks {
            payloadLength = max(payloadLength, chunk.at + sizes[sample..<sample + chunk.samples].reduce(0, +))
            sample += chunk.samples
        }
        let payload = [UInt8](repeating: 0, count: mediaLength ?? payloadLength)
        let mdat: [UInt8]
        if largeMediaSize {
            mdat = be32(1) + Array("mdat".utf8) + be64(16 + payload.count) + payload
        } else if mediaToEnd {
            mdat = be32(0) + Array("mdat".utf8) + payload
        } else {
            mdat = box("mdat", payload)
        }
        return lead + ftyp + movie(mediaStart: mediaStart) + mdat
    }

    private func movie(mediaStart: Int) -> [UInt8] {
        let audio = audioTrackFirst ? box("trak", box("mdia", hdlr("soun"))) : []
        return box("moov", audio + box("trak", box("mdia", mdhd() + hdlr(handler)
                                                     + box("minf", box("stbl", sampleTable(mediaStart))))))
    }

    private func mdhd() -> [UInt8] {
        let language: [UInt8] = [0x55, 0xC4, 0, 0]
        if longMediaHeader {
            return fullBox("mdhd", version: 1, be64(0) + be64(0) + be32(timescale) + be64(duration) + language)
        }
        return fullBox("mdhd", version: 0, be32(0) + be32(0) + be32(timescale) + be32(duration) + language)
    }

    private func hdlr(_ type: String) -> [UInt8] {
        fullBox("hdlr", version: 0, be32(0) + Array(type.utf8) + [UInt8](repeating: 0, count: 13))
    }

    private func sampleTable(_ mediaStart: Int) -> [UInt8] {
        var runs: [UInt8] = []
        var runCount = 0
        for (index, chunk) in chunks.enumerated() where index == 0 || chunks[index - 1].samples != chunk.samples {
            runs += be32(index + 1) + be32(chunk.samples) + be32(1)
            runCount += 1
        }
        let offsets = chunks.map { mediaStart + $0.at }
        let offsetBox = longOffsets
            ? fullBox("co64", version: 0, be32(offsets.count) + offsets.flatMap(be64))
            : fullBox("stco", version: 0, be32(offsets.count) + offsets.flatMap(be32))
        return sizeBox() + fullBox("stsc", version: 0, be32(runCount) + runs) + offsetBox
    }

    private func sizeBox() -> [UInt8] {
        guard let bits = compactBits else {
            return fullBox("stsz", version: 0, be32(0) + be32(sizes.count) + sizes.flatMap(be32))
        }
        var packed: [UInt8]
        switch bits {
        case 4:
            packed = stride(from: 0, to: sizes.count, by: 2).map { index in
                UInt8(sizes[index] << 4 | (index + 1 < sizes.count ? sizes[index + 1] : 0))
            }
        case 8:
            packed = sizes.map { UInt8($0) }
        default:
            packed = sizes.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
        return fullBox("stz2", version: 0, [0, 0, 0, UInt8(bits)] + be32(sizes.count) + packed)
    }

    private func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        be32(8 + payload.count) + Array(type.utf8) + payload
    }

    private func fullBox(_ type: String, version: UInt8, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version, 0, 0, 0] + payload)
    }
}

/// A small GIF built block by block: a looping extension, then three 8x4
/// images, the first after a 4 cs graphic control extension, the second
/// after a comment and with a local colour table, the third after two
/// graphic control extensions (2 cs, then 7 cs: the last counts).
struct SyntheticGIF {
    var version = "GIF89a"
    var globalTable = true

    func bytes() -> [UInt8] {
        var bytes = Array(version.utf8) + [8, 0, 4, 0, globalTable ? 0x81 : 0x00, 0, 0]
        if globalTable { bytes += [UInt8](repeating: 0, count: 12) }
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        bytes += control(delay: 4) + image(localTable: false)
        bytes += [0x21, 0xFE, 3] + Array("hi!".utf8) + [0] + image(localTable: true)
        bytes += control(delay: 2) + control(delay: 7) + image(localTable: false)
        return bytes + [0x3B]
    }

    private func control(delay: Int) -> [UInt8] {
        [0x21, 0xF9, 4, 0, UInt8(delay & 0xFF), UInt8(delay >> 8), 0, 0]
    }

    private func image(localTable: Bool) -> [UInt8] {
        [0x2C, 0, 0, 0, 0, 8, 0, 4, 0, localTable ? 0x80 : 0] + (localTable ? [UInt8](repeating: 0, count: 6) : [])
            + [2, 3, 1, 2, 3, 2, 4, 5, 0]
    }
}
