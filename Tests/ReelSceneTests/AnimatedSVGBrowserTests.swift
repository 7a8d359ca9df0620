import Foundation
import Testing
import TestSupport

@testable import ReelScene
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

    struct Shot: Sendable {
        let name: String
        let png: String
        let threshold: Double

        /// The engine's screenshot of the shot.
        func browser(_ engine: BrowserEngine) -> String { "\(png.dropLast(4)).\(engine).png" }
    }

    /// One preset's two pages (with text, without) and their 16 shots: the
    /// browser steps that open, seek and screenshot, for any engine.
    struct Preset: Sendable {
        let steps: [[String: any Sendable]]
        let shots: [Shot]
    }

    /// The pages and rasters are made once and shared by the engines; each
    /// engine runs one browser a core, each through its share of the
    /// presets, since a browser's start costs as much as several pages.
    @Test func everyPresetPlaysItsFramesInBothEngines() throws {
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        let names = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))
        let presets = onAllCores(names.count, named: { names[$0] }) { try Self.prepare(names[$0], in: folder) }
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let runs = BrowserEngine.allCases.flatMap { engine in (0..<jobs).map { (engine, $0) } }
        _ = onAllCores(runs.count, named: { "browser \(runs[$0].1) of \(runs[$0].0)" }) { k in
            let (engine, part) = runs[k]
            // A screenshot step names its shot; each engine writes NAME.ENGINE.png.
            let steps = presets.indices.filter { $0 % jobs == part }.flatMap { presets[$0].steps }.map { step in
                step["path"].map { path -> [String: any Sendable] in
                    var shot = step
                    shot["path"] = folder.appendingPathComponent("\(path).\(engine).png").path
                    return shot
                } ?? step
            }
            _ = try BrowserPages.run(steps.map { $0.mapValues { $0 as Any } }, in: folder, repository: GoldenFrames.repositoryRoot, engine: engine)
        }
        let shots = BrowserEngine.allCases.flatMap { engine in presets.flatMap(\.shots).map { (engine, $0) } }
        let measured = onAllCores(shots.count, named: { "\(shots[$0].1.name) in \(shots[$0].0)" }) { k in
            (shots[k].0, shots[k].1, try BrowserPages.ssim(shots[k].1.png, shots[k].1.browser(shots[k].0), in: folder))
        }
        #expect(measured.count == names.count * 16 * BrowserEngine.allCases.count)
        Self.report(measured)
        for (engine, shot, similarity) in measured {
            #expect(similarity >= shot.threshold, "\(shot.name) in \(engine): SSIM \(similarity)")
        }
    }

    /// The closing notes' table: each page's lowest and mean SSIM in each engine.
    static func report(_ measured: [(BrowserEngine, Shot, Double)]) {
        for engine in BrowserEngine.allCases {
            let pages = Dictionary(grouping: measured.filter { $0.0 == engine }) { $0.1.name.components(separatedBy: " frame").first ?? "" }
            for (page, shots) in pages.sorted(by: { $0.key < $1.key }) {
                let values = shots.map(\.2)
                let (lowest, mean) = (values.min() ?? 0, values.reduce(0, +) / Double(values.count))
                print("animated SVG in \(engine): \(page) SSIM min \(String(format: "%.4f", lowest)) mean \(String(format: "%.4f", mean))")
            }
        }
    }

    /// One preset's pages, rasters and shots (8 times, with and without text).
    static func prepare(_ name: String, in folder: URL) throws -> Preset {
        let file = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(name).json")
        var scene = try SceneLoader.load(contentsOf: file)
        scene.canvas.background = .white
        let fps = scene.canvas.fps, count = scene.frameCount(fps: fps)
        let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        let lists = (0..<count).map { renderer.displayList(at: Double($0) / Double(fps)) }
        let picked = (0..<8).map { k in Int((Double(k) * Double(count - 1) / 7).rounded()) }
        var steps: [[String: any Sendable]] = [], shots: [Shot] = []
        for text in [true, false] {
            let frames = text ? lists : lists.map { $0.withoutText() }
            let page = "\(name)-\(text ? "text" : "plain")"
            try BrowserPages.page(inline: try Reel.animatedSVG(scene, frames: frames, fps: fps))
                .write(to: folder.appendingPathComponent(page + ".html"), atomically: true, encoding: .utf8)
            steps.append(["open": folder.appendingPathComponent(page + ".html").absoluteString,
                          "width": scene.canvas.pixelWidth + 16, "height": scene.canvas.pixelHeight + 16, "scale": 1])
            for index in picked {
                let shot = Shot(name: "\(page) frame \(index)", png: "\(page)-\(index).png",
                                threshold: text ? withText : stillFrameLimits[name] ?? withoutText)
                try raster(frames[index], scene: scene).write(to: folder.appendingPathComponent(shot.png))
                steps += [["eval": "(() => { const s = document.querySelector('svg'); s.pauseAnimations(); "
                             + "s.setCurrentTime(\(Double(index) / Double(fps))); return s.getCurrentTime() })()"],
                          ["screenshot": "#frame", "path": String(shot.png.dropLast(4))]]
                shots.append(shot)
            }
        }
        return Preset(steps: steps, shots: shots)
    }

    static func raster(_ list: DisplayList, scene: Scene) throws -> Data {
        var rasterizer = Rasterizer(scale: scene.canvas.scale)
        let canvas = try Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, background: .white)
        try rasterizer.draw(list, on: canvas, over: .white)
        return Data(try canvas.pngData())
    }
}
