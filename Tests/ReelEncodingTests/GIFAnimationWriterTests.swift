import Foundation
@testable import ReelEncoding
import TestSupport
import Testing

/// `GIFAnimationWriter` and `GIFLZW`, read back by ffmpeg's GIF decoder at
/// 100 frames per second (one frame a hundredth): every frame shows its
/// pixels, for its delay, however the writer stored it.
@Suite struct GIFAnimationWriterTests {
    static let palette: [UInt32] = (0..<16).map { (index: Int) -> UInt32 in
        let red = UInt32(index * 16), green = UInt32(255 - index * 16), blue = UInt32(index * 37 & 0xFF)
        return red << 16 | green << 8 | blue
    }
    static let transparent: UInt8 = 15

    /// What ffmpeg shows at each hundredth of a second, as RGBA frames.
    static func decoded(_ gif: [UInt8], width: Int, height: Int, in workspace: Workspace) throws -> [[UInt8]] {
        let file = workspace.file("out.gif")
        try Data(gif).write(to: file)
        let raw = try runTool("ffmpeg", ["-v", "error", "-i", file.path, "-fps_mode", "cfr", "-r", "100",
                                         "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = width * height * 4
        // A transparent pixel's colour is whatever the decoder leaves: only its alpha counts.
        var pixels = Array(raw)
        for offset in stride(from: 0, to: pixels.count - 3, by: 4) where pixels[offset + 3] == 0 {
            pixels.replaceSubrange(offset..<(offset + 3), with: [0, 0, 0])
        }
        return stride(from: 0, to: pixels.count - size + 1, by: size).map { Array(pixels[$0..<($0 + size)]) }
    }

    static func rgba(_ frame: [UInt8]) -> [UInt8] {
        frame.flatMap { index -> [UInt8] in
            if index == transparent { return [0, 0, 0, 0] }
            let color = palette[Int(index)]
            return [UInt8(color >> 16), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF), 255]
        }
    }

    /// Frames that change in patches, hold, and (with alpha) clear areas to transparent.
    static func frames(count: Int, width: Int, height: Int, alpha: Bool, seed: UInt64) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        var frame = [UInt8](repeating: alpha ? transparent : 3, count: width * height)
        var frames: [[UInt8]] = []
        for _ in 0..<count {
            if Int.random(in: 0..<4, using: &random) > 0 {
                let (w, h) = (Int.random(in: 1...width, using: &random), Int.random(in: 1...height, using: &random))
                let (x, y) = (Int.random(in: 0...(width - w), using: &random), Int.random(in: 0...(height - h), using: &random))
                let maximum: UInt8 = alpha ? 15 : 14
                for row in y..<(y + h) {
                    for column in x..<(x + w) where Int.random(in: 0..<3, using: &random) > 0 {
                        frame[row * width + column] = UInt8.random(in: 0...maximum, using: &random)
                    }
                }
            }
            frames.append(frame)
        }
        return frames
    }

    /// The file, with the palette in `GIFPaletteOrder` where `reordered`.
    static func write(_ frames: [[UInt8]], delays: [Int], width: Int, height: Int, alpha: Bool, loops: Int = 0,
                      reordered: Bool = false) -> [UInt8] {
        var writer = GIFAnimationWriter(width: width, height: height, palette: palette, transparent: transparent,
                                        hasAlpha: alpha, loops: loops)
        var stored: [GIFFrame] = []
        for (frame, delay) in zip(frames, delays) { stored += writer.add(frame, delay: delay) }
        stored += writer.finish()
        guard reordered else { return writer.header() + stored.flatMap(\.bytes) + GIFBlocks.trailer }
        let order = GIFPaletteOrder.best(count: palette.count, frames: stored.map { ($0.indices, $0.needed, $0.data.count) }).order
        return writer.header(order: order) + stored.flatMap { $0.reordered(order).bytes } + GIFBlocks.trailer
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func everyFrameShowsForItsDelay(alpha: Bool, reordered: Bool) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (width, height) = (37, 23)
        let frames = Self.frames(count: 40, width: width, height: height, alpha: alpha, seed: alpha ? 7 : 3)
        let delays = (0..<40).map { [2, 3, 4, 5][$0 % 4] }  // ffmpeg reads delays under 2 as 10
        let gif = Self.write(frames, delays: delays, width: width, height: height, alpha: alpha, reordered: reordered)
        let shown = try Self.decoded(gif, width: width, height: height, in: workspace)
        let want = zip(frames, delays).flatMap { Array(repeating: Self.rgba($0), count: $1) }
        // ffmpeg shows the last frame once, however long its delay.
        #expect(shown.count >= want.count - delays.last! + 1)
        for (index, (got, expected)) in zip(shown, want).enumerated() where got != expected {
            Issue.record("hundredth \(index) differs (\(shown.count) shown, \(want.count) wanted)")
            break
        }
    }

    /// Rectangles over `GIFFrameData.triedUpTo` pixels go through
    /// `GIFWayChoice`: the predicted way alone, or every way again.
    @Test(arguments: [false, true])
    func largeChangingFramesShowEveryFrame(alpha: Bool) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (width, height) = (300, 240)
        var random = SplitMix64(seed: alpha ? 5 : 11)
        let frames = (0..<14).map { step -> [UInt8] in
            // Bands that slide, so most pixels change, some stay, and every few frames the picture turns to noise.
            (0..<(width * height)).map { pixel -> UInt8 in
                let (x, y) = (pixel % width, pixel / width)
                if step % 5 == 4, y % 3 == 0 { return UInt8.random(in: 0...13, using: &random) }
                if alpha, (x + step * 9) % 60 < 6 { return Self.transparent }
                return UInt8((x + step * 7) / 23 % 4 + (y < 120 ? 0 : 5))
            }
        }
        let delays = Array(repeating: 2, count: frames.count)
        let gif = Self.write(frames, delays: delays, width: width, height: height, alpha: alpha)
        let shown = try Self.decoded(gif, width: width, height: height, in: workspace)
        let want = frames.flatMap { Array(repeating: Self.rgba($0), count: 2) }
        #expect(shown.count >= want.count - 1)
        for (index, (got, expected)) in zip(shown, want).enumerated() where got != expected {
            Issue.record("hundredth \(index) differs")
            break
        }
    }

    @Test func repeatedFramesAreOneFrameAndOnlyChangesAreStored() throws {
        let (width, height) = (40, 30)
        var frame = [UInt8](repeating: 2, count: width * height)
        var frames = [frame, frame, frame]
        frame[5 * width + 7] = 9
        frames += [frame, frame]
        let gif = Self.write(frames, delays: [2, 2, 2, 2, 2], width: width, height: height, alpha: false, loops: 3)
        let structure = try #require(TestGIF(gif))
        #expect(structure.frames == 2)
        #expect(structure.delays == [6, 4])
        #expect(structure.localColorTables == 0)
        #expect(structure.loopCount == 2)
        #expect(structure.rects.last == GIFRect(x: 7, y: 5, width: 1, height: 1))
    }

    @Test func largeFramesUseTheWholeCodeTable() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var random = SplitMix64(seed: 19)
        let (width, height) = (200, 150)
        // Noise fills the 4096-code table many times over, so clear codes are written mid-frame.
        let noise = (0..<(width * height)).map { _ in UInt8.random(in: 0...14, using: &random) }
        let runs = (0..<(width * height)).map { UInt8($0 / 97 % 15) }
        let gif = Self.write([noise, runs], delays: [1, 1], width: width, height: height, alpha: false)
        let shown = try Self.decoded(gif, width: width, height: height, in: workspace)
        #expect(shown.first == Self.rgba(noise) && shown.last == Self.rgba(runs))
    }
}

/// A GIF's blocks as the tests read them, apart from the writer.
struct TestGIF {
    var frames = 0
    var delays: [Int] = []
    var localColorTables = 0
    var loopCount: Int?
    var rects: [GIFRect] = []
    var transparentIndices: [Int?] = []
    var disposals: [Int] = []

    init?(_ bytes: [UInt8]) {
        guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { return nil }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func skipBlocks(_ at: inout Int) { while bytes[at] != 0 { at += Int(bytes[at]) + 1 }; at += 1 }
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                if bytes[at + 1] == 0xF9 {
                    delays.append(u16(at + 4))
                    disposals.append(Int(bytes[at + 3] >> 2 & 7))
                    transparentIndices.append(bytes[at + 3] & 1 == 1 ? Int(bytes[at + 6]) : nil)
                } else if bytes[at + 1] == 0xFF, Array(bytes[(at + 3)..<(at + 14)]) == Array("NETSCAPE2.0".utf8) {
                    loopCount = u16(at + 16)
                }
                at += 2
                skipBlocks(&at)
            case 0x2C:
                frames += 1
                rects.append(GIFRect(x: u16(at + 1), y: u16(at + 3), width: u16(at + 5), height: u16(at + 7)))
                let flags = bytes[at + 9]
                at += 10
                if flags & 0x80 != 0 { localColorTables += 1; at += 3 << (Int(flags & 7) + 1) }
                at += 1
                skipBlocks(&at)
            case 0x3B: return
            default: return nil
            }
        }
        return nil
    }
}

/// `GIFLZW.decode` reads back what `encode` writes, and `GIFPaletteOrder`
/// gives small frames small indices.
@Suite struct GIFPaletteOrderTests {
    @Test(arguments: [false, true])
    func decodingGivesBackTheEncodedIndices(clears: Bool) {
        var random = SplitMix64(seed: 7)
        for (size, count) in [(2, 10), (4, 5000), (8, 300_000)] {
            let noise = (0..<count).map { _ in UInt8.random(in: 0...UInt8((1 << size) - 1), using: &random) }
            let runs = (0..<count).map { UInt8(truncatingIfNeeded: $0 / 37 % (1 << size)) }
            // Two values only, the largest among them: the full table's last code is soon followed by the largest index.
            let top = UInt8((1 << size) - 1)
            let extremes = (0..<count).map { _ in Bool.random(using: &random) ? top : 0 }
            for pixels in [noise, runs, noise + runs, extremes] {
                let data = GIFLZW.encode(pixels, or: pixels, minimumCodeSize: size, clearsWhenFull: clears).data
                let decoded = GIFLZW.decode(data)
                #expect(GIFLZW.decode(data, pixels: pixels.count) == decoded)
                let differs = zip(decoded, pixels).enumerated().first { $1.0 != $1.1 }?.offset ?? (decoded.count == pixels.count ? nil : min(decoded.count, pixels.count))
                #expect(differs == nil, "size \(size), \(pixels.count) pixels: read back differs from pixel \(differs ?? -1)")
            }
        }
    }

    @Test func indicesOfFewColouredFramesComeFirst() {
        var all = GIFIndexSet()
        for index in 0..<16 { all.insert(UInt8(index)) }
        // A full first frame, then small frames drawing with 14 and 15, and one with 9 and 15.
        let frames = [all, GIFIndexSet([14, 15]), GIFIndexSet([14, 15, 14]), GIFIndexSet([9, 15])]
        let order = GIFPaletteOrder.order(count: 16, frames: frames)
        #expect(Set(order.prefix(16)) == Set(0..<16), "not a permutation: \(order)")
        #expect(order[16...].map(Int.init) == Array(16..<256), "entries past the palette move")
        #expect(Set([order[14], order[15], order[9]]) == Set([0, 1, 2]), "\(order)")
        #expect(frames[1].mapped(order).codeSize == 2 && frames[3].mapped(order).codeSize == 2)
        // Untouched entries keep their order among themselves.
        let rest = (0..<16).filter { ![9, 14, 15].contains($0) }.map { order[$0] }
        #expect(rest == rest.sorted())
    }

    @Test func unchangedStretchesOfTwoColoursTurnTransparent() {
        let t: UInt8 = 9
        // Changed pixels are upper case in the comments; 1 1 2 2 are unchanged.
        let before: [UInt8] = [5, 1, 1, 2, 2, 6, 3, 3, 7]
        let pixels: [UInt8] = [4, 1, 1, 2, 2, 4, 3, 3, 4]
        let runs = GIFTransparentRuns(pixels: pixels, before: before, transparent: t)
        // 1 1 2 2 holds two colours: all transparent. 3 3 is one colour's run: kept, but made transparent in singleRuns.
        #expect(runs.runs == [4, t, t, t, t, 4, 3, 3, 4])
        #expect(runs.singleRuns == [4, t, t, t, t, 4, t, t, 4])
        let none = GIFTransparentRuns(pixels: pixels, before: pixels.map { $0 &+ 1 }, transparent: t)
        #expect(none.runs == pixels && none.singleRuns == nil)
        var inPlace = none
        #expect(!inPlace.makeSingle() && inPlace.runs == pixels)
    }

    /// Single runs made in place from the runs and their stretches are what
    /// building both arrays side by side made (the writer's way until the
    /// 4K GIF's memory was cut), on random rectangles of few colours.
    @Test func singleRunsMadeInPlaceAreThoseBuiltBesideTheRuns() {
        var random = SplitMix64(seed: 11)
        let t: UInt8 = 3
        for _ in 0..<300 {
            let count = Int(random.next() % 200) + 1
            let pixels = (0..<count).map { _ in UInt8(random.next() % 5) }
            var unchanged = GIFPixelBits(count: count)
            for i in 0..<count where random.next() % 3 != 0 { unchanged.set(i) }
            let expected = Self.builtSideBySide(pixels, unchanged, t)
            var runs = GIFTransparentRuns(pixels: pixels, unchanged: unchanged, transparent: t)
            #expect(runs.runs == expected.runs)
            #expect(runs.singleRuns == expected.single)
            #expect(runs.makeSingle() == (expected.single != nil))
            #expect(runs.runs == expected.single ?? expected.runs)
        }
    }

    /// The runs and single runs as two arrays built together.
    static func builtSideBySide(_ pixels: [UInt8], _ unchanged: GIFPixelBits, _ transparent: UInt8) -> (runs: [UInt8], single: [UInt8]?) {
        var data = [UInt8](repeating: 0, count: pixels.count)
        var single: [UInt8]?
        var copied = 0, sameStart = 0, same = 0
        for i in 0..<pixels.count {
            let index = pixels[i]
            if !unchanged[i] && index != transparent {
                if same == 1, i > 0, data[i - 1] != transparent {
                    if single == nil { single = data }
                    single!.replaceSubrange(copied..<sameStart, with: data[copied..<sameStart])
                    single!.replaceSubrange(sameStart..<i, with: repeatElement(transparent, count: i - sameStart))
                    copied = i
                }
                same = 0
            } else if same == 0 {
                sameStart = i
                same = 1
            } else if same == 1, i > 0, index != data[i - 1] {
                data.replaceSubrange(sameStart..<i, with: repeatElement(transparent, count: i - sameStart))
                same = 2
            }
            data[i] = same > 1 ? transparent : index
        }
        if single != nil { single!.replaceSubrange(copied..<pixels.count, with: data[copied...]) }
        return (data, single)
    }
}
