import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// `frame --explain` (table and JSON), `frame --overlay` and the SVG
/// frame's titles, through the built binary.
@Suite struct FrameDebugCommandTests {
    @Test func explainPrintsATableOrJSON() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let table = try workspace.chartreel(["frame", "donut-progress", "--at", "0.4", "--explain"], environment: ["COLUMNS": "100"])
        #expect(table.status == 0, "\(table)")
        #expect(table.stdout.contains("chart.strokeEnd") && table.stdout.contains("easeInEaseOut") && table.stdout.contains("derived"))
        #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
        let json = try workspace.chartreel(["frame", "donut-progress", "--index", "24", "--explain", "--json"])
        #expect(json.status == 0, "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1 && object["time"] as? Double == 0.4 && object["chart"] as? String == "donut")
        let track = try #require((object["tracks"] as? [[String: Any]])?.first)
        // easeInEaseOut at 0.4 / 0.8 s is exactly 0.5 by symmetry: strokeEnd 0 → 1 gives 0.5.
        #expect(track["property"] as? String == "chart.strokeEnd" && track["phase"] as? String == "active")
        let value = ((track["value"] as? [String: Any])?["numbers"] as? [Double])?.first ?? -1
        #expect(abs(value - 0.5) < 1e-9, "\(value)")
        #expect(try workspace.contents().isEmpty, "--explain writes no file")
    }

    /// Series names come from data files: an escape sequence in a CSV header
    /// (one that sets the terminal's title) is printed as text, not sent.
    @Test func explainEscapesNamesFromTheData() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let csv = try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/data/daily-users.csv"), encoding: .utf8)
        try workspace.write("users.csv", csv.replacingOccurrences(of: "date,Web,", with: "date,\u{1B}]0;owned\u{07}Web,"))
        let scene = try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/line-smooth-area.json"), encoding: .utf8)
        try workspace.write("scene.json", scene.replacingOccurrences(of: "data/daily-users.csv", with: "users.csv")
            .replacingOccurrences(of: #""id": "Web""#, with: #""id": "\u001B]0;owned\u0007Web""#))
        let table = try workspace.chartreel(["frame", "scene.json", "--at", "1", "--explain"], environment: ["COLUMNS": "200"])
        #expect(table.status == 0, "\(table)")
        #expect(!table.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(table)")
        #expect(table.stdout.contains("\\u{1B}]0;owned\\u{7}Web"), "\(table)")
    }

    @Test func explainRefusesWhatItCannotDo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let cases: [([String], String)] = [
            (["--json"], "--json goes with --explain"),
            (["--explain", "-o", "f.png"], "--explain prints to standard output"),
            (["--explain", "--at", "0.5"], "--explain takes one frame"),
            (["--explain", "--layout"], "give --layout or --explain, not both"),
            (["--overlay", "--layout"], "--overlay draws on an image"),
        ]
        for (extra, message) in cases {
            let result = try workspace.chartreel(["frame", "donut-progress", "--at", "1"] + extra)
            expectFailure(result, status: 2, mentions: [message])
        }
    }

    /// The label's box from `--layout`: its left edge's pixels are the
    /// overlay's colour for `text` (#000080) in the PNG, and the frame
    /// without `--overlay` has none of that colour there.
    @Test func overlayOutlinesTheLayoutsBoxes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let layout = try workspace.chartreel(["frame", "donut-progress", "--at", "1", "--layout"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let label = try #require((object["items"] as? [[String: Any]])?.first { $0["id"] as? String == "label" })
        let bounds = try #require(label["bounds"] as? [Double])
        #expect(try workspace.chartreel(["frame", "donut-progress", "--at", "1", "--overlay", "-o", "o.png"]).status == 0)
        #expect(try workspace.chartreel(["frame", "donut-progress", "--at", "1", "-o", "plain.png"]).status == 0)
        let overlay = try RGBA(png: workspace.file("o.png")), plain = try RGBA(png: workspace.file("plain.png"))
        let scale = 2.0
        let left = Int((bounds[0] * scale).rounded(.down)), top = Int((bounds[1] * scale).rounded(.down))
        let bottom = Int(((bounds[1] + bounds[3]) * scale).rounded(.up)) - 1
        for y in stride(from: top, through: bottom, by: 3) {
            #expect(overlay.pixel(left, y) == [0, 0, 0x80, 255], "overlay at \(left),\(y)")
            #expect(plain.pixel(left, y) != [0, 0, 0x80, 255])
        }
        #expect(overlay.pixel(left - 2, (top + bottom) / 2) == plain.pixel(left - 2, (top + bottom) / 2), "beside the outline, the frame")
    }

    /// Every tagged element of the SVG frame has its layout id, for
    /// scripts; nothing reads an id or a role aloud (no `<title>`), and
    /// each text says its words in `aria-label`.
    @Test func svgElementsCarryIdsAndNoTitles() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.chartreel(["frame", "telegram-followers", "--at", "2.5", "-o", "f.svg"]).status == 0)
        let layout = try workspace.chartreel(["frame", "telegram-followers", "--at", "2.5", "--layout"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        let reader = SVGIdentities()
        let parser = XMLParser(data: try Data(contentsOf: workspace.file("f.svg")))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let ids = items.compactMap { $0["id"] as? String }.filter { !$0.hasPrefix("unknown/") }
        #expect(ids.count > 20)
        for id in ids { #expect(reader.ids.contains(id), "no element with id \(id)") }
        #expect(reader.titles == 0, "\(reader.titles) <title> elements")
        #expect(reader.labels.contains("Followers") && reader.labels.count >= 10, "\(reader.labels.prefix(8))")
    }
}

/// Reads the ids, `<title>` elements and `aria-label`s of an SVG.
private final class SVGIdentities: NSObject, XMLParserDelegate {
    var ids: Set<String> = []
    var titles = 0
    var labels: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if let id = attributes["id"] { ids.insert(id) }
        if let label = attributes["aria-label"] { labels.append(label) }
        if name == "title" { titles += 1 }
    }
}

/// A PNG's pixels, decoded by ffmpeg (a test dependency already): RGBA rows.
private struct RGBA {
    let width: Int
    let bytes: [UInt8]

    init(png: URL) throws {
        let probe = try ProcessRunner.runTool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width",
                                                           "-of", "csv=p=0", png.path], package: "ffmpeg")
        width = Int(probe.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        bytes = [UInt8](try ProcessRunner.runTool("ffmpeg", ["-v", "error", "-i", png.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                                                  package: "ffmpeg").stdout)
    }

    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        guard x >= 0, x < width, i >= 0, i + 4 <= bytes.count else { return [] }
        return bytes[i..<(i + 4)].map(Int.init)
    }
}
