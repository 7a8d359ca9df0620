/// Keeping axis labels apart by showing every k-th candidate, k a step of a
/// ladder counted from an anchor, each step dividing the next (powers of two
/// by default; a time axis's calendar steps, `TimeScale.labelLadder`): when
/// the step grows, every label that stays was already there and keeps its
/// place; only the ones in between go, and they fade rather than blink.
///
/// Labels are fully shown while at least `gap` points lie between them, and
/// fade out as that space shrinks to half of `gap`; they never touch.
public struct LabelThinning: Sendable, Hashable {
    /// Every `stride`-th candidate from the anchor shows (a step of the ladder).
    public let stride: Int
    /// The ladder's step after `stride`: its candidates show fully.
    public let fullStride: Int
    /// Opacity of the candidates at multiples of `stride` that are not
    /// multiples of `fullStride`: the ones that go first as the labels get closer.
    public let fadingOpacity: Double

    /// Thinning for candidates `spacing` points apart, each label at most
    /// `width` wide, with `gap` points between labels. `ladder` lists the
    /// strides allowed, ascending, each dividing the next; past its last
    /// step (or from 1 when it is empty) the stride doubles.
    public init(spacing: Double, width: Double, gap: Double, ladder: [Int] = []) {
        let closest = max(width + gap / 2, 1e-9)
        var stride = ladder.first ?? 1
        while Double(stride) * spacing < closest && stride < 1 << 40 { stride = Self.step(after: stride, in: ladder) }
        self.stride = stride
        fullStride = Self.step(after: stride, in: ladder)
        let room = Double(stride) * spacing - closest
        fadingOpacity = gap > 0 ? min(max(room / (gap / 2), 0), 1) : 1
    }

    /// The ladder's next step after `stride`, or twice it past the ladder's end.
    private static func step(after stride: Int, in ladder: [Int]) -> Int {
        ladder.first { $0 > stride } ?? stride * 2
    }

    /// The opacity of candidate `index`: 1 at multiples of `fullStride`
    /// from `anchor`, `fadingOpacity` at the other multiples of `stride`,
    /// 0 elsewhere.
    public func opacity(of index: Int, anchor: Int) -> Double {
        let offset = abs(index - anchor)
        guard offset % stride == 0 else { return 0 }
        return offset % fullStride == 0 ? 1 : fadingOpacity
    }
}
