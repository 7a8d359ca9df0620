/// Keeping axis labels apart by showing every k-th candidate, k a power of
/// two counted from an anchor: when k doubles, every label that stays was
/// already there and keeps its place; only the ones in between go, and they
/// fade rather than blink.
///
/// Labels are fully shown while at least `gap` points lie between them, and
/// fade out as that space shrinks to half of `gap`; they never touch.
public struct LabelThinning: Sendable, Hashable {
    /// Every `stride`-th candidate from the anchor shows (a power of two).
    public let stride: Int
    /// Opacity of the candidates at odd multiples of `stride`: the ones that
    /// go first as the labels get closer.
    public let fadingOpacity: Double

    /// Thinning for candidates `spacing` points apart, each label at most
    /// `width` wide, with `gap` points between labels.
    public init(spacing: Double, width: Double, gap: Double) {
        let closest = max(width + gap / 2, 1e-9)
        var stride = 1
        while Double(stride) * spacing < closest && stride < 1 << 40 { stride <<= 1 }
        self.stride = stride
        let room = Double(stride) * spacing - closest
        fadingOpacity = gap > 0 ? min(max(room / (gap / 2), 0), 1) : 1
    }

    /// The opacity of candidate `index`: 1 at multiples of twice the stride
    /// from `anchor`, `fadingOpacity` at the odd multiples of the stride,
    /// 0 elsewhere.
    public func opacity(of index: Int, anchor: Int) -> Double {
        let offset = abs(index - anchor)
        guard offset % stride == 0 else { return 0 }
        return (offset / stride) % 2 == 0 ? 1 : fadingOpacity
    }
}
