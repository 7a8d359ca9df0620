import Foundation
import TestSupport
import Testing

/// `render -o page.html`: one windows-1252 page whose embedded frames are an
/// animated AVIF of every frame and whose frame information holds, for each
/// frame, exactly what `frame --layout` and `frame --explain --json` print.
/// (How a browser shows it is checked in a real browser, ScrubberBrowserTests.)
@Suite struct ScrubberPageTests {
    /// The bytes of the blob in `<script ... id="ID">`, decoded as the page's script does.
    static func blob(_ page: [UInt8], id: String) throws -> [UInt8] {
        let open = Array("id=\"\(id)\">".utf8), close = Array("</script>".utf8)
        let start = try #require(page.firstRange(of: open)).upperBound
        let end = try #require(page[start...].firstRange(of: close)).lowerBound
        var out: [UInt8] = []
        var i = start
        while i < end {
            if page[i] == 0x01 {
                i += 1
                out.append([0x00, 0x0D, 0x3C, 0x01][Int(page[i]) - 0x31])
            } else {
                out.append(page[i])
            }
            i += 1
        }
        return out
    }

    static func inflate(_ bytes: [UInt8], in workspace: Workspace) throws -> Data {
        // Python's zlib inflates raw deflate (wbits -15), independently of chartreel.
        try Data(bytes).write(to: workspace.file("info.deflate"))
        let result = try workspace.shell("python3 -c \"import zlib,sys; sys.stdout.buffer.write(zlib.decompress(open('info.deflate','rb').read(), -15))\"")
        #expect(result.status == 0, "\(result)")
        return Data(result.stdout.utf8)
    }

    /// Each frame's document from its line operations (a line, or [k, n]:
    /// n lines of the previous frame's from line k).
    static func expand(_ frames: [[Any]]) throws -> [[String: Any]] {
        var previous: [String] = []
        return try frames.map { operations in
            var lines: [String] = []
            for operation in operations {
                if let line = operation as? String { lines.append(line) } else {
                    let range = try #require(operation as? [Int])
                    lines += previous[range[0]..<(range[0] + range[1])]
                }
            }
            previous = lines
            let object = try JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8))
            return try #require(object as? [String: Any])
        }
    }

    @Test func thePageHoldsEveryFrameWithItsLayoutAndExplanation() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = ["donut-progress", "--fps", "10", "--duration", "1.2", "--scale", "1"]
        let render = try workspace.chartreel(["render"] + scene + ["-o", "page.html"])
        #expect(render.status == 0, "\(render)")
        let page = Array(try Data(contentsOf: workspace.file("page.html")))
        #expect(page.starts(with: Array("<!DOCTYPE html>".utf8)))
        #expect(page.firstRange(of: Array("<meta charset=\"windows-1252\">".utf8)) != nil)

        let frames = try Self.blob(page, id: "frames-data")
        try Data(frames).write(to: workspace.file("frames.avif"))
        let probe = try workspace.shell("ffprobe -v error -count_frames -select_streams v:0 "
                                        + "-show_entries stream=nb_read_frames,width,height -of csv=p=0 frames.avif")
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "240,240,12", "\(probe)")

        let info = try #require(try JSONSerialization.jsonObject(with: try Self.inflate(try Self.blob(page, id: "frame-info"),
                                                                                        in: workspace)) as? [String: Any])
        #expect(info["frameCount"] as? Int == 12 && info["fps"] as? Int == 10)
        let list = try Self.expand(try #require(info["frames"] as? [[Any]]))
        #expect(list.count == 12)
        for index in [0, 5, 11] {
            let layout = try workspace.chartreel(["frame"] + scene + ["--index", "\(index)", "--layout"])
            let explain = try workspace.chartreel(["frame"] + scene + ["--index", "\(index)", "--explain", "--json"])
            let wantLayout = try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? NSDictionary
            let wantExplain = try JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? NSDictionary
            #expect((list[index]["layout"] as? NSDictionary) == wantLayout, "layout of frame \(index)")
            #expect((list[index]["explain"] as? NSDictionary) == wantExplain, "explanation of frame \(index)")
            #expect(abs((list[index]["time"] as? Double ?? -1) - Double(index) / 10) < 1e-9)
        }
    }

    @Test func htmlTakesTheCRFOfItsFramesAndNoGIFOptions() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let bad = try workspace.chartreel(["render", "donut-progress", "-o", "page.html", "--colors", "16"])
        #expect(bad.status == 2 && bad.stderr.contains("--colors applies to GIF output, not HTML"), "\(bad)")
        let range = try workspace.chartreel(["render", "donut-progress", "-o", "page.html", "--crf", "64"])
        #expect(range.status == 2 && range.stderr.contains("--crf must be a whole number from 0 to 63, got 64"), "\(range)")
        #expect(try workspace.contents().isEmpty)
    }

    @Test func checkComparesAPageWithItsSceneByteForByte() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = try workspace.chartreel(["presets", "--show", "donut-progress"]).stdout
            .replacingOccurrences(of: "\"duration\": 1.8", with: "\"duration\": 0.5")
        try workspace.write("donut.json", scene)
        #expect(try workspace.chartreel(["render", "donut.json", "-o", "donut.html"]).status == 0)
        let fresh = try workspace.chartreel(["check", "."])
        #expect(fresh.status == 0 && fresh.stdout.contains("checked 1 assets: 1 up to date"), "\(fresh)")

        #expect(try workspace.chartreel(["render", "donut.json", "-o", "donut.html", "--fps", "12"]).status == 0)
        let stale = try workspace.chartreel(["check", "."])
        #expect(stale.status == 1 && stale.stdout.contains("an HTML page is compared byte for byte"), "\(stale)")
    }
}
