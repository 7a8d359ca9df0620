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
/// disposal; `add` returns the frames that became final. The file is
/// `header`, the frames' bytes, and `GIFBlocks.trailer`; with the palette
/// in `GIFPaletteOrder`, `header(order:)` and `GIFFrame.reordered`.
struct GIFAnimationWriter {
    let width: Int
    let height: Int
    /// Whether frames may hold `transparent` pixels (else it only marks unchanged ones).
    let hasAlpha: Bool
    let palette: [UInt32]
    private let transparent: UInt8
    private let tableBits: Int
    private let loops: Int
    private let minimumCodeSize: Int
    /// Where the GIF is lossy, the colours a pixel may take instead of its own.
    private let near: GIFNearColours?
    /// What the viewer shows before the pending frame, and with it.
    private var before: [UInt8]
    private var shown: [UInt8]
    private var pending: PendingFrame?
    /// Which ways large rectangles are written in, from the frames before.
    private var choice = GIFWayChoice()

    /// `palette` holds 2...256 RGB colours (0xRRGGBB); `transparent` is an
    /// index no opaque pixel uses. `loops` is how many times the animation
    /// plays (0: forever). With `lossy` above 0, pixels may be written in
    /// colours up to that far from their own (`GIFNearColours`).
    init(width: Int, height: Int, palette: [UInt32], transparent: UInt8, hasAlpha: Bool, loops: Int, lossy: Int = 0) {
        (self.width, self.height, self.transparent, self.hasAlpha) = (width, height, transparent, hasAlpha)
        (self.palette, self.loops) = (palette, loops)
        tableBits = max(1, Int.bitWidth - (max(palette.count, 2) - 1).leadingZeroBitCount)
        minimumCodeSize = max(2, tableBits)
        near = lossy > 0 ? GIFNearColours(palette: palette, distance: lossy, excluded: transparent) : nil
        before = [UInt8](repeating: transparent, count: width * height)
        shown = before
    }

    /// The file's first bytes, with palette entry `i` at `order[i]`.
    func header(order: [UInt8]? = nil) -> [UInt8] {
        var placed = palette
        if let order { for (index, color) in palette.enumerated() { placed[Int(order[index])] = color } }
        return GIFBlocks.header(width: width, height: height, palette: placed, tableBits: tableBits, loops: loops)
    }

    /// Adds a frame of `width * height` palette indices shown for `delay`
    /// hundredths of a second; returns the frames now final.
    mutating func add(_ frame: [UInt8], delay: Int) -> [GIFFrame] {
        // A GIF delay is 16 bits: a longer hold is a second frame that changes nothing.
        if var held = pending, held.delay + delay <= 0xFFFF, frame == shown {
            held.delay += delay
            pending = held
            return []
        }
        var out: [GIFFrame] = []
        var disposal = GIFBlocks.Disposal.keep
        if var held = pending {
            if hasAlpha, let clear = clearedArea(for: frame) {
                held.rect = held.rect.union(clear)
                disposal = .background
            }
            out.append(encoded(held, disposal: disposal))
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

    /// The pending frame.
    mutating func finish() -> [GIFFrame] {
        defer { pending = nil }
        guard let held = pending else { return [] }
        return [encoded(held, disposal: .keep)]
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

    /// The frame's rectangle, written the smallest way (`GIFFrameData`).
    private mutating func encoded(_ frame: PendingFrame, disposal: GIFBlocks.Disposal) -> GIFFrame {
        let rect = frame.rect
        var plain = [UInt8](), before = [UInt8]()
        plain.reserveCapacity(rect.width * rect.height)
        before.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<(rect.y + rect.height) {
            let row = y * width
            plain += frame.pixels[(row + rect.x)..<(row + rect.x + rect.width)]
            before += frame.before[(row + rect.x)..<(row + rect.x + rect.width)]
        }
        let best = GIFFrameData(plain: plain, before: before, transparent: transparent,
                                minimumCodeSize: minimumCodeSize, near: near, choice: &choice)
        // What the frame cannot do without: its changed pixels' indices, and the transparent one where it uses it.
        var needed = GIFIndexSet()
        if rect.width * rect.height == width * height {
            needed = GIFIndexSet(plain)
        } else {
            for (index, shown) in zip(plain, before) where index != shown { needed.insert(index) }
        }
        if best.marked || hasAlpha { needed.insert(transparent) }
        let usesTransparency = best.marked || hasAlpha || plain.contains(transparent)
        return GIFFrame(rect: rect, delay: frame.delay, disposal: disposal, transparent: usesTransparency ? transparent : nil,
                        data: best.data, indices: GIFIndexSet(near == nil ? best.indices : GIFLZW.decode(best.data)),
                        needed: needed)
    }
}

private struct PendingFrame {
    var rect: GIFRect
    var delay: Int
    let pixels: [UInt8]
    /// What the viewer showed before it.
    let before: [UInt8]
}
