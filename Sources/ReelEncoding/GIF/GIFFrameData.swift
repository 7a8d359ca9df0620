/// The LZW data of a frame's rectangle, written in whichever of several
/// ways compresses smallest.
///
/// The ways differ only in the pixels the viewer already shows: each as it
/// is; each as the transparent index or, continuing a run, as itself (the
/// encoder picks per pixel, `GIFLZW`'s alternatives); and the transparent
/// runs of `GIFTransparentRuns`, with and without single-colour runs.
/// Each wins on some pictures. A rectangle of up to `triedUpTo` pixels is
/// written every way, twice (the code table kept and cleared when full),
/// and the smallest kept: that is cheap, and small frames are most of a
/// small GIF. A larger one is written once or twice, clearing the full
/// table, in the ways `GIFWayChoice` picks from the frames before and the
/// rectangle's counts (every way where the picture changes in kind).
struct GIFFrameData {
    static let triedUpTo = 65_536

    let data: [UInt8]
    /// The indices `data` may hold.
    let indices: GIFIndexSet
    /// Whether `data` writes some unchanged pixels as the transparent index.
    let marked: Bool

    init(plain: [UInt8], unchanged: GIFPixelBits, transparent: UInt8, minimumCodeSize: Int, near: GIFNearColours?,
         choice: inout GIFWayChoice) {
        let built = Ways(plain: plain, unchanged: unchanged, transparent: transparent)
        let large = plain.count > Self.triedUpTo
        let encode = { (way: Encoded) -> [UInt8] in
            large ? GIFLZW.encode(way.pixels, or: way.alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: true, near: near).data
                : GIFLZW.smallest(way.pixels, or: way.alternatives, minimumCodeSize: minimumCodeSize, near: near)
        }
        guard unchanged.any else {
            (data, indices, marked) = (encode(built.encoded(.plain)!), GIFIndexSet(plain), false)
            return
        }
        // Only the smallest so far is kept, and only its data: at 4K each
        // way's pixels are 8 MB. The runs' two arrays are built together,
        // so they come last, once no other way's pixels are held.
        var tried: [GIFWayChoice.Way] = []
        var best: (way: GIFWayChoice.Way, data: [UInt8], indices: GIFIndexSet, marked: Bool)?
        func attempt(_ ways: [GIFWayChoice.Way]) {
            for way in ways.sorted(by: { $0.rawValue < $1.rawValue }) {
                guard let pixels = built.encoded(way) else { continue }
                let data = encode(pixels)
                tried.append(way)
                // Ties go to the earlier way, in whatever order the ways are tried.
                guard best.map({ (data.count, way.rawValue) < ($0.data.count, $0.way.rawValue) }) ?? true else { continue }
                var indices = GIFIndexSet(pixels.pixels)
                if way == .either { indices.insert(transparent) }
                best = (way, data, indices, pixels.marked)
            }
        }
        let count = large ? unchanged.population : 0
        if large {
            let asked = choice.ways(pixels: plain.count, unchanged: count, among: GIFWayChoice.Way.allCases)
            attempt(asked)
            // The last winner cannot be written this time (no single runs): every way.
            if !tried.contains(asked[0]) { attempt(GIFWayChoice.Way.allCases.filter { !asked.contains($0) }) }
        } else {
            attempt(GIFWayChoice.Way.allCases)
        }
        let chosen = best!
        if large { choice.encoded(tried, winner: chosen.way, pixels: plain.count, unchanged: count) }
        (data, indices, marked) = (chosen.data, chosen.indices, chosen.marked)
    }

    /// What one way hands the LZW encoder.
    private struct Encoded {
        let pixels: [UInt8]
        let alternatives: [UInt8]
        let marked: Bool
    }

    /// The ways of one rectangle, each built when first asked for. The
    /// transparent runs are kept for the other runs way; asked for single
    /// runs, they become them in place (asked for runs again, they are
    /// built again), so the encoding thread holds at most one way's pixels
    /// besides the rectangle's own.
    private final class Ways {
        let plain: [UInt8], unchanged: GIFPixelBits, transparent: UInt8
        private var runs: GIFTransparentRuns?

        init(plain: [UInt8], unchanged: GIFPixelBits, transparent: UInt8) {
            (self.plain, self.unchanged, self.transparent) = (plain, unchanged, transparent)
        }

        /// The way's pixels; nil for single runs where they are the runs.
        func encoded(_ way: GIFWayChoice.Way) -> Encoded? {
            switch way {
            case .plain: return Encoded(pixels: plain, alternatives: plain, marked: false)
            case .either: return Encoded(pixels: plain, alternatives: free(), marked: true)
            case .runs:
                let runs = self.runs ?? GIFTransparentRuns(pixels: plain, unchanged: unchanged, transparent: transparent)
                self.runs = runs
                return Encoded(pixels: runs.runs, alternatives: runs.runs, marked: true)
            case .singleRuns:
                // Taken out, so that its array is not shared while it changes.
                var runs = self.runs ?? GIFTransparentRuns(pixels: plain, unchanged: unchanged, transparent: transparent)
                self.runs = nil
                guard runs.makeSingle() else {
                    self.runs = runs
                    return nil
                }
                return Encoded(pixels: runs.runs, alternatives: runs.runs, marked: true)
            }
        }

        /// Each unchanged pixel transparent, unless it carries on the run before it.
        private func free() -> [UInt8] {
            var free = [UInt8]()
            free.reserveCapacity(plain.count)
            for i in 0..<plain.count {
                let index = plain[i]
                free.append(unchanged[i] && index != free.last ? transparent : index)
            }
            return free
        }
    }
}
