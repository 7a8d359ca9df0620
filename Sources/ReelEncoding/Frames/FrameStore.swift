import Foundation
import ReelSystem

/// Frames kept on disk between a GIF's two passes, so the second pass reads
/// them back instead of rendering them again.
///
/// Charts are flat colour and change little from one frame to the next, so
/// each frame is stored as its XOR with the previous one, run-length coded
/// in 32-bit pixels (`WordRuns`): unchanged areas become long runs of zero.
/// A frame that does not shrink to `maximumRatio` of its size
/// (photographic noise) makes `append` return false: the store is then not
/// worth its disk traffic and the caller renders again instead.
///
/// Memory: frames are coded and replayed one slice of `WordRuns.sliceWords`
/// at a time, and a frame larger than 4 MB leaves its successor only its
/// own run-length tokens, not a copy (`PreviousFrame`). So the store holds
/// a few slices plus the previous frame: for a large chart a small part
/// of it (telegram-followers at 3840x2160: about 0.5 MB of a 33 MB frame),
/// for noise at most its size, the copy it replaced; the same for any clip
/// length.
///
/// On disk, each slice is one word giving its token count, then its tokens.
final class FrameStore {
    static let maximumRatio = 0.5
    private let url: URL
    private let words: Int
    private var file: UnsafeMutablePointer<FILE>?
    private var previous: PreviousFrame
    /// One slice of a frame where the previous frame is kept as tokens: its
    /// slice decoded from `previous`, or while replaying, the frame being rebuilt.
    private let slice: UnsafeMutableBufferPointer<UInt32>
    /// One slice's tokens on their way to or from the file.
    private let tokens: UnsafeMutableBufferPointer<UInt32>
    private var frames = 0
    private(set) var storedBytes = 0

    /// A store for frames of `frameBytes` bytes (a multiple of 4) at `url`.
    init(url: URL, frameBytes: Int) throws {
        self.url = url
        words = frameBytes / 4
        let sliceWords = min(WordRuns.sliceWords, max(words, 1))
        previous = PreviousFrame(words: words, sliceWords: sliceWords)
        slice = .allocate(capacity: sliceWords)
        tokens = .allocate(capacity: WordRuns.tokenCapacity(words: sliceWords))
        file = fopen(url.path, "wb")
        guard file != nil else { throw Self.error("create", url) }
    }

    deinit {
        if let file { fclose(file) }
        slice.deallocate()
        tokens.deallocate()
        previous.deallocate()
    }

    /// Bytes of the previous frame's tokens, the only memory the store
    /// holds beyond its three slices (`slice`, `tokens`, and one in `previous`).
    var previousFrameBytes: Int { previous.heldBytes }

    /// A frame's slices, each `slice.count` words but the last.
    private var sliceCount: Int { (words + slice.count - 1) / slice.count }

    private func range(ofSlice index: Int) -> Range<Int> {
        (index * slice.count)..<min((index + 1) * slice.count, words)
    }

    /// Stores the next frame; false when it compressed too poorly (then
    /// nothing more may be stored).
    func append(_ frame: UnsafeRawBufferPointer) throws -> Bool {
        precondition(frame.count >= words * 4)
        return try frame.withMemoryRebound(to: UInt32.self) { try append(words: $0) }
    }

    private func append(words current: UnsafeBufferPointer<UInt32>) throws -> Bool {
        let limit = Int(Double(words) * Self.maximumRatio)
        var written = 0
        for index in 0..<sliceCount {
            let range = range(ofSlice: index)
            let part = UnsafeBufferPointer(rebasing: current[range])
            let before = previous.slice(index, count: range.count, decodingInto: slice)
            let count = WordRuns.encode(part, against: UnsafeBufferPointer(before), into: tokens.baseAddress!)
            written += 1 + count
            if written > limit { return false }
            try write(count)
            previous.replace(index, with: part)
        }
        frames += 1
        storedBytes += written * 4
        return true
    }

    /// Hands every stored frame back, in order, in pieces of at most one
    /// slice (a frame's pieces in order, then the next frame's).
    func replay(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let file { fclose(file) }
        guard let input = fopen(url.path, "rb") else { throw Self.error("read", url) }
        file = nil
        defer { fclose(input) }
        previous.reset()
        for _ in 0..<frames {
            for index in 0..<sliceCount {
                let frame = previous.slice(index, count: range(ofSlice: index).count, decodingInto: slice)
                try readSlice(from: input, onto: frame)
                try body(UnsafeRawBufferPointer(frame))
                previous.replace(index, with: UnsafeBufferPointer(frame))
            }
        }
    }

    /// Writes one slice's `count` tokens, after their count.
    private func write(_ count: Int) throws {
        var header = UInt32(count)
        guard fwrite(&header, 4, 1, file) == 1, fwrite(tokens.baseAddress, 4, count, file) == count else {
            throw Self.error("write", url)
        }
    }

    /// Reads one slice's tokens and XORs them onto `frame`, which holds the
    /// previous frame's slice.
    private func readSlice(from input: UnsafeMutablePointer<FILE>, onto frame: UnsafeMutableBufferPointer<UInt32>) throws {
        var header: UInt32 = 0
        guard fread(&header, 4, 1, input) == 1, Int(header) <= tokens.count,
              fread(tokens.baseAddress, 4, Int(header), input) == Int(header),
              WordRuns.decode(tokens.baseAddress!, from: 0, end: Int(header), into: frame, xor: true) == Int(header) else {
            throw Self.error("read", url)
        }
    }

    private static func error(_ action: String, _ url: URL) -> SystemError {
        .output("cannot \(action) the stored GIF frames in \(url.deletingLastPathComponent().path): "
                + String(cString: strerror(errno)) + DiskSpace.fullHint(at: url))
    }
}

/// The frame before, as its own run-length tokens (`WordRuns`, not XORed
/// with anything), slice by slice: a slice is decoded just before the
/// same slice of the next frame is coded against it, and is then replaced
/// by that slice's tokens. So one frame's tokens are held, each slice's in
/// an array of its own size: at most the frame's words plus one a slice,
/// noise included. Starts as a frame of zeros (no slices yet).
///
/// A frame of at most `copiedUpTo` bytes is kept as a copy instead: coding
/// each frame by itself as well as against the one before took 19 % more of
/// chartreel's CPU on an 800x600 GIF, to save under 4 MB.
private struct PreviousFrame {
    static let copiedUpTo = 4 << 20
    private let sliceWords: Int
    private var slices: [[UInt32]] = []
    /// The whole frame, where it is small enough (starts as zeros).
    private let copy: UnsafeMutableBufferPointer<UInt32>?
    /// Tokens of one slice before they are copied to a fitting array.
    private let scratch: UnsafeMutableBufferPointer<UInt32>

    init(words: Int, sliceWords: Int) {
        self.sliceWords = sliceWords
        copy = words * 4 <= Self.copiedUpTo ? .allocate(capacity: words) : nil
        copy?.initialize(repeating: 0)
        scratch = .allocate(capacity: copy == nil ? WordRuns.tokenCapacity(words: sliceWords) : 0)
    }

    func deallocate() {
        copy?.deallocate()
        scratch.deallocate()
    }

    var heldBytes: Int { copy.map { $0.count * 4 } ?? slices.reduce(0) { $0 + $1.capacity * 4 } }

    /// Back to a frame of zeros.
    mutating func reset() {
        slices = []
        copy?.update(repeating: 0)
    }

    /// Slice `index` of the previous frame, `count` words: where the frame
    /// is kept as a copy, the copy's own words (coded against and rebuilt
    /// in place, with no copy of the slice either way); otherwise decoded
    /// from its tokens into the start of `scratch`.
    func slice(_ index: Int, count: Int, decodingInto scratch: UnsafeMutableBufferPointer<UInt32>) -> UnsafeMutableBufferPointer<UInt32> {
        if let copy { return UnsafeMutableBufferPointer(start: copy.baseAddress! + index * sliceWords, count: count) }
        let words = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        guard index < slices.count else {
            words.update(repeating: 0)
            return words
        }
        let end = slices[index].withUnsafeBufferPointer { tokens in
            WordRuns.decode(tokens.baseAddress!, from: 0, end: tokens.count, into: words, xor: false)
        }
        // The tokens were coded here from a slice of the same size.
        precondition(end == slices[index].count)
        return words
    }

    /// Keeps `words` as slice `index` of the previous frame, for the next one.
    mutating func replace(_ index: Int, with words: UnsafeBufferPointer<UInt32>) {
        if let copy {
            let target = copy.baseAddress! + index * sliceWords
            // A slice rebuilt in place (`slice`) is already there.
            if UnsafePointer(target) != words.baseAddress { target.update(from: words.baseAddress!, count: words.count) }
            return
        }
        let count = WordRuns.encode(words, into: scratch.baseAddress!)
        let tokens = Array(UnsafeBufferPointer(rebasing: scratch[0..<count]))
        precondition(index <= slices.count, "slices are replaced in order")
        if index < slices.count { slices[index] = tokens } else { slices.append(tokens) }
    }
}
