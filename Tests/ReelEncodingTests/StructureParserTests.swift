import Foundation
@testable import ReelEncoding
import TestSupport
import Testing

/// The structure parsers on files built byte by byte (the variants ffmpeg
/// does not write for small files: 64-bit sizes, `co64`, `stz2`, version-1
/// `mdhd`, several chunks) and on random or mutated input, which must be
/// refused or read, never trap.
@Suite struct StructureParserTests {
    @Test func plainMP4() throws {
        expectPlain(try MP4Structure(bytes: SyntheticMP4().bytes()))
    }

    @Test(arguments: [4, 8, 16])
    func variantBoxes(bits: Int) throws {
        var file = SyntheticMP4()
        file.sizes = [3, 9, 15]
        file.compactBits = bits
        file.longOffsets = true
        file.longMediaHeader = true
        file.largeMediaSize = true
        file.audioTrackFirst = true
        expectPlain(try MP4Structure(bytes: file.bytes()))
    }

    @Test func mediaDataToTheEndOfTheFile() throws {
        var file = SyntheticMP4()
        file.mediaToEnd = true
        expectPlain(try MP4Structure(bytes: file.bytes()))
    }

    /// Two chunks with a gap between them, the second holding two samples.
    @Test func samplesPlacedChunkByChunk() throws {
        var file = SyntheticMP4()
        file.sizes = [5, 6, 7]
        file.chunks = [(at: 0, samples: 1), (at: 20, samples: 2)]
        let bytes = file.bytes()
        #expect(try MP4Structure(bytes: bytes).completeSamples == 3)
        // Cut inside the last sample, then before the second chunk.
        #expect(try MP4Structure(bytes: Array(bytes.dropLast(1))).completeSamples == 2)
        let second = try MP4Structure(bytes: Array(bytes.dropLast(14)))
        #expect(second.completeSamples == 1 && second.isTruncated && !second.isComplete)
    }

    @Test func refusedMP4s() throws {
        var noVideo = SyntheticMP4()
        noVideo.handler = "soun"
        var outside = SyntheticMP4()
        outside.chunks = [(at: 70, samples: 3)]
        outside.mediaLength = 60
        var tooBig = SyntheticMP4()
        tooBig.mediaLength = 59
        var notFirst = SyntheticMP4()
        notFirst.freeFirst = true
        var zeroTimescale = SyntheticMP4()
        zeroTimescale.timescale = 0
        var unplaced = SyntheticMP4()
        unplaced.chunks = [(at: 0, samples: 2)]
        let plain = SyntheticMP4().bytes()
        let moovCut = Array(plain[..<60])
        let cases: [(reason: String, bytes: [UInt8])] = [
            ("no video track", noVideo.bytes()), ("chunk 1 at 283 is outside the media data", outside.bytes()),
            ("chunk 1's samples run outside the media data", tooBig.bytes()),
            ("the first box is free, not ftyp", notFirst.bytes()), ("mdhd timescale 0", zeroTimescale.bytes()),
            ("the chunks hold 2 samples, stsz lists 3", unplaced.bytes()),
            ("the moov box runs past the end of the file", moovCut),
            ("no mdat box", Array(plain[..<(plain.count - 68)])), ("no moov box", []),
            // A box type of other bytes is named in printable text, on one line (make fuzz found the line break).
            ("size 7 of a \\x0A\\xED\\xF4\\xED box", [0, 0, 0, 7, 0x0A, 0xED, 0xF4, 0xED]),
            ("the first box is \\x00\\x01M\\x7F, not ftyp", [0, 0, 0, 8, 0, 1, 0x4D, 0x7F]),
        ]
        for (reason, bytes) in cases {
            #expect(performing: { try MP4Structure(bytes: bytes) },
                    throws: { ($0 as? MalformedFile)?.reason == reason })
        }
    }

    @Test func gifBlocks() throws {
        var gif = SyntheticGIF()
        #expect(try GIFStructure(bytes: gif.bytes()).delays == [4, 0, 7])
        gif.version = "GIF87a"
        gif.globalTable = false
        #expect(try GIFStructure(bytes: gif.bytes()).centiseconds == 11)
        for broken in [gif.bytes().dropLast(1), gif.bytes() + [0], gif.bytes().dropLast(1) + [0x3A, 0x3B]] {
            #expect(throws: MalformedFile.self) { try GIFStructure(bytes: Array(broken)) }
        }
        #expect(throws: MalformedFile.self) { try GIFStructure(bytes: Array("GIF90a".utf8) + gif.bytes().dropFirst(6)) }
    }

    /// Random bytes, half of them behind a real GIF or MP4 start so the
    /// parsers get past the first checks. Seeded: a failure reproduces.
    @Test func randomBytesNeverTrap() throws {
        var random = SplitMix64(seed: 0x5EED_0F_B17E5)
        let gifStart = Array(SyntheticGIF().bytes().prefix(25))
        let mp4Start = Array(SyntheticMP4().bytes().prefix(20))
        var parsed = 0
        for round in 0..<2000 {
            var bytes = (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if round % 4 == 1 { bytes = gifStart + bytes }
            if round % 4 == 3 { bytes = mp4Start + bytes }
            if (try? GIFStructure(bytes: bytes)) != nil { parsed += 1 }
            if (try? MP4Structure(bytes: bytes)) != nil { parsed += 1 }
        }
        #expect(parsed < 20, "\(parsed) random buffers parsed")
    }

    /// Mutations of real files: bytes overwritten (often with sizes and
    /// counts at their extremes), inserted or removed. Whatever parses keeps
    /// the parsers' invariants.
    @Test(arguments: [VideoFormat.gif, .mp4, .webp])
    func mutatedFilesNeverTrap(_ format: VideoFormat) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try OutputStructureTests.encode(format, fps: 25, count: 7, in: workspace)
        let original = [UInt8](try Data(contentsOf: file))
        var random = SplitMix64(seed: format == .gif ? 71 : 4)
        for _ in 0..<2000 {
            let bytes = mutate(original, &random)
            switch format {
            case .gif:
                if let gif = try? GIFStructure(bytes: bytes) {
                    #expect(gif.centiseconds == gif.delays.reduce(0, +))
                }
            case .mp4:
                if let mp4 = try? MP4Structure(bytes: bytes) {
                    #expect(mp4.completeSamples <= mp4.sampleCount && mp4.timescale > 0)
                }
            default:
                if let webp = try? WebPStructure(bytes: bytes) {
                    #expect(webp.durations.allSatisfy { (0..<(1 << 24)).contains($0) } && webp.width > 0)
                }
            }
        }
    }

    private func mutate(_ original: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = original
        // Most of an MP4's structure is in its first kilobyte; a GIF's is everywhere.
        let at = Int.random(in: 0..<min(bytes.count, Bool.random(using: &random) ? 1200 : bytes.count), using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case 1:
            let extremes: [UInt32] = [0, 1, 7, 8, 0x7FFF_FFFF, 0xFFFF_FFFF, UInt32.random(in: 0...UInt32.max, using: &random)]
            let value = extremes[Int.random(in: 0..<extremes.count, using: &random)]
            for (index, byte) in be32(Int(value)).enumerated() where at + index < bytes.count {
                bytes[at + index] = byte
            }
        case 2:
            bytes.insert(contentsOf: (0..<Int.random(in: 1...16, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) },
                         at: at)
        default:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
        }
        return bytes
    }
}

/// Three samples, all present, lasting 60 ticks of 1/600 s.
func expectPlain(_ mp4: MP4Structure, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(mp4.sampleCount == 3 && mp4.completeSamples == 3 && !mp4.isTruncated && mp4.isComplete,
            "\(mp4)", sourceLocation: sourceLocation)
    #expect(mp4.timescale == 600 && mp4.mediaDuration == 60 && mp4.duration == 0.1, sourceLocation: sourceLocation)
}

func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
func be64(_ value: Int) -> [UInt8] { be32(value >> 32) + be32(value) }
