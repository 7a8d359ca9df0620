/// The LZW data of a frame's rectangle, written in whichever of several
/// ways compresses smallest.
///
/// The ways differ only in the pixels the viewer already shows: each as it
/// is; each as the transparent index or, continuing a run, as itself (the
/// encoder picks per pixel, `GIFLZW`'s alternatives); and the transparent
/// runs of `GIFTransparentRuns`, with and without single-colour runs.
/// Each wins on some pictures. A rectangle of more than `triedUpTo` pixels
/// tries each way once, clearing the code table when it fills, rather than
/// twice (kept and cleared): on the presets' large frames the second try
/// gained under 0.1 % for half the writer's time; and it tries only the
/// ways `GIFWayChoice` predicts.
struct GIFFrameData {
    static let triedUpTo = 65_536

    let data: [UInt8]
    /// Pixels whose indices are the ones `data` may hold.
    let indices: [UInt8]
    /// Whether `data` writes some unchanged pixels as the transparent index.
    let marked: Bool

    init(plain: [UInt8], before: [UInt8], transparent: UInt8, minimumCodeSize: Int, near: GIFNearColours?,
         choice: inout GIFWayChoice) {
        let ways = Ways(plain: plain, before: before, transparent: transparent)
        let large = plain.count > Self.triedUpTo
        let encode = { (way: Encoded) -> [UInt8] in
            large ? GIFLZW.encode(way.pixels, or: way.alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: true, near: near).data
                : GIFLZW.smallest(way.pixels, or: way.alternatives, minimumCodeSize: minimumCodeSize, near: near)
        }
        guard ways.anyUnchanged else {
            (data, indices, marked) = (encode(ways.encoded(.plain)!), plain, false)
            return
        }
        var tried: [(GIFWayChoice.Way, Encoded, [UInt8])] = []
        if large, let way = choice.predicted, let pixels = ways.encoded(way) {
            let bytes = encode(pixels)
            if choice.accepts(bytes.count, pixels: plain.count) {
                (data, indices, marked) = (bytes, pixels.indices, pixels.marked)
                return
            }
            tried.append((way, pixels, bytes))
        }
        for way in GIFWayChoice.Way.allCases where !tried.contains(where: { $0.0 == way }) {
            if let pixels = ways.encoded(way) { tried.append((way, pixels, encode(pixels))) }
        }
        let best = tried.min { ($0.2.count, $0.0.rawValue) < ($1.2.count, $1.0.rawValue) }!
        if large { choice.searched(best.0, bytes: best.2.count, pixels: plain.count) }
        (data, indices, marked) = (best.2, best.1.indices, best.1.marked)
    }

    /// What one way hands the LZW encoder.
    private struct Encoded {
        let pixels: [UInt8]
        let alternatives: [UInt8]
        let indices: [UInt8]
        let marked: Bool
    }

    /// The ways of one rectangle, each built when first asked for.
    private final class Ways {
        let plain: [UInt8], before: [UInt8], transparent: UInt8
        private lazy var runs = GIFTransparentRuns(pixels: plain, before: before, transparent: transparent)

        init(plain: [UInt8], before: [UInt8], transparent: UInt8) {
            (self.plain, self.before, self.transparent) = (plain, before, transparent)
        }

        var anyUnchanged: Bool { zip(plain, before).contains { $0 == $1 } }

        /// The way's pixels; nil for single runs where they are the runs.
        func encoded(_ way: GIFWayChoice.Way) -> Encoded? {
            switch way {
            case .plain: return Encoded(pixels: plain, alternatives: plain, indices: plain, marked: false)
            case .either: return Encoded(pixels: plain, alternatives: free(), indices: plain + [transparent], marked: true)
            case .runs: return Encoded(pixels: runs.runs, alternatives: runs.runs, indices: runs.runs, marked: true)
            case .singleRuns:
                return runs.singleRuns.map { Encoded(pixels: $0, alternatives: $0, indices: $0, marked: true) }
            }
        }

        /// Each unchanged pixel transparent, unless it carries on the run before it.
        private func free() -> [UInt8] {
            var free = [UInt8]()
            free.reserveCapacity(plain.count)
            for (index, shown) in zip(plain, before) {
                free.append(index == shown && index != free.last ? transparent : index)
            }
            return free
        }
    }
}
