/// Writes a GIF89a animation from paletted frames, each frame stored as
/// the smallest change from what the viewer shows before it:
///
/// - a frame equal to the one before is not stored; the one before lasts
///   longer (its delay grows by the frame's);
/// - a stored frame covers only the rectangle where pixels changed, and
///   inside it the unchanged pixels are written either as they are or as
///   the transparent index, whichever compresses smaller;
/// - where a frame makes pixels transparent that were drawn (a transparent
///   animation), the frame before is disposed to the background over a
///   rectangle that covers them, and the frame redraws what it keeps there.
///
/// So the file shows exactly the frames given, at their delays. One frame
/// is held back (`pending`) until the next one decides its delay and its
/// disposal; `add` returns the bytes that became final.
public struct GIFAnimationWriter {
    public let width: Int
    public let height: Int
    /// Whether frames may hold `transparent` pixels (else it only marks unchanged ones).
    public let hasAlpha: Bool
    private let transparent: UInt8
    private let minimumCodeSize: Int
    /// What the viewer shows before the pending frame, and with it.
    private var before: [UInt8]
    private var shown: [UInt8]
    private var pending: PendingFrame?
    private var header: [UInt8]?

    /// `palette` holds 2...256 RGB colours (0xRRGGBB); `transparent` is an
    /// index no opaque pixel uses. `loops` is how many times the animation
    /// plays (0: forever).
    public init(width: Int, height: Int, palette: [UInt32], transparent: UInt8, hasAlpha: Bool, loops: Int) {
        (self.width, self.height, self.transparent, self.hasAlpha) = (width, height, transparent, hasAlpha)
        let bits = max(1, Int.bitWidth - (max(palette.count, 2) - 1).leadingZeroBitCount)
        minimumCodeSize = max(2, bits)
        before = [UInt8](repeating: transparent, count: width * height)
        shown = before
        header = GIFBlocks.header(width: width, height: height, palette: palette, tableBits: bits, loops: loops)
    }

    /// Adds a frame of `width * height` palette indices shown for `delay`
    /// hundredths of a second; returns the bytes now final.
    public mutating func add(_ frame: [UInt8], delay: Int) -> [UInt8] {
        var out = header ?? []
        header = nil
        // A GIF delay is 16 bits: a longer hold is a second frame that changes nothing.
        if var held = pending, held.delay + delay <= 0xFFFF, frame == shown {
            held.delay += delay
            pending = held
            return out
        }
        var disposal = GIFBlocks.Disposal.keep
        if var held = pending {
            if hasAlpha, let clear = clearedArea(for: frame) {
                held.rect = held.rect.union(clear)
                disposal = .background
            }
            out += encoded(held, disposal: disposal)
            // What the viewer shows once the held frame is disposed of.
            before = shown
            if disposal == .background { fill(&before, held.rect, with: transparent) }
        }
        let rect = pending == nil ? GIFRect(x: 0, y: 0, width: width, height: height)
            : GIFRect.changed(before, frame, width: width, height: height) ?? GIFRect(x: 0, y: 0, width: 1, height: 1)
        pending = PendingFrame(rect: rect, delay: delay, pixels: frame, before: before)
        shown = frame
        return out
    }

    /// The pending frame and the trailer.
    public mutating func finish() -> [UInt8] {
        var out = header ?? []
        header = nil
        if let held = pending { out += encoded(held, disposal: .keep) }
        pending = nil
        return out + [0x3B]
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

    /// The frame's rectangle, the smallest of: its pixels as they are, and
    /// its pixels where each one the viewer already shows may be written
    /// as the transparent index or, continuing a run, as itself.
    private func encoded(_ frame: PendingFrame, disposal: GIFBlocks.Disposal) -> [UInt8] {
        let rect = frame.rect
        var plain = [UInt8](), free = [UInt8]()
        plain.reserveCapacity(rect.width * rect.height)
        free.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let index = frame.pixels[y * width + x]
                plain.append(index)
                // Unchanged: transparent, unless it carries on the run before it.
                let unchanged = index == frame.before[y * width + x]
                free.append(unchanged && index != free.last ? transparent : index)
            }
        }
        var best = smallest(plain, or: plain)
        var marked = false
        if free != plain {
            let other = smallest(plain, or: free)
            if other.count < best.count { (best, marked) = (other, true) }
        }
        let usesTransparency = marked || hasAlpha || plain.contains(transparent)
        return GIFBlocks.control(delay: frame.delay, disposal: disposal, transparent: usesTransparency ? transparent : nil)
            + GIFBlocks.descriptor(rect) + best
    }

    /// LZW data, clearing the full code table or not, whichever is smaller.
    private func smallest(_ indices: [UInt8], or alternatives: [UInt8]) -> [UInt8] {
        let kept = GIFLZW.encode(indices, or: alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: false)
        guard kept.filled else { return kept.data }
        let cleared = GIFLZW.encode(indices, or: alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: true).data
        return cleared.count < kept.data.count ? cleared : kept.data
    }
}

private struct PendingFrame {
    var rect: GIFRect
    var delay: Int
    let pixels: [UInt8]
    /// What the viewer showed before it.
    let before: [UInt8]
}
