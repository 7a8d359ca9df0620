import Foundation
import Testing
import TestSupport

@testable import ChartReel
import ReelGeometry
import ReelVector

/// Every preset's still SVG frames in the renderers people open them with:
/// librsvg (`rsvg-convert`: GNOME, ImageMagick, many documentation
/// pipelines), resvg and CairoSVG (PyPI, in .build/lint-venv), Chromium and
/// Firefox. Each preset at 4 times, with its text and without, against the
/// raster's PNG of the same frame, all on white. SSIM at least 0.99 without
/// text and 0.97 with it in the SVG renderers (they rasterise glyph
/// outlines their own way), at least 0.99 in both browsers. The lowest
/// figure per renderer and per preset is printed (the README's table).
@Suite(.enabled(if: SVGRenderers.available, SVGRenderers.missing)) struct SVGRenderersTests {
    struct Frame: Sendable {
        let name: String
        let preset: String
        let width: Int
        let height: Int
        let text: Bool
    }

    @Test func everyPresetsFramesLookTheSameInEveryRenderer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-renderers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let presets = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))
        let written = Gathered<Frame>()
        DispatchQueue.concurrentPerform(iterations: presets.count) { k in
            do { written.add(try Self.write(presets[k], in: folder)) } catch { written.fail("\(presets[k]): \(error)") }
        }
        let frames = written.items.sorted { $0.name < $1.name }
        #expect(frames.count == presets.count * 8)
        for renderer in SVGRenderers.Renderer.allCases {
            do { try SVGRenderers.draw(frames, with: renderer, in: folder) } catch { written.fail("\(renderer): \(error)") }
        }
        let pairs = SVGRenderers.Renderer.allCases.flatMap { renderer in frames.map { (renderer, $0) } }
        let measured = Gathered<(SVGRenderers.Renderer, Frame, Double)>()
        DispatchQueue.concurrentPerform(iterations: pairs.count) { k in
            let (renderer, frame) = pairs[k]
            do {
                measured.add([(renderer, frame, try BrowserPages.ssim(frame.name + ".png", "\(frame.name).\(renderer).png", in: folder))])
            } catch {
                measured.fail("\(frame.name) in \(renderer): \(error)")
            }
        }
        for failure in written.failures + measured.failures { Issue.record(Comment(rawValue: failure)) }
        #expect(measured.items.count == pairs.count)
        Self.report(measured.items)
        for (renderer, frame, similarity) in measured.items {
            let least = renderer.least(text: frame.text)
            #expect(similarity >= least, "\(frame.name) in \(renderer): SSIM \(similarity), below \(least)")
        }
    }

    /// `preset` at 4 times, with text and without: the raster's PNG and the
    /// SVG frame of each, and a page showing the SVG inline for browsers.
    static func write(_ preset: String, in folder: URL) throws -> [Frame] {
        var scene = try GoldenFrames.preset(preset)
        scene.canvas.background = .white
        let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        let size = Size(scene.canvas.width, scene.canvas.height)
        var frames: [Frame] = []
        for k in 1...4 {
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
            let failures = Gathered<String>()
            DispatchQueue.concurrentPerform(iterations: frames.count) { k in
                let f = frames[k], out = "\(f.name).\(renderer).png"
                do {
                    let result = renderer == .librsvg
                        ? try ProcessRunner.run(try ProcessRunner.tool("rsvg-convert", package: "librsvg2-bin"),
                                                ["-w", "\(f.width)", "-h", "\(f.height)", "-o", out, f.name + ".svg"], in: folder)
                        : try ProcessRunner.run(venv.appendingPathComponent("resvg"),
                                                ["-w", "\(f.width)", "-h", "\(f.height)", f.name + ".svg", out], in: folder)
                    if result.status != 0 { failures.fail("\(f.name): \(result)") }
                } catch {
                    failures.fail("\(f.name): \(error)")
                }
            }
            if let failure = failures.failures.first { throw TestFailure("\(renderer): \(failure)") }
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

/// What concurrent workers produced, and what failed, under a lock.
final class Gathered<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [Item] = []
    private var failed: [String] = []

    var items: [Item] { lock.withLock { gathered } }
    var failures: [String] { lock.withLock { failed } }

    func add(_ more: [Item]) { lock.withLock { gathered += more } }
    func fail(_ message: String) { lock.withLock { failed.append(message) } }
}
