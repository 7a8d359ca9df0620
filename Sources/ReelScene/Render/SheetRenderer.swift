import Foundation
import ReelEncoding
import ReelGeometry
import ReelRaster
import ReelSystem

extension Reel {
    /// Draws `sheet`'s tiles (frames of `scene` at the sheet's times, drawn
    /// in parallel) and labels into a PNG at `output`, replaced atomically.
    /// Transparent frames sit on a checkerboard, so transparency shows.
    package static func writeSheet(_ scene: Scene, _ sheet: ContactSheet, to output: URL) throws {
        _ = try OutputTarget.forFile(output, allowed: [.png])
        try refuseInputs(of: scene, as: output)
        if let problem = sheet.sizeProblem { throw RenderError.unusable(problem) }
        let canvas = try Canvas(width: sheet.width, height: sheet.height, background: .white)
        var rasterizer = Rasterizer(scale: 1)
        try rasterizer.draw(chrome(of: sheet, transparent: scene.canvas.isTransparent), on: canvas)
        try drawTiles(scene, sheet, on: canvas)
        try FileOutput.write(try canvas.pngData(), to: output)
    }

    /// Each tile is laid into the sheet as soon as it is drawn, so no more
    /// tiles are held than there are threads drawing them. Not prepared: a
    /// few tiles spread over the whole animation resolve live for less than
    /// sampling every moment between them.
    private static func drawTiles(_ scene: Scene, _ sheet: ContactSheet, on canvas: Canvas) throws {
        let farm = FrameFarm(scene: scene, times: FrameTimes(sheet.times), jobs: ProcessInfo.processInfo.activeProcessorCount,
                             prepared: false)
        let target = LockedCanvas(canvas)
        _ = try farm.map { renderer, index, time in
            let (x, y) = sheet.tile(index)
            target.composite(try renderer.canvas(at: time), x: x, y: y)
        }
    }

    /// The title, the tile frames (a checkerboard under transparent ones) and the time labels.
    package static func chrome(of sheet: ContactSheet, transparent: Bool) -> DisplayList {
        let label = Font(size: 12)
        let ink = Color(r8: 0x44, g8: 0x44, b8: 0x44)
        var items: [DisplayItem] = []
        if let title = sheet.title {
            items.append(.text(TextRun(title, at: Point(Double(ContactSheet.margin), Double(ContactSheet.margin) + 14),
                                       font: Font(size: 14), color: ink, alignment: TextAlignment(horizontal: .left))))
        }
        for index in sheet.times.indices {
            let (x, y) = sheet.tile(index)
            let rect = Rect(x: Double(x), y: Double(y), width: Double(sheet.tileWidth), height: Double(sheet.tileHeight))
            items += border(around: rect, .solid(Color(r8: 0xD0, g8: 0xD0, b8: 0xD0)))
            if transparent { items += checkerboard(in: rect) }
            items.append(.text(TextRun(sheet.label(index), at: sheet.labelCenter(index), font: label, color: ink)))
        }
        return DisplayList(items)
    }

    /// A 1-point line just outside `rect`: four rectangles, the sides
    /// spanning the top and bottom between them.
    private static func border(around rect: Rect, _ paint: Paint) -> [DisplayItem] {
        let outer = rect.insetBy(-1)
        return [
            .rect(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: 1), paint),
            .rect(Rect(x: outer.minX, y: rect.maxY, width: outer.width, height: 1), paint),
            .rect(Rect(x: outer.minX, y: rect.minY, width: 1, height: rect.height), paint),
            .rect(Rect(x: rect.maxX, y: rect.minY, width: 1, height: rect.height), paint),
        ]
    }

    /// Light grey 8-pixel squares on white: the usual sign of transparency.
    private static func checkerboard(in rect: Rect) -> [DisplayItem] {
        let paint = Paint.solid(Color(r8: 0xE6, g8: 0xE6, b8: 0xE6))
        var squares: [DisplayItem] = []
        let size = 8.0
        for row in 0..<Int((rect.height / size).rounded(.up)) {
            for column in stride(from: row % 2, to: Int((rect.width / size).rounded(.up)), by: 2) {
                let square = Rect(x: rect.minX + Double(column) * size, y: rect.minY + Double(row) * size,
                                  width: min(size, rect.width - Double(column) * size),
                                  height: min(size, rect.height - Double(row) * size))
                squares.append(.rect(square, paint))
            }
        }
        return squares
    }
}

/// A canvas that threads lay tiles into, one at a time.
private final class LockedCanvas: @unchecked Sendable {
    private let canvas: Canvas
    private let lock = NSLock()

    init(_ canvas: Canvas) { self.canvas = canvas }

    func composite(_ tile: Canvas, x: Int, y: Int) {
        lock.lock()
        defer { lock.unlock() }
        canvas.composite(tile, x: x, y: y)
    }
}
