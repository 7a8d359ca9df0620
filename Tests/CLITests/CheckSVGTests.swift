import Foundation
import TestSupport
import Testing

/// `check` on animated SVG: both documents played by Chromium at the
/// scene's frame times and compared frame by frame; a document holding
/// what chartreel does not write is never shown in the browser.
@Suite struct CheckSVGTests {
    /// A workspace whose donut.svg `check --update` just rendered, and that document's text.
    static func renderedDonut(fps: Int = 10) throws -> (Workspace, String) {
        let workspace = try Workspace()
        do {
            _ = try workspace.write("chartreel-assets.json", #"{"donut.svg": "donut-progress --scale 0.5 --fps \#(fps)"}"#)
            let update = try workspace.chartreel(["check", ".", "--update"])
            #expect(update.status == 0, "\(update)")
            return (workspace, try workspace.read("donut.svg"))
        } catch {
            workspace.remove()
            throw error
        }
    }

    @Test func comparesAnimatedSVGByItsFrames() throws {
        let (workspace, svg) = try Self.renderedDonut(fps: 20)
        defer { workspace.remove() }
        let fresh = try workspace.chartreel(["check", "."])
        #expect(fresh.status == 0 && fresh.stdout.contains("ok       ./donut.svg: 36 frames match"), "\(fresh)")
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
        let (workspace, svg) = try Self.renderedDonut()
        defer { workspace.remove() }
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

    /// Issue 46: a comment an HTML parser ends early lifted a `<meta>`
    /// refresh out of the SVG, and Chromium went to the file it named
    /// (check stalled to its 60 s limit). The asset is refused unplayed,
    /// as a mismatch, at once.
    @Test func aMetaRefreshInACommentIsRefusedAtOnce() throws {
        let (workspace, svg) = try Self.renderedDonut()
        defer { workspace.remove() }
        let attack = "<!--><p><meta http-equiv=\"refresh\" content=\"0;url=file:///etc/passwd\">-->\n"
        _ = try workspace.write("donut.svg", svg.replacingOccurrences(of: "<defs>", with: attack + "<defs>"))
        let started = Date()
        let result = try workspace.chartreel(["check", ".", "--diff", "diff"])
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 20, "\(seconds) s: \(result)")
        #expect(result.status == 1 && result.stdout.contains("./donut.svg") && result.stdout.contains("it holds a comment (<!--)")
                && result.stdout.contains("checked 1 assets: 0 up to date, 1 out of date"), "\(result)")
        // The error is the mismatch's, not one of playing the document.
        #expect(result.stderr.contains("1 of 1 assets in . are out of date") && !result.stderr.contains("Chromium"), "\(result)")
        // Refused, so never played: no frame of it, of the file or otherwise, is drawn.
        let drawn = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path("diff"))) ?? []
        #expect(drawn.isEmpty, "\(drawn)")
    }

    /// Markup that an asset holds as text (escaped, in a `<title>`) stays
    /// text on the page: the copies play, the page's marker shows, and
    /// the frames are the scene's.
    @Test func markupInATitleIsShownAsText() throws {
        let (workspace, svg) = try Self.renderedDonut()
        defer { workspace.remove() }
        let text = "&lt;/title&gt;&lt;/svg&gt;&lt;meta http-equiv=&quot;refresh&quot; content=&quot;0;url=file:///etc/passwd&quot;&gt;"
        _ = try workspace.write("donut.svg", svg.replacingOccurrences(of: "</defs>", with: "</defs>\n<g><title>\(text)</title></g>"))
        let started = Date()
        let result = try workspace.chartreel(["check", "."])
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 0 && result.stdout.contains("ok       ./donut.svg: 18 frames match"), "\(result)")
    }

    /// When Chromium cannot start, the error says why, from its standard error.
    @Test func aChromiumThatCannotStartSaysWhy() throws {
        let (workspace, _) = try Self.renderedDonut()
        defer { workspace.remove() }
        _ = try workspace.write("broken-chromium", """
            #!/bin/sh
            echo "[1:1:ERROR:dbus/bus.cc(405)] Failed to connect to the bus" >&2
            echo '[1:1:FATAL:ozone_platform_x11.cc(240)] Missing X server or $DISPLAY (the reason)' >&2
            echo "[1:1:ERROR:dbus/object_proxy.cc(572)] Failed to call method" >&2
            exit 1

            """)
        #expect(chmod(workspace.path("broken-chromium"), 0o755) == 0)
        let result = try workspace.chartreel(["check", "."], environment: ["CHARTREEL_CHROMIUM": workspace.path("broken-chromium")])
        #expect(result.status == 1 && result.stderr.contains("Chromium drew no screenshot of the SVG")
                && result.stderr.contains("exited with status 1: [1:1:FATAL:ozone_platform_x11.cc(240)] Missing X server or $DISPLAY (the reason)"),
                "\(result)")
        #expect(!result.stderr.contains("Failed to connect to the bus"), "\(result)")
    }
}
