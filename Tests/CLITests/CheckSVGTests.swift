import Foundation
import TestSupport
import Testing

/// `check` on animated SVG: both documents played by Chromium at the
/// scene's frame times and compared frame by frame; a document holding
/// what chartreel does not write is never shown in the browser.
@Suite struct CheckSVGTests {
    @Test func comparesAnimatedSVGByItsFrames() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("chartreel-assets.json", #"{"donut.svg": "donut-progress --scale 0.5 --fps 20"}"#)
        let update = try workspace.chartreel(["check", ".", "--update"])
        #expect(update.status == 0, "\(update)")
        let fresh = try workspace.chartreel(["check", "."])
        #expect(fresh.status == 0 && fresh.stdout.contains("ok       ./donut.svg: 36 frames match"), "\(fresh)")
        let svg = try workspace.read("donut.svg")
        // Another colour for the ring: the frames where it shows differ.
        _ = try workspace.write("donut.svg", svg.replacingOccurrences(of: "#FF8000", with: "#0080FF"))
        let recoloured = try workspace.chartreel(["check", "."])
        #expect(recoloured.status == 1 && recoloured.stdout.contains("of 36 frames differ"), "\(recoloured)")
        // Another length: said without playing anything.
        _ = try workspace.write("donut.svg", svg.replacingOccurrences(of: "dur=\"1.8s\"", with: "dur=\"2s\""))
        let longer = try workspace.chartreel(["check", "."])
        #expect(longer.stdout.contains("it lasts 2.0 s, the scene 1.8 s"), "\(longer)")
    }

    @Test func refusesWhatChartreelDoesNotWrite() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("chartreel-assets.json", #"{"donut.svg": "donut-progress --scale 0.5 --fps 10"}"#)
        #expect(try workspace.chartreel(["check", ".", "--update"]).status == 0)
        let svg = try workspace.read("donut.svg")
        let hostile = [
            ("<defs>", "<defs><script>fetch('http://example.com')</script>", "it holds <script>"),
            ("<defs>", "<defs><image href=\"http://example.com/x.png\"/>", "it holds <image>"),
            ("<defs>", "<defs><g onload=\"alert(1)\"/>", "has onload="),
            ("<defs>", "<defs><use href=\"other.svg#x\"/>", "has href=\"other.svg#x\""),
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaa\">]>", "<!DOCTYPE>"),
        ]
        for (anchor, replacement, said) in hostile {
            _ = try workspace.write("donut.svg", svg.replacingOccurrences(of: anchor, with: replacement))
            let result = try workspace.chartreel(["check", "."])
            #expect(result.status == 1 && result.stdout.contains(said) && result.stdout.contains("which chartreel does not write"),
                    "\(replacement): \(result)")
        }
    }
}
