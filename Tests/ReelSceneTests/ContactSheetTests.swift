import ReelScene
import Foundation
import ReelGeometry
import ReelRaster
import Testing

/// The contact sheet's times, grid and labels, and the tiles it draws.
@Suite struct ContactSheetTests {
    @Test func timesAreFramesSpreadOrStepped() {
        // 1 s at 10 fps: frames 0...9.
        #expect(ContactSheet.times(duration: 1, fps: 10, frameCount: 10, frames: 4) == [0, 0.3, 0.6, 0.9])
        #expect(ContactSheet.times(duration: 1, fps: 10, frameCount: 10, every: 0.25) == [0, 0.3, 0.5, 0.8])
        #expect(ContactSheet.times(duration: 1, fps: 10, frameCount: 10, frames: 1) == [0])
        #expect(ContactSheet.times(duration: 1, fps: 10, frameCount: 10, frames: 50).count == 10, "no frame twice")
        #expect(ContactSheet.times(duration: 1, fps: 10, frameCount: 10).count == 10)
    }

    @Test func gridPlacesTilesRowByRowWithTheirTimes() {
        let sheet = ContactSheet(times: [0, 0.5, 1, 1.5, 2], tileWidth: 100, tileHeight: 50, columns: 3, title: "t")
        #expect(sheet.rows == 2)
        #expect(sheet.width == 16 * 2 + 3 * 100 + 2 * 12)
        #expect(sheet.tile(0) == (16, 44) && sheet.tile(3) == (16, 44 + 50 + 22 + 12))
        #expect((0..<5).map(sheet.label) == ["0.00 s", "0.50 s", "1.00 s", "1.50 s", "2.00 s"])
        #expect(ContactSheet.defaultColumns(tiles: 12, tileWidth: 100, tileHeight: 100) == 4)
    }

    @Test func sheetShowsEachFrameInItsTile() throws {
        let scene = try FormatFixtures.scene(background: "#FFFFFF")
        let times = ContactSheet.times(duration: 1, fps: 10, frameCount: 10, frames: 4)
        let sheet = ContactSheet(times: times, tileWidth: 80, tileHeight: 60, columns: 2)
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sheet.png")
        try Reel.writeSheet(scene, sheet, to: file)
        let canvas = try Canvas(pngData: [UInt8](Data(contentsOf: file)))
        #expect(canvas.width == sheet.width && canvas.height == sheet.height)
        for (index, time) in times.enumerated() {
            var renderer = FrameRenderer(scene: scene)
            let frame = try renderer.canvas(at: time)
            let (x, y) = sheet.tile(index)
            for (px, py) in [(20, 20), (10, 46), (60, 46), (40, 5)] {
                #expect(canvas.rgba8(x: x + px, y: y + py) == frame.rgba8(x: px, y: py), "tile \(index) at \(px),\(py)")
            }
            // Ink under the tile: its time label.
            let center = sheet.labelCenter(index)
            let ink = (-20...20).contains { dx in canvas.rgba8(x: Int(center.x) + dx, y: Int(center.y)).r < 160 }
            #expect(ink, "no label under tile \(index)")
        }
        let labels = Reel.chrome(of: sheet, transparent: false).items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
        #expect(labels == ["0.00 s", "0.30 s", "0.60 s", "0.90 s"])
    }

    /// The tile frames and checkerboards are whole-pixel rectangles: they
    /// draw the pixels of a 1-point stroke round each tile and of one path
    /// of squares (the labels aside).
    @Test(arguments: [false, true]) func chromeDrawsAsAStrokedFrameAndOnePathOfSquares(transparent: Bool) throws {
        let sheet = ContactSheet(times: [0, 0.5, 1], tileWidth: 83, tileHeight: 45, columns: 2, title: "t")
        let chrome = Reel.chrome(of: sheet, transparent: transparent)
        var strokedAndPath: [DisplayItem] = []
        for index in sheet.times.indices {
            let (x, y) = sheet.tile(index)
            let rect = Rect(x: Double(x), y: Double(y), width: Double(sheet.tileWidth), height: Double(sheet.tileHeight))
            strokedAndPath.append(.stroke(Path(rect: rect.insetBy(-0.5)), StrokeStyle(width: 1), .solid(Color(r8: 0xD0, g8: 0xD0, b8: 0xD0))))
            guard transparent else { continue }
            var squares = Path()
            for row in 0..<Int((rect.height / 8).rounded(.up)) {
                for column in stride(from: row % 2, to: Int((rect.width / 8).rounded(.up)), by: 2) {
                    squares.append(Path(rect: Rect(x: rect.minX + Double(column) * 8, y: rect.minY + Double(row) * 8,
                                                   width: min(8, rect.width - Double(column) * 8),
                                                   height: min(8, rect.height - Double(row) * 8))))
                }
            }
            strokedAndPath.append(.fill(squares, .solid(Color(r8: 0xE6, g8: 0xE6, b8: 0xE6))))
        }
        var pngs: [[UInt8]] = []
        for list in [chrome.withoutText(), DisplayList(strokedAndPath)] {
            let canvas = try Canvas(width: sheet.width, height: sheet.height, background: .white)
            var rasterizer = Rasterizer(scale: 1)
            try rasterizer.draw(list, on: canvas)
            pngs.append(try canvas.pngData())
        }
        #expect(pngs[0] == pngs[1])
    }
}
