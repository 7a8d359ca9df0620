import Foundation
import ReelGeometry

/// Where the tiles and time labels of a contact sheet go, in pixels: a grid
/// of `columns` tiles of the frame's size, each with its time under it.
/// Pure layout; `Reel.writeSheet` draws it.
package struct ContactSheet: Sendable, Equatable {
    /// The time of each tile, in seconds.
    package let times: [Double]
    package let tileWidth: Int
    package let tileHeight: Int
    package let columns: Int
    /// A line above the grid (the scene's name and timing), if any.
    package let title: String?

    static let margin = 16
    static let gap = 12
    static let labelHeight = 22
    static let titleHeight = 28

    package init(times: [Double], tileWidth: Int, tileHeight: Int, columns: Int, title: String? = nil) {
        self.times = times
        self.tileWidth = tileWidth
        self.tileHeight = tileHeight
        self.columns = max(1, min(columns, times.count))
        self.title = title
    }

    package var rows: Int { (times.count + columns - 1) / columns }

    private var top: Int { Self.margin + (title == nil ? 0 : Self.titleHeight) }

    package var width: Int { 2 * Self.margin + columns * tileWidth + (columns - 1) * Self.gap }
    package var height: Int { top + Self.margin + rows * (tileHeight + Self.labelHeight) + (rows - 1) * Self.gap }

    /// Why this sheet is too large to draw, or nil: it is one canvas, held
    /// whole, so it obeys the frame's limits (`CanvasSpec.maximumPixels`
    /// a side, `CanvasSpec.maximumArea` in all). Checked before any pixel
    /// is allocated.
    package var sizeProblem: String? {
        let limit = CanvasSpec.maximumPixels, area = CanvasSpec.maximumArea
        // In Double: a grid of huge tiles must not overflow while it is measured.
        let w = Double(width), h = Double(height)
        guard w > Double(limit) || h > Double(limit) || w * h > Double(area) else { return nil }
        return "a sheet of \(times.count) tiles of \(tileWidth)x\(tileHeight) in \(columns) columns is \(width)x\(height) pixels; "
            + "at most \(limit) pixels a side and \(area) in all (8192 x 8192)"
    }

    /// Tile `index`'s rectangle: left to right, then top to bottom.
    package func tile(_ index: Int) -> (x: Int, y: Int) {
        let (row, column) = index.quotientAndRemainder(dividingBy: columns)
        return (Self.margin + column * (tileWidth + Self.gap), top + row * (tileHeight + Self.labelHeight + Self.gap))
    }

    /// The label under tile `index`: its time, like "1.25 s".
    package func label(_ index: Int) -> String { String(format: "%.2f s", times[index]) }

    /// Where the label of tile `index` is centred.
    package func labelCenter(_ index: Int) -> Point {
        let (x, y) = tile(index)
        return Point(Double(x) + Double(tileWidth) / 2, Double(y + tileHeight) + Double(Self.labelHeight) / 2 + 1)
    }

    /// Frame times for a sheet: `frames` evenly spread from the first frame
    /// to the last, or one every `every` seconds from 0; each snapped to a
    /// frame of `fps`, so every tile is a frame the animation shows.
    package static func times(duration: Double, fps: Int, frameCount: Int, every: Double? = nil, frames: Int? = nil) -> [Double] {
        let last = frameCount - 1
        var indices: [Int]
        if let every {
            indices = steppedFrames(last: last, step: every * Double(fps))
        } else {
            let count = max(1, min(frames ?? 12, frameCount))
            indices = count == 1 ? [0] : (0..<count).map { Int((Double($0 * last) / Double(count - 1)).rounded()) }
        }
        var seen = Set<Int>()
        indices = indices.filter { $0 <= last && seen.insert($0).inserted }
        return indices.map { Double($0) / Double(fps) }
    }

    /// The frames nearest to 0, step, 2·step, ... up to frame `last`. A step
    /// of half a frame or less reaches every frame, so the walk never takes
    /// more than about twice the frames, however small the step.
    private static func steppedFrames(last: Int, step: Double) -> [Int] {
        guard step > 0.5, step.isFinite else { return step == .infinity ? [0] : Array(0...max(last, 0)) }
        return stride(from: 0.0, through: Double(last) + 1e-9, by: step).map { Int($0.rounded()) }
    }

    /// Columns when none are asked for: a grid about as wide as it is tall.
    package static func defaultColumns(tiles: Int, tileWidth: Int, tileHeight: Int) -> Int {
        let aspect = Double(tileHeight) / Double(max(tileWidth, 1))
        return max(1, min(tiles, Int((Double(tiles) * aspect).squareRoot().rounded(.up))))
    }
}
