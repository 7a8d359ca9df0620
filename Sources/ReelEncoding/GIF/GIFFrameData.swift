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
/// gained under 0.1 % for half the writer's time.
struct GIFFrameData {
    static let triedUpTo = 65_536

    let data: [UInt8]
    /// Pixels whose indices are the ones `data` may hold.
    let indices: [UInt8]
    /// Whether `data` writes some unchanged pixels as the transparent index.
    let marked: Bool

    init(plain: [UInt8], before: [UInt8], transparent: UInt8, minimumCodeSize: Int, near: GIFNearColours?) {
        let encode = { (way: Way, clears: Bool?) in
            clears.map { GIFLZW.encode(way.pixels, or: way.alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: $0, near: near).data }
                ?? GIFLZW.smallest(way.pixels, or: way.alternatives, minimumCodeSize: minimumCodeSize, near: near)
        }
        let plainWay = Way(pixels: plain, alternatives: plain, indices: plain, marked: false)
        guard zip(plain, before).contains(where: { $0 == $1 }) else {
            (data, indices, marked) = (encode(plainWay, nil), plain, false)
            return
        }
        var free = [UInt8]()
        free.reserveCapacity(plain.count)
        for (index, shown) in zip(plain, before) {
            // Unchanged: transparent, unless it carries on the run before it.
            free.append(index == shown && index != free.last ? transparent : index)
        }
        let runs = GIFTransparentRuns(pixels: plain, before: before, transparent: transparent)
        var ways = [plainWay, Way(pixels: plain, alternatives: free, indices: plain + [transparent], marked: true),
                    Way(pixels: runs.runs, alternatives: runs.runs, indices: runs.runs, marked: true)]
        if let single = runs.singleRuns { ways.append(Way(pixels: single, alternatives: single, indices: single, marked: true)) }
        let clears: Bool? = plain.count > Self.triedUpTo ? true : nil
        let best = ways.map { ($0, encode($0, clears)) }.min { $0.1.count < $1.1.count }!
        (data, indices, marked) = (best.1, best.0.indices, best.0.marked)
    }

    private struct Way {
        let pixels: [UInt8]
        let alternatives: [UInt8]
        let indices: [UInt8]
        let marked: Bool
    }
}
