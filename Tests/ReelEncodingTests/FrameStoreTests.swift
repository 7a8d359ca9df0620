import Foundation
@testable import ReelEncoding
import TestSupport
import Testing

/// `FrameStore`: the second pass reads back every frame exactly as it was
/// stored (flat frames with moving shapes, noise, a 4K canvas), in pieces
/// of at most a slice; and the store keeps the previous frame as its own
/// run-length tokens, never a copy: a small part of a chart's frame, and
/// no more than the frame for noise.
@Suite struct FrameStoreTests {
    /// Frames like a chart's: a flat background, a slanted antialiased
    /// line (three shades a row) moving down, and a block moving right;
    /// with `noise`, that share of pixels random in each frame; with
    /// `still`, a random background the same in every frame.
    static func frames(width: Int, height: Int, count: Int, noise: Double = 0, still: Bool = false,
                       seed: UInt64 = 1) -> [[UInt32]] {
        var random = SplitMix64(seed: seed)
        let background = (0..<(still ? width * height : 0)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        return (0..<count).map { index in
            var frame = still ? background : [UInt32](repeating: 0xFFF8_F8F8, count: width * height)
            for y in 0..<height {
                let x = (y / 2 + index * 3) % max(width - 3, 1)
                for k in 0..<min(3, width) { frame[y * width + x + k] = 0xFF20_4080 &+ UInt32(k * 0x10) }
            }
            for y in (height / 4)..<(height / 2) {
                for x in (index * 7 % width)..<min(width, index * 7 % width + width / 5) { frame[y * width + x] = 0xFF33_AA33 }
            }
            if noise > 0 {
                let changed = Int(Double(width * height) * noise)
                for _ in 0..<changed {
                    frame[Int(random.next() % UInt64(width * height))] = UInt32(truncatingIfNeeded: random.next())
                }
            }
            return frame
        }
    }

    /// A store of `frames` in `workspace`; false where one would not store.
    static func store(_ frames: [[UInt32]], in workspace: Workspace) throws -> (FrameStore, stored: Bool) {
        let store = try FrameStore(url: workspace.file("frames.rle"), frameBytes: frames[0].count * 4)
        for frame in frames {
            guard try frame.withUnsafeBytes({ try store.append($0) }) else { return (store, false) }
        }
        return (store, true)
    }

    /// Every frame the store replays, glued back from its pieces, and the largest piece.
    static func replayed(_ store: FrameStore, words: Int) throws -> (frames: [[UInt32]], largestPiece: Int) {
        var frames: [[UInt32]] = [], current: [UInt32] = [], largest = 0
        try store.replay { piece in
            largest = max(largest, piece.count)
            current += piece.bindMemory(to: UInt32.self)
            if current.count == words {
                frames.append(current)
                current = []
            }
            #expect(current.count < words, "a piece crossed the end of a frame")
        }
        #expect(current.isEmpty)
        return (frames, largest)
    }

    @Test(arguments: [(97, 61, 0.0), (640, 480, 0.0), (640, 480, 0.02), (301, 1000, 0.05)])
    func everyFrameComesBackExactly(width: Int, height: Int, noise: Double) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let frames = Self.frames(width: width, height: height, count: 6, noise: noise)
        let (store, stored) = try Self.store(frames, in: workspace)
        #expect(stored)
        let back = try Self.replayed(store, words: width * height)
        #expect(back.frames.count == frames.count)
        #expect(Bool(back.frames == frames), "\(width)x\(height), noise \(noise): frames differ")
        #expect(back.largestPiece <= WordRuns.sliceWords * 4)
        // Frames this small keep a copy of the previous frame: cheaper than coding it.
        #expect(store.previousFrameBytes == width * height * 4)
    }

    /// At 3840x2160 the previous frame a chart leaves is a few tokens a row,
    /// where it was a 33 MB copy.
    @Test func a4KFrameComesBackExactlyAndItsPreviousFrameIsNotACopy() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (width, height) = (3840, 2160)
        let frames = Self.frames(width: width, height: height, count: 3)
        let (store, stored) = try Self.store(frames, in: workspace)
        #expect(stored)
        let frameBytes = width * height * 4
        #expect(store.previousFrameBytes > 0)
        #expect(store.previousFrameBytes < frameBytes / 20, "\(store.previousFrameBytes) bytes for a frame of \(frameBytes)")
        let back = try Self.replayed(store, words: width * height)
        #expect(Bool(back.frames == frames), "4K: frames differ")
        #expect(store.previousFrameBytes < frameBytes / 20)
    }

    /// Noise filling a frame larger than a copy is kept for a third at a
    /// time: each frame differs from the one before in under half its
    /// pixels (it is stored), but the previous frame's own tokens grow as
    /// large as the frame. They stay within the frame's bytes and one word
    /// a slice (plus what the allocator rounds each slice's array up to).
    @Test func noiseKeepsThePreviousFrameWithinTheFramesSize() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (width, height) = (1200, 1000)
        let words = width * height
        var random = SplitMix64(seed: 3)
        var frame = [UInt32](repeating: 0xFFFF_FFFF, count: words)
        var frames = [frame]
        for third in 0..<3 {
            for i in (third * words / 3)..<((third + 1) * words / 3) { frame[i] = UInt32(truncatingIfNeeded: random.next()) }
            frames.append(frame)
        }
        frames.append(frame)
        let (store, stored) = try Self.store(frames, in: workspace)
        #expect(stored)
        let slices = (words + WordRuns.sliceWords - 1) / WordRuns.sliceWords
        #expect(store.previousFrameBytes > words * 4 * 9 / 10)
        #expect(store.previousFrameBytes <= words * 4 + slices * (4 + 4096))
        let back = try Self.replayed(store, words: words)
        #expect(Bool(back.frames == frames), "noise: frames differ")
        #expect(store.previousFrameBytes <= words * 4 + slices * (4 + 4096))
    }

    @Test func framesThatChangeEverywhereAreNotStored() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (_, stored) = try Self.store(Self.frames(width: 200, height: 100, count: 3, noise: 1), in: workspace)
        #expect(!stored)
    }

    @Test func aDamagedStoreThrowsInsteadOfReplayingWrongFrames() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let frames = Self.frames(width: 300, height: 200, count: 4)
        let (store, _) = try Self.store(frames, in: workspace)
        // Replaying closes the file as written; cut it short and replay again.
        _ = try Self.replayed(store, words: 300 * 200)
        let url = workspace.file("frames.rle")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(truncate(url.path, off_t(size - 12)) == 0)
        #expect(throws: (any Error).self) { try store.replay { _ in } }
    }
}

/// `WordRuns`: any slice decodes to itself, coded alone or against the
/// slice before, and never takes more than its words and one of tokens.
@Suite struct WordRunsTests {
    /// Patterns that cost a run-length coder most: runs of two and three
    /// between single words, alternations, noise, and one long run.
    static let patterns: [(String, @Sendable (Int) -> UInt32)] = [
        ("ABB", { [1, 2, 2][$0 % 3] &+ UInt32($0 / 3 * 4) }),
        ("ABBB", { [1, 2, 2, 2][$0 % 4] &+ UInt32($0 / 4 * 4) }),
        ("AABBC", { [1, 1, 2, 2, 3][$0 % 5] &+ UInt32($0 / 5 * 4) }),
        ("ABAB", { UInt32($0 % 2) }),
        ("noise", { UInt32(truncatingIfNeeded: (UInt64($0) &* 0x9E37_79B9_7F4A_7C15) >> 17) }),
        ("few values", { UInt32(truncatingIfNeeded: (UInt64($0) &* 0x9E37_79B9_7F4A_7C15) >> 61) }),
        ("flat", { _ in 7 }),
    ]

    @Test(arguments: [1, 2, 3, 5, 64, 1000, WordRuns.sliceWords])
    func everySliceDecodesToItselfWithinItsWordsAndOne(count: Int) {
        for (name, word) in Self.patterns {
            let words = (0..<count).map(word)
            let before = (0..<count).map { word($0 + 1) }
            for previous in [nil, before] {
                var tokens = [UInt32](repeating: 0, count: WordRuns.tokenCapacity(words: count))
                let used = words.withUnsafeBufferPointer { current in
                    tokens.withUnsafeMutableBufferPointer { out in
                        if let previous {
                            previous.withUnsafeBufferPointer { WordRuns.encode(current, against: $0, into: out.baseAddress!) }
                        } else {
                            WordRuns.encode(current, into: out.baseAddress!)
                        }
                    }
                }
                #expect(used <= count + 1, "\(name), \(count) words: \(used) tokens")
                var decoded = previous ?? [UInt32](repeating: 0xDEAD, count: count)
                let end = tokens.withUnsafeBufferPointer { tokens in
                    decoded.withUnsafeMutableBufferPointer {
                        WordRuns.decode(tokens.baseAddress!, from: 0, end: used, into: $0, xor: previous != nil)
                    }
                }
                #expect(end == used, "\(name), \(count) words")
                #expect(Bool(decoded == words), "\(name), \(count) words, against the slice before: \(previous != nil)")
            }
        }
    }

    @Test func tokensThatEndEarlyOrRunPastTheSliceAreRefused() {
        var slice = [UInt32](repeating: 0, count: 4)
        let cases: [[UInt32]] = [[0x8000_0003, 1], [0x8000_0005, 1], [2, 1, 2, 0x8000_0003], [0], [0x8000_0004]]
        for tokens in cases {
            let end = tokens.withUnsafeBufferPointer { tokens in
                slice.withUnsafeMutableBufferPointer { WordRuns.decode(tokens.baseAddress!, from: 0, end: tokens.count, into: $0, xor: false) }
            }
            #expect(end == nil, "\(tokens)")
        }
    }
}
