import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// `render -o x.svg`: one animated document, written as every output is
/// (all or nothing, standard output with --format), that plays through
/// `<img src>` as inline, and is a fraction of the GIF for the seeds'
/// simple charts.
@Suite struct AnimatedSVGRenderTests {
    @Test func rendersOneAnimatedDocument() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "donut.svg"])
        #expect(result.status == 0, "\(result)")
        #expect((result.stdout + result.stderr).contains("donut.svg: 480x480, 60 fps, 108 frames"), "\(result)")
        let svg = try workspace.read("donut.svg")
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<animate attributeName=\"stroke-dasharray\" dur=\"1.8s\" repeatCount=\"indefinite\""))
        // The ring fills with the scene's own curve, as one eased segment.
        #expect(svg.contains("keySplines=\".42 0 .58 1"), "\(svg)")
        let parsed = try XMLDocument(xmlString: svg)
        #expect(parsed.rootElement()?.name == "svg")
        // To standard output with --format; a .svg name and another format disagree.
        let piped = try workspace.shell("\"$CHARTREEL\" render donut-progress -o - --format svg | head -c 5")
        #expect(piped.stdout == "<?xml", "\(piped)")
        let clash = try workspace.chartreel(["render", "donut-progress", "-o", "x.svg", "--format", "gif"])
        #expect(clash.status != 0 && clash.stderr.contains("ends in .svg but --format is gif"), "\(clash)")
        // Encoder options that do not apply are refused, as for other formats.
        let crf = try workspace.chartreel(["render", "donut-progress", "-o", "y.svg", "--crf", "20"])
        #expect(crf.status != 0 && !FileManager.default.fileExists(atPath: workspace.path("y.svg")), "\(crf)")
    }

    /// Through `<img src>` the animation plays by itself: two screenshots
    /// a moment apart during the ring's fill differ, and the last one,
    /// taken after the fill, matches the last frame.
    @Test func playsThroughAnImgElement() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.chartreel(["render", "donut-progress", "--background", "#FFFFFF", "-o", "donut.svg"]).status == 0)
        #expect(try workspace.chartreel(["frame", "donut-progress", "--background", "#FFFFFF", "--at", "1.5", "-o", "end.png"]).status == 0)
        try workspace.write("img.html", "<!doctype html><html><body style=\"margin:0;background:#fff\">"
                            + "<img id=\"frame\" src=\"donut.svg\" style=\"display:block\"></body></html>")
        let shot = { (name: String) -> [String: Any] in ["screenshot": "#frame", "path": workspace.path(name)] }
        _ = try browse([["open": workspace.file("img.html").absoluteString, "width": 480, "height": 480, "scale": 1],
                        ["wait": "document.getElementById('frame').complete"], shot("a.png"),
                        ["eval": "new Promise(r => setTimeout(() => r(1), 150))"], shot("b.png"),
                        ["eval": "new Promise(r => setTimeout(() => r(1), 1200))"], shot("c.png")], in: workspace)
        #expect(try Data(contentsOf: workspace.file("a.png")) != (try Data(contentsOf: workspace.file("b.png"))))
        // The fill ends at 0.8 s and the loop starts again at 1.8 s: 1.35 s in, the ring is full.
        let similarity = try ssim("c.png", "end.png", in: workspace)
        #expect(similarity >= 0.98, "SSIM \(similarity)")
    }

    /// The SVG of each seed whose picture is mostly still is at most a
    /// fifth of its GIF (the issue's promise); the sizes are printed.
    @Test func simpleChartsAreAFifthOfTheirGIF() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for preset in ["donut-progress", "line-gradient-reveal", "shapes-gradient-line"] {
            #expect(try workspace.chartreel(["render", preset, "-o", "\(preset).gif"]).status == 0)
            #expect(try workspace.chartreel(["render", preset, "-o", "\(preset).svg"]).status == 0)
            let gif = try Data(contentsOf: workspace.file("\(preset).gif")).count, svg = try Data(contentsOf: workspace.file("\(preset).svg")).count
            print("\(preset): GIF \(gif) bytes, SVG \(svg) bytes (\(String(format: "%.2f", Double(svg) / Double(gif))))")
            #expect(svg * 5 <= gif, "\(preset): SVG \(svg) bytes against GIF \(gif)")
        }
    }
}
