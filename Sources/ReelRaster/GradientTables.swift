import ReelGeometry

/// The colour tables of the gradients a rasterizer has painted, kept
/// between fills and frames: a chart's gradient stroke or area is the same
/// gradient frame after frame, and building its 1024 colours again cost
/// about as much as compositing the stroke's pixels.
///
/// Invariant: an entry is what `PaintSampler.table(_:)` gives for its
/// gradient (a pure function of it), so a kept table paints the pixels a
/// new one would. At most `limit` gradients are kept: a scene whose stops
/// change every frame starts over when the cache is full.
struct GradientTables {
    /// One gradient's table, and each entry as the packed opaque pixel a
    /// fully covered pixel becomes where its alpha is 1, else -1.
    struct Entry {
        let colors: [PaintSampler.RGBA]
        let opaque: [Int32]
    }

    static let limit = 32
    private var entries: [Gradient: Entry] = [:]

    mutating func entry(for gradient: Gradient) -> Entry {
        if let entry = entries[gradient] { return entry }
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        let colors = PaintSampler.table(gradient)
        let entry = Entry(colors: colors, opaque: colors.map { $0.a >= 1 ? GDPixel.pack($0.r, $0.g, $0.b, 1) : -1 })
        entries[gradient] = entry
        return entry
    }
}
