/// Writes a GIF89a animation from paletted frames, each frame stored as
/// the smallest change from what the viewer shows before it: which frames,
/// rectangles and disposals (`GIFFrameLayout`), then each rectangle's LZW
/// data written the smallest way (`GIFFrameEncoder`).
///
/// So the file shows exactly the frames given, at their delays. One frame
/// is held back until the next one decides its delay and its disposal;
/// `add` returns the frames that became final. The file is `header`, the
/// frames' bytes, and `GIFBlocks.trailer`; with the palette in
/// `GIFPaletteOrder`, `header(order:)` and `GIFFrame.reordered`.
/// `GIFFileWriter` runs the two halves on two threads; this runs them on
/// one, and writes the same frames.
struct GIFAnimationWriter {
    private(set) var layout: GIFFrameLayout
    private(set) var encoder: GIFFrameEncoder

    /// `palette` holds 2...256 RGB colours (0xRRGGBB); `transparent` is an
    /// index no opaque pixel uses. `loops` is how many times the animation
    /// plays (0: forever). With `lossy` above 0, pixels may be written in
    /// colours up to that far from their own (`GIFNearColours`).
    init(width: Int, height: Int, palette: [UInt32], transparent: UInt8, hasAlpha: Bool, loops: Int, lossy: Int = 0) {
        layout = GIFFrameLayout(width: width, height: height, transparent: transparent, hasAlpha: hasAlpha)
        encoder = GIFFrameEncoder(width: width, height: height, palette: palette, transparent: transparent,
                                  hasAlpha: hasAlpha, loops: loops, lossy: lossy)
    }

    var palette: [UInt32] { encoder.palette }

    /// The file's first bytes, with palette entry `i` at `order[i]`.
    func header(order: [UInt8]? = nil) -> [UInt8] { encoder.header(order: order) }

    /// Adds a frame of `width * height` palette indices shown for `delay`
    /// hundredths of a second; returns the frames now final.
    mutating func add(_ frame: [UInt8], delay: Int) -> [GIFFrame] {
        var frame = frame
        return layout.add(&frame, delay: delay).map { [encoder.encoded($0)] } ?? []
    }

    /// The held frame.
    mutating func finish() -> [GIFFrame] {
        layout.finish().map { [encoder.encoded($0)] } ?? []
    }
}

/// Encodes the frames `GIFFrameLayout` made final, in their order (the way
/// large rectangles are written follows the frames before, `GIFWayChoice`).
struct GIFFrameEncoder {
    let width: Int
    let height: Int
    let hasAlpha: Bool
    let palette: [UInt32]
    private let transparent: UInt8
    private let tableBits: Int
    private let loops: Int
    private let minimumCodeSize: Int
    /// Where the GIF is lossy, the colours a pixel may take instead of its own.
    private let near: GIFNearColours?
    /// Which ways large rectangles are written in, from the frames before.
    private var choice = GIFWayChoice()

    init(width: Int, height: Int, palette: [UInt32], transparent: UInt8, hasAlpha: Bool, loops: Int, lossy: Int) {
        (self.width, self.height, self.transparent, self.hasAlpha) = (width, height, transparent, hasAlpha)
        (self.palette, self.loops) = (palette, loops)
        tableBits = max(1, Int.bitWidth - (max(palette.count, 2) - 1).leadingZeroBitCount)
        minimumCodeSize = max(2, tableBits)
        near = lossy > 0 ? GIFNearColours(palette: palette, distance: lossy, excluded: transparent) : nil
    }

    /// The file's first bytes, with palette entry `i` at `order[i]`.
    func header(order: [UInt8]? = nil) -> [UInt8] {
        var placed = palette
        if let order { for (index, color) in palette.enumerated() { placed[Int(order[index])] = color } }
        return GIFBlocks.header(width: width, height: height, palette: placed, tableBits: tableBits, loops: loops)
    }

    /// The frame's rectangle, written the smallest way (`GIFFrameData`).
    mutating func encoded(_ job: GIFFrameJob) -> GIFFrame {
        let (plain, unchanged) = (job.plain, job.unchanged)
        let best = GIFFrameData(plain: plain, unchanged: unchanged, transparent: transparent,
                                minimumCodeSize: minimumCodeSize, near: near, choice: &choice)
        // What the frame cannot do without: its changed pixels' indices, and the transparent one where it uses it.
        var needed = GIFIndexSet()
        if job.whole {
            needed = GIFIndexSet(plain)
        } else {
            for i in plain.indices where !unchanged[i] { needed.insert(plain[i]) }
        }
        if best.marked || hasAlpha { needed.insert(transparent) }
        let usesTransparency = best.marked || hasAlpha || plain.contains(transparent)
        return GIFFrame(rect: job.rect, delay: job.delay, disposal: job.disposal,
                        transparent: usesTransparency ? transparent : nil,
                        data: best.data, indices: near == nil ? best.indices : GIFIndexSet(GIFLZW.decode(best.data)),
                        needed: needed)
    }
}
