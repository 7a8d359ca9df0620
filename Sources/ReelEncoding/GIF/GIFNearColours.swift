/// For each palette index, the other indices whose colours lie within a
/// distance of its own, nearest first: what a lossy GIF (`--lossy N`) may
/// write in place of a pixel's colour when that lengthens an LZW string.
///
/// Distance is Euclidean in 8-bit RGB, so `--lossy 20` lets a pixel be off
/// by about 12 in each channel at most. A pixel is replaced at most once
/// and frames are compared with what they should show, not with what was
/// written, so the error never grows past the distance from frame to frame.
struct GIFNearColours {
    static let limit = 8
    /// `limit` entries per index, nearest first; `counts[i]` of them are used.
    private var near: [UInt8]
    private var counts: [UInt8]

    /// `excluded` (the transparent index) neither takes nor gives a place.
    init(palette: [UInt32], distance: Int, excluded: UInt8) {
        near = [UInt8](repeating: 0, count: 256 * Self.limit)
        counts = [UInt8](repeating: 0, count: 256)
        let limit2 = distance * distance
        for (index, color) in palette.enumerated() where index != Int(excluded) {
            var found: [(distance: Int, index: Int)] = []
            for (other, otherColor) in palette.enumerated() where other != index && other != Int(excluded) {
                let d = Self.distance2(color, otherColor)
                if d <= limit2 { found.append((d, other)) }
            }
            found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
            for (slot, entry) in found.prefix(Self.limit).enumerated() { near[index * Self.limit + slot] = UInt8(entry.index) }
            counts[index] = UInt8(min(found.count, Self.limit))
        }
    }

    /// Calls `body` with each index near `index`, nearest first, until it returns a value.
    @inline(__always)
    func first<T>(near index: Int, _ body: (Int) -> T?) -> T? {
        let base = index * Self.limit
        for slot in 0..<Int(counts[index]) {
            if let found = body(Int(near[base + slot])) { return found }
        }
        return nil
    }

    private static func distance2(_ a: UInt32, _ b: UInt32) -> Int {
        let red = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
        let green = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
        let blue = Int(a & 0xFF) - Int(b & 0xFF)
        return red * red + green * green + blue * blue
    }
}
