#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// Replays the pixels of a clipped group that a previous frame drew over the
/// same pixels: a mini map of thousands of columns is the same from frame to
/// frame while only the window over it moves.
///
/// Drawing a group writes only inside its clip, and what it writes there is
/// a function of the group, its transform, the clip and the pixels that were
/// there before. So when all four equal a recorded drawing, copying the
/// pixels it left is byte for byte the same as drawing again, and frames stay
/// pure functions of time whichever frames a rasterizer saw before.
///
/// Only a group drawn the same twice in a row at the same place is recorded
/// (so a group that changes every frame costs one comparison that fails
/// early, never pixel copies), and only groups big enough to be worth it.
struct GroupReplay {
    /// Path elements a group needs before replaying can pay for its copies.
    static let minimumElements = 1_000
    /// Largest clip recorded, in pixels (two copies of it are kept).
    static let maximumPixels = 1 << 20
    /// Places (clips) remembered at once.
    static let places = 4

    private struct Place {
        let clip: PixelClip
        let transform: AffineTransform
        let canvasWidth: Int, canvasHeight: Int
        var group: DisplayGroup
        var before: [Int32]?
        var after: [Int32]?
    }

    private var places: [Place] = []

    /// Whether `group` is worth remembering at all.
    static func considers(_ group: DisplayGroup, clip: PixelClip) -> Bool {
        // A clip limited to a band of rows draws part of the group: not recorded.
        guard group.clip != nil, group.opacity >= 1, clip.rows == PixelClip.allRows else { return false }
        let pixels = (clip.maxColumn - clip.minColumn) * (clip.maxRow - clip.minRow)
        return pixels <= maximumPixels && elementCount(group.items, limit: minimumElements) >= minimumElements
    }

    /// Draws `group` with `draw`, or copies the pixels an identical drawing
    /// over identical pixels left.
    mutating func draw(_ group: DisplayGroup, clip: PixelClip, transform: AffineTransform, on canvas: Canvas,
                       draw: () throws -> Void) rethrows {
        let region = Region(clip: clip, canvas: canvas)
        guard region.width > 0, region.maxY > region.minY else { return try draw() }
        guard let k = places.firstIndex(where: {
            $0.clip == clip && $0.transform == transform && $0.canvasWidth == canvas.width && $0.canvasHeight == canvas.height
        }) else {
            try draw()
            places.append(Place(clip: clip, transform: transform, canvasWidth: canvas.width, canvasHeight: canvas.height,
                                group: group))
            if places.count > Self.places { places.removeFirst() }
            return
        }
        guard places[k].group == group else {
            try draw()
            places[k].group = group
            places[k].before = nil
            places[k].after = nil
            return
        }
        if let before = places[k].before, let after = places[k].after, region.matches(before, in: canvas) {
            region.write(after, to: canvas)
            return
        }
        let before = region.read(canvas)
        try draw()
        places[k].before = before
        places[k].after = region.read(canvas)
    }

    /// Counts path elements up to `limit` (then stops: only "enough" matters).
    private static func elementCount(_ items: [DisplayItem], limit: Int) -> Int {
        var count = 0
        for item in items where count < limit {
            switch item {
            case .fill(let path, _, _), .stroke(let path, _, _, _): count += path.elements.count
            // A rectangle weighs what its path would: a move, three lines, a close.
            case .rect: count += 5
            case .text: count += 1
            case .group(let group): count += elementCount(group.items, limit: limit - count)
            }
        }
        return count
    }

    /// The whole pixels a clip reaches on a canvas.
    private struct Region {
        let minX: Int, minY: Int, maxX: Int, maxY: Int

        init(clip: PixelClip, canvas: Canvas) {
            minX = max(clip.minColumn, 0); maxX = max(min(clip.maxColumn, canvas.width), minX)
            minY = max(clip.minRow, 0); maxY = max(min(clip.maxRow, canvas.height), minY)
        }

        var width: Int { maxX - minX }

        func read(_ canvas: Canvas) -> [Int32] {
            var pixels: [Int32] = []
            pixels.reserveCapacity(width * (maxY - minY))
            for y in minY..<maxY {
                pixels.append(contentsOf: UnsafeBufferPointer(start: canvas.row(y) + minX, count: width))
            }
            return pixels
        }

        func matches(_ pixels: [Int32], in canvas: Canvas) -> Bool {
            guard pixels.count == width * (maxY - minY) else { return false }
            return pixels.withUnsafeBufferPointer { stored in
                for (r, y) in (minY..<maxY).enumerated() {
                    if memcmp(stored.baseAddress! + r * width, canvas.row(y) + minX, width * 4) != 0 { return false }
                }
                return true
            }
        }

        func write(_ pixels: [Int32], to canvas: Canvas) {
            pixels.withUnsafeBufferPointer { stored in
                for (r, y) in (minY..<maxY).enumerated() {
                    (canvas.row(y) + minX).update(from: stored.baseAddress! + r * width, count: width)
                }
            }
        }
    }
}
