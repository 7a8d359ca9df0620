import Foundation
import Testing
import TestSupport

@testable import ReelScene
import ReelGeometry
import ReelSystem
import ReelVector

/// Every preset's still SVG frames in the renderers people open them with:
/// librsvg (`rsvg-convert`: GNOME, ImageMagick, many documentation
/// pipelines), resvg and CairoSVG (PyPI, in .build/lint-venv), Chromium and
/// Firefox. Each preset at 2 times (mid-animation and near its end), with
/// its text and without, against the raster's PNG of the same frame, all on
/// white. SSIM at least 0.99 without text and 0.97 with it in the SVG
/// renderers (they rasterise glyph outlines their own way), at least 0.99
/// in both browsers. The lowest figure per renderer and per preset is
/// printed (the README's table).
@Suite(.enabled(if: SVGRenderers.available, SVGRenderers.missing)) struct SVGRenderersTests {
    struct Frame: Sendable {
        let name: String
        let preset: String
        let width: Int
        let height: Int
        let text: Bool
    }

    @Test func everyPresetsFramesLookTheSameInEveryRenderer() throws {
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        let presets = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))
        let written = onAllCores(presets.count, named: { presets[$0] }) { try Self.write(presets[$0], in: folder) }
        let frames = written.flatMap { $0 }
        #expect(frames.count == presets.count * 4)
        // The renderers side by side: CairoSVG and each browser keep one core busy at most.
        let renderers = SVGRenderers.Renderer.allCases
        _ = onAllCores(renderers.count, named: { "\(renderers[$0])" }) { try SVGRenderers.draw(frames, with: renderers[$0], in: folder) }
        let pairs = SVGRenderers.Renderer.allCases.flatMap { renderer in frames.map { (renderer, $0) } }
        let measured = onAllCores(pairs.count, named: { "\(pairs[$0].1.name) in \(pairs[$0].0)" }) { k in
            let (renderer, frame) = pairs[k]
            return (renderer, frame, try BrowserPages.ssim(frame.name + ".png", "\(frame.name).\(renderer).png", in: folder))
        }
        #expect(measured.count == pairs.count)
        Self.report(measured)
        for (renderer, frame, similarity) in measured {
            let least = renderer.least(text: frame.text)
            #expect(similarity >= least, "\(frame.name) in \(renderer): SSIM \(similarity), below \(least)")
        }
    }

    /// `preset` at 2 times, with text and without: the raster's PNG and the
    /// SVG frame of each, and a page showing the SVG inline for browsers.
    static func write(_ preset: String, in folder: URL) throws -> [Frame] {
        var scene = try GoldenFrames.preset(preset)
        scene.canvas.background = .white
        let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        let size = Size(scene.canvas.width, scene.canvas.height)
        var frames: [Frame] = []
        for k in [2, 4] {
            let list = renderer.displayList(at: scene.canvas.duration * Double(k) / 5)
            for text in [true, false] {
                let drawn = text ? list : list.withoutText()
                let frame = Frame(name: "\(preset)-\(k)-\(text ? "text" : "plain")", preset: preset,
                                  width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, text: text)
                try AnimatedSVGBrowserTests.raster(drawn, scene: scene).write(to: folder.appendingPathComponent(frame.name + ".png"))
                var writer = SVGWriter()
                let svg = try writer.document(for: drawn, size: size, scale: scene.canvas.scale, background: .white)
                try svg.write(to: folder.appendingPathComponent(frame.name + ".svg"), atomically: true, encoding: .utf8)
                try BrowserPages.page(inline: svg).write(to: folder.appendingPathComponent(frame.name + ".html"), atomically: true,
                                                         encoding: .utf8)
                frames.append(frame)
            }
        }
        return frames
    }

    /// The lowest SSIM of each renderer with text and without, and of each
    /// preset in each renderer.
    static func report(_ measured: [(SVGRenderers.Renderer, Frame, Double)]) {
        for renderer in SVGRenderers.Renderer.allCases {
            let mine = measured.filter { $0.0 == renderer }
            let lowest = { (text: Bool) in mine.filter { $0.1.text == text }.map(\.2).min() ?? 0 }
            print("SVG frames in \(renderer): lowest SSIM \(String(format: "%.4f", lowest(true))) with text, "
                  + "\(String(format: "%.4f", lowest(false))) without")
        }
        for preset in Set(measured.map(\.1.preset)).sorted() {
            let figures = SVGRenderers.Renderer.allCases.map { renderer in
                let lowest = measured.filter { $0.0 == renderer && $0.1.preset == preset }.map(\.2).min() ?? 0
                return "\(renderer) \(String(format: "%.4f", lowest))"
            }
            print("SVG frames of \(preset): lowest SSIM \(figures.joined(separator: ", "))")
        }
    }
}

/// The SVG renderers besides the browsers: librsvg from Debian, resvg and
/// CairoSVG from PyPI in .build/lint-venv (`make test-deps`).
enum SVGRenderers {
    enum Renderer: String, CaseIterable, Sendable, CustomStringConvertible {
        case librsvg, resvg, cairosvg, chromium, firefox

        var description: String { rawValue }

        /// The least SSIM a frame must reach.
        func least(text: Bool) -> Double {
            switch self {
            case .chromium, .firefox: return 0.99
            case .librsvg, .resvg, .cairosvg: return text ? 0.97 : 0.99
            }
        }
    }

    static let venv = GoldenFrames.repositoryRoot.appendingPathComponent(".build/lint-venv/bin")
    static let missing: Comment = "resvg and CairoSVG are not installed in .build/lint-venv: run make test-deps"

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: venv.appendingPathComponent("resvg").path) else { return false }
        return (try? ProcessRunner.run(venv.appendingPathComponent("python"), ["-c", "import cairosvg"]).status) == 0
    }()

    /// Draws each frame's SVG with `renderer` to `NAME.RENDERER.png` in `folder`.
    static func draw(_ frames: [SVGRenderersTests.Frame], with renderer: Renderer, in folder: URL) throws {
        switch renderer {
        case .librsvg, .resvg:
            let drawn = ParallelMap(count: frames.count, jobs: ProcessInfo.processInfo.activeProcessorCount).results(state: {}) { _, k in
                let f = frames[k], out = "\(f.name).\(renderer).png"
                let result = renderer == .librsvg
                    ? try ProcessRunner.run(try ProcessRunner.tool("rsvg-convert", package: "librsvg2-bin"),
                                            ["-w", "\(f.width)", "-h", "\(f.height)", "-o", out, f.name + ".svg"], in: folder)
                    : try ProcessRunner.run(venv.appendingPathComponent("resvg"),
                                            ["-w", "\(f.width)", "-h", "\(f.height)", f.name + ".svg", out], in: folder)
                guard result.status == 0 else { throw TestFailure("\(f.name): \(result)") }
            }
            for case .failure(let error)? in drawn { throw TestFailure("\(renderer): \(error)") }
        case .cairosvg:
            // One Python for every frame: CairoSVG takes longer to import than to draw.
            let jobs = frames.map { [$0.name + ".svg", "\($0.name).cairosvg.png", $0.width, $0.height] as [Any] }
            try JSONSerialization.data(withJSONObject: jobs).write(to: folder.appendingPathComponent("cairosvg.json"))
            let script = "import cairosvg, json\nfor i, o, w, h in json.load(open('cairosvg.json')):\n"
                + "    cairosvg.svg2png(url=i, write_to=o, output_width=w, output_height=h)\n"
            let result = try ProcessRunner.run(venv.appendingPathComponent("python"), ["-c", script], in: folder)
            guard result.status == 0 else { throw TestFailure("cairosvg: \(result)") }
        case .chromium, .firefox:
            let plan: [[String: Any]] = frames.flatMap { f -> [[String: Any]] in
                [["open": folder.appendingPathComponent(f.name + ".html").absoluteString, "width": f.width + 16, "height": f.height + 16,
                  "scale": 1],
                 ["screenshot": "#frame", "path": folder.appendingPathComponent("\(f.name).\(renderer).png").path]]
            }
            _ = try BrowserPages.run(plan, in: folder, repository: GoldenFrames.repositoryRoot,
                                     engine: renderer == .chromium ? .chromium : .firefox)
        }
    }
}

/// `work` for items 0..<`count` on every core (`ParallelMap`), each item
/// tried: the values of those that succeeded in item order, each failure
/// recorded as an issue under the item's name.
func onAllCores<Value>(_ count: Int, named name: (Int) -> String,
                       _ work: @escaping @Sendable (Int) throws -> Value) -> [Value] {
    let map = ParallelMap(count: count, jobs: ProcessInfo.processInfo.activeProcessorCount, stopsAtFirstFailure: false)
    var values: [Value] = []
    for (k, result) in map.results(state: {}, { _, k in try work(k) }).enumerated() {
        switch result {
        case .success(let value)?: values.append(value)
        case .failure(let error)?: Issue.record("\(name(k)): \(error)")
        case nil: Issue.record("\(name(k)): never started")
        }
    }
    return values
}
