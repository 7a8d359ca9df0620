/// The LZW data of a frame's rectangle, written in whichever of several
/// ways compresses smallest.
///
/// The ways differ only in the pixels the viewer already shows: each as it
/// is; each as the transparent index or, continuing a run, as itself (the
/// encoder picks per pixel, `GIFLZW`'s alternatives); and the transparent
/// runs of `GIFTransparentRuns`, with and without single-colour runs. A
/// rectangle of more than `triedUpTo` pixels is written the
/// `GIFTransparentRuns.runs` way alone, clearing the code table when it
/// fills: measured on the presets' large frames (window slides, zooms,
/// timelines) that came within 1 % of the best way, and trying every way
/// took three times as long as ffmpeg itself.
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
        let eitherWay = Way(pixels: plain, alternatives: free, indices: plain + [transparent], marked: true)
        if plain.count > Self.triedUpTo {
            let runs = GIFTransparentRuns(pixels: plain, before: before, transparent: transparent)
            var big = [Way(pixels: runs.runs, alternatives: runs.runs, indices: runs.runs, marked: true), eitherWay, plainWay]
            if let single = runs.singleRuns { big.append(Way(pixels: single, alternatives: single, indices: single, marked: true)) }
            let best = big.map { ($0, encode($0, true)) }.min { $0.1.count < $1.1.count }!
            (data, indices, marked) = (best.1, best.0.indices, best.0.marked)
            return
        }
        let runs = GIFTransparentRuns(pixels: plain, before: before, transparent: transparent)
        var ways = [plainWay, eitherWay, Way(pixels: runs.runs, alternatives: runs.runs, indices: runs.runs, marked: true)]
        if let single = runs.singleRuns { ways.append(Way(pixels: single, alternatives: single, indices: single, marked: true)) }
        let best = ways.map { ($0, encode($0, nil)) }.min { $0.1.count < $1.1.count }!
        (data, indices, marked) = (best.1, best.0.indices, best.0.marked)
    }

    private struct Way {
        let pixels: [UInt8]
        let alternatives: [UInt8]
        let indices: [UInt8]
        let marked: Bool
    }
}
