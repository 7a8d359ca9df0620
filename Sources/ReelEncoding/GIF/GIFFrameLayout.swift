/// The decisions about each frame of a GIF animation that depend on the
/// frames before it, made in order and cheaply (comparisons and copies):
///
/// - a frame equal to the one before is not stored; the one before lasts
///   longer (its delay grows by the frame's);
/// - a stored frame covers only the rectangle where pixels changed;
/// - where a frame makes pixels transparent that were drawn (a transparent
///   animation), the frame before is disposed to the background over a
///   rectangle that covers them, and the frame redraws what it keeps there.
///
/// One frame is held back until the next one decides its delay and its
/// disposal; it then comes out as a `GIFFrameJob`, its rectangle's pixels
/// copied out with a bit for each that the viewer already shows, so encoding it
/// (`GIFFrameEncoder`, the slow part) needs nothing else and may happen on
/// another thread. Memory: three canvases of `width * height` bytes (what
/// the viewer shows before the held frame, with it, and the frame coming
/// in, which `add` swaps for a spare), whatever the number of frames.
struct GIFFrameLayout {
    let width: Int
    let height: Int
    let hasAlpha: Bool
    let transparent: UInt8
    /// What the viewer shows before the held frame, and with it.
    private var before: [UInt8]
    private var shown: [UInt8]
    private var held: (rect: GIFRect, delay: Int)?

    init(width: Int, height: Int, transparent: UInt8, hasAlpha: Bool) {
        (self.width, self.height, self.transparent, self.hasAlpha) = (width, height, transparent, hasAlpha)
        before = [UInt8](repeating: transparent, count: width * height)
        shown = before
    }

    /// Takes a frame of `width * height` palette indices shown for `delay`
    /// hundredths of a second, leaving in `frame` a spare canvas (contents
    /// undefined) to fill with the next; returns the frame now final, if any.
    mutating func add(_ frame: inout [UInt8], delay: Int) -> GIFFrameJob? {
        // A GIF delay is 16 bits: a longer hold is a second frame that changes nothing.
        if var kept = held, kept.delay + delay <= 0xFFFF, frame.withUnsafeBytes({ f in shown.withUnsafeBytes { f.hasSameBytes(as: $0) } }) {
            kept.delay += delay
            held = kept
            return nil
        }
        var job: GIFFrameJob?
        if let kept = held {
            var rect = kept.rect, disposal = GIFBlocks.Disposal.keep
            if hasAlpha, let clear = clearedArea(for: frame) {
                rect = rect.union(clear)
                disposal = .background
            }
            job = self.job(rect, delay: kept.delay, disposal: disposal)
            // What the viewer shows once the held frame is disposed of.
            swap(&before, &shown)
            if disposal == .background { fill(&before, rect, with: transparent) }
        }
        let rect = held == nil ? GIFRect(x: 0, y: 0, width: width, height: height)
            : GIFRect.changed(before, frame, width: width, height: height) ?? GIFRect(x: 0, y: 0, width: 1, height: 1)
        held = (rect, delay)
        swap(&shown, &frame)
        return job
    }

    /// The held frame.
    mutating func finish() -> GIFFrameJob? {
        defer { held = nil }
        return held.map { job($0.rect, delay: $0.delay, disposal: .keep) }
    }

    private func job(_ rect: GIFRect, delay: Int, disposal: GIFBlocks.Disposal) -> GIFFrameJob {
        GIFFrameJob(rect: rect, delay: delay, disposal: disposal, plain: crop(shown, rect), unchanged: unchanged(rect),
                    whole: rect.width * rect.height == width * height)
    }

    /// Which pixels of `rect` the held frame leaves as they were.
    private func unchanged(_ rect: GIFRect) -> GIFPixelBits {
        var bits = GIFPixelBits(count: rect.width * rect.height)
        shown.withUnsafeBufferPointer { shown in
            before.withUnsafeBufferPointer { before in
                var i = 0
                for y in rect.y..<(rect.y + rect.height) {
                    for x in (y * width + rect.x)..<(y * width + rect.x + rect.width) {
                        if shown[x] == before[x] { bits.set(i) }
                        i += 1
                    }
                }
            }
        }
        return bits
    }

    private func crop(_ canvas: [UInt8], _ rect: GIFRect) -> [UInt8] {
        if rect.width == width { return Array(canvas[(rect.y * width)..<((rect.y + rect.height) * width)]) }
        var out = [UInt8]()
        out.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<(rect.y + rect.height) { out += canvas[(y * width + rect.x)..<(y * width + rect.x + rect.width)] }
        return out
    }

    /// The bounds of the pixels `frame` makes transparent that are drawn now.
    private func clearedArea(for frame: [UInt8]) -> GIFRect? {
        GIFRect.bounds(width: width, height: height) { shown[$0] != transparent && frame[$0] == transparent }
    }

    private func fill(_ canvas: inout [UInt8], _ rect: GIFRect, with index: UInt8) {
        for y in rect.y..<(rect.y + rect.height) {
            canvas.replaceSubrange((y * width + rect.x)..<(y * width + rect.x + rect.width),
                                   with: repeatElement(index, count: rect.width))
        }
    }
}

/// A frame whose place, delay and disposal are final, with what encoding
/// it needs: its rectangle's pixels and which of them the viewer already shows.
struct GIFFrameJob {
    let rect: GIFRect
    let delay: Int
    let disposal: GIFBlocks.Disposal
    let plain: [UInt8]
    let unchanged: GIFPixelBits
    /// Whether the rectangle is the whole canvas.
    let whole: Bool

    /// What the job holds, for bounding the jobs in flight.
    var bytes: Int { Self.bytes(pixels: plain.count) }

    /// What a job of a rectangle of `pixels` holds.
    static func bytes(pixels: Int) -> Int { pixels + GIFPixelBits.bytes(count: pixels) }
}
