/// Keeping axis labels apart by showing every k-th candidate, k a power of
/// two counted from an anchor: when the step grows, every label that stays
/// was already there and keeps its place; only the ones in between go, and
/// they fade rather than blink. (A time axis steps on the calendar instead:
/// `RankThinning`.)
///
/// Labels are fully shown while at least `gap` points lie between them, and
/// fade out as that space shrinks to half of `gap`; they never touch.
package struct LabelThinning: Sendable, Hashable {
    /// Every `stride`-th candidate from the anchor shows (a step of the ladder).
    package let stride: Int
    /// The ladder's step after `stride`: its candidates show fully.
    package let fullStride: Int
    /// Opacity of the candidates at multiples of `stride` that are not
    /// multiples of `fullStride`: the ones that go first as the labels get closer.
    package let fadingOpacity: Double

    /// Thinning for candidates `spacing` points apart, each label at most
    /// `width` wide, with `gap` points between labels.
    package init(spacing: Double, width: Double, gap: Double) {
        let closest = max(width + gap / 2, 1e-9)
        var stride = 1
        while Double(stride) * spacing < closest && stride < 1 << 40 { stride *= 2 }
        self.stride = stride
        fullStride = stride * 2
        let room = Double(stride) * spacing - closest
        fadingOpacity = gap > 0 ? min(max(room / (gap / 2), 0), 1) : 1
    }

    /// The opacity of candidate `index`: 1 at multiples of `fullStride`
    /// from `anchor`, `fadingOpacity` at the other multiples of `stride`,
    /// 0 elsewhere.
    package func opacity(of index: Int, anchor: Int) -> Double {
        let offset = abs(index - anchor)
        guard offset % stride == 0 else { return 0 }
        return offset % fullStride == 0 ? 1 : fadingOpacity
    }
}

/// Thinning by rank rather than by stride, for candidates that stand on a
/// ladder of steps each of whose starts are among the previous one's (the
/// calendar's, `CalendarLadder`): a candidate of rank r stands on steps
/// 0...r. The finest step whose labels keep `width + gap / 2` apart shows
/// with the room it has (`fadingOpacity`, as `LabelThinning`'s), the
/// coarser ones fully, the finer not at all; as the step grows the labels
/// that stay keep their places and only the ones in between fade.
package struct RankThinning: Sendable, Hashable {
    /// The finest rank shown (the ladder's length when none fits).
    package let level: Int
    package let fadingOpacity: Double

    /// `gaps[k]`: the least distance in points between two labels of rank
    /// k or more, ascending; each at least twice the one before, so that a
    /// rank's labels show fully when the one before gives way and nothing
    /// jumps at the change. `spacing`: the least distance between two
    /// labels besides the room their width and gap need (an axis's length
    /// over the most labels a reader takes in at once).
    package init(gaps: [Double], width: Double, gap: Double, spacing: Double = 0) {
        let closest = max(width + gap / 2, spacing, 1e-9)
        level = gaps.firstIndex { $0 >= closest } ?? gaps.count
        let room = level < gaps.count ? gaps[level] - closest : 0
        fadingOpacity = gap > 0 ? min(max(room / (gap / 2), 0), 1) : 1
    }

    /// The opacity of a candidate of rank `rank` (-1: on no step).
    package func opacity(rank: Int) -> Double {
        rank > level ? 1 : rank == level ? fadingOpacity : 0
    }
}
