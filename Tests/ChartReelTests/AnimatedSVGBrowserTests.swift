import Foundation
import Testing
import TestSupport

@testable import ChartReel
import ReelGeometry
import ReelRaster

/// Every preset's animated SVG as Chromium and Firefox play it: the SVG
/// inline in a page, paused (`pauseAnimations()`) and sought
/// (`setCurrentTime(t)`) to 8 frame times spread over the animation,
/// screenshot, against the frame the raster draws at that time. SSIM at least 0.98, and at least 0.995 with
/// every text left out of both (glyph edges then hide nothing that is off).
@Suite struct AnimatedSVGBrowserTests {
    static let withText = 0.98
    static let withoutText = 0.995
    /// Presets whose still SVG frames already differ from the raster by
    /// more, without text, and why: the animation cannot do better than
    /// its frames. Chromium's Skia dithers gradients (its `sk_dither`):
    /// over line-smooth-area's three translucent gradient areas, half the
    /// canvas, every other row is one to three levels off the smooth
    /// gradient chartreel draws, and SSIM reads that noise as structure
    /// (the animated frame matches the still SVG frame in Chromium to SSIM
    /// 0.99996, so the animation itself adds nothing).
    static let stillFrameLimits = ["line-smooth-area": 0.994]

    struct Shot {
        let name: String
        let png: String
        let browser: String
        let threshold: Double
    }

    @Test(arguments: BrowserEngine.allCases)
    func everyPresetPlaysItsFrames(in engine: BrowserEngine) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let presets = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))
        // Two presets at a time, each with its own browser.
        let measured = onAllCores(presets.count, named: { "\(presets[$0]) in \(engine)" }) {
            try Self.measure(presets[$0], in: folder, engine: engine)
        }.flatMap { $0 }
        #expect(measured.count == presets.count * 16)
        // The closing notes' table: each page's lowest and mean SSIM.
        let pages = Dictionary(grouping: measured) { $0.0.name.components(separatedBy: " frame").first ?? "" }
        for (page, shots) in pages.sorted(by: { $0.key < $1.key }) {
            let values = shots.map(\.1)
            let (lowest, mean) = (values.min() ?? 0, values.reduce(0, +) / Double(values.count))
            print("animated SVG in \(engine): \(page) SSIM min \(String(format: "%.4f", lowest)) mean \(String(format: "%.4f", mean))")
        }
        for (shot, similarity) in measured {
            #expect(similarity >= shot.threshold, "\(shot.name) in \(engine): SSIM \(similarity)")
        }
    }

    /// One preset's 16 shots (8 times, with and without text), each with its SSIM.
    static func measure(_ name: String, in folder: URL, engine: BrowserEngine) throws -> [(Shot, Double)] {
        let file = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(name).json")
        var scene = try SceneLoader.load(contentsOf: file)
        scene.canvas.background = .white
        let fps = scene.canvas.fps, count = scene.frameCount(fps: fps)
        let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        let lists = (0..<count).map { renderer.displayList(at: Double($0) / Double(fps)) }
        let picked = (0..<8).map { k in Int((Double(k) * Double(count - 1) / 7).rounded()) }
        var plan: [[String: Any]] = [], shots: [Shot] = []
        for text in [true, false] {
            let frames = text ? lists : lists.map { $0.withoutText() }
            let page = "\(name)-\(text ? "text" : "plain")-\(engine)"
            try BrowserPages.page(inline: try Reel.animatedSVG(scene, frames: frames, fps: fps))
                .write(to: folder.appendingPathComponent(page + ".html"), atomically: true, encoding: .utf8)
            plan.append(["open": folder.appendingPathComponent(page + ".html").absoluteString,
                         "width": scene.canvas.pixelWidth + 16, "height": scene.canvas.pixelHeight + 16, "scale": 1])
            for index in picked {
                let threshold = text ? withText : stillFrameLimits[name] ?? withoutText
                let shot = Shot(name: "\(page) frame \(index)", png: "\(page)-\(index).png", browser: "\(page)-\(index).browser.png",
                                threshold: threshold)
                try raster(frames[index], scene: scene).write(to: folder.appendingPathComponent(shot.png))
                plan += [["eval": "(() => { const s = document.querySelector('svg'); s.pauseAnimations(); "
                            + "s.setCurrentTime(\(Double(index) / Double(fps))); return s.getCurrentTime() })()"],
                         ["screenshot": "#frame", "path": folder.appendingPathComponent(shot.browser).path]]
                shots.append(shot)
            }
        }
        _ = try BrowserPages.run(plan, in: folder, repository: GoldenFrames.repositoryRoot, engine: engine)
        return try shots.map { ($0, try BrowserPages.ssim($0.png, $0.browser, in: folder)) }
    }

    static func raster(_ list: DisplayList, scene: Scene) throws -> Data {
        var rasterizer = Rasterizer(scale: scene.canvas.scale)
        let canvas = try Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, background: .white)
        try rasterizer.draw(list, on: canvas, over: .white)
        return Data(try canvas.pngData())
    }
}
