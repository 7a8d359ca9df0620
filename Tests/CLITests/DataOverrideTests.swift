import Foundation
import TestSupport
import Testing

/// `--data FILE` and `--chart N`: one scene drawn from any contest file.
@Suite struct DataOverrideTests {
    /// A contest file of two charts: two lines ("y0", "y1") over 20 days, and
    /// three lines with other ids ("joined", "left", "net") over 30 days.
    static func contestFile() -> String {
        let day = 86_400_000.0, start = 1_546_300_800_000.0
        func column(_ label: String, _ values: [Double]) -> String {
            "[\"\(label)\"" + values.map { ", \(Int($0))" }.joined() + "]"
        }
        let x0 = (0..<20).map { start + Double($0) * day }
        let x1 = (0..<30).map { start + Double($0) * day }
        return """
            [
              {
                "columns": [\(column("x", x0)), \(column("y0", (0..<20).map { Double(10 + $0) })),
                            \(column("y1", (0..<20).map { Double(30 - $0) }))],
                "types": { "x": "x", "y0": "line", "y1": "line" },
                "names": { "y0": "Up", "y1": "Down" },
                "colors": { "y0": "#3DC23F", "y1": "#F34C44" }
              },
              {
                "columns": [\(column("x", x1)), \(column("joined", (0..<30).map { Double(100 + 7 * ($0 % 5)) })),
                            \(column("left", (0..<30).map { Double(40 + 3 * ($0 % 4)) })),
                            \(column("net", (0..<30).map { Double(60 + $0) }))],
                "types": { "x": "x", "joined": "line", "left": "line", "net": "line" },
                "names": { "joined": "Joined", "left": "Left", "net": "Net" },
                "colors": { "joined": "#108BE3", "left": "#E8AF14", "net": "#8E8E93" }
              }
            ]
            """
    }

    /// Width and height from a PNG's IHDR.
    static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let png = [UInt8](try Data(contentsOf: url))
        try #require(png.count > 24, "PNG too short: \(png.count) bytes")
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        let bigEndian = { (at: Int) in png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    @Test func frameOfAnotherChartRenders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", Self.contestFile())
        let json = try info("telegram-followers", in: workspace)
        let width = try #require(json["width"] as? Int), height = try #require(json["height"] as? Int)
        let result = try workspace.chartreel(["frame", "telegram-followers", "--data", "data.json", "--chart", "1",
                                              "--at", "2", "-o", "out.png"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("wrote out.png: \(width)x\(height) at 2"), "\(result)")
        let size = try Self.pngSize(workspace.file("out.png"))
        #expect(size.width == width && size.height == height)
        // Chart 0 of the same file draws something else.
        let other = try workspace.chartreel(["frame", "telegram-followers", "--data", "data.json", "--chart", "0",
                                             "--at", "2", "-o", "zero.png"])
        #expect(other.status == 0, "\(other)")
        #expect(try Data(contentsOf: workspace.file("zero.png")) != (try Data(contentsOf: workspace.file("out.png"))))
        #expect(try workspace.contents() == ["data.json", "out.png", "zero.png"])
    }

    @Test func chartOutOfRangeNamesTheFileAndTheCount() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", Self.contestFile())
        let result = try workspace.chartreel(["frame", "telegram-followers", "--data", "data.json", "--chart", "5",
                                              "--at", "0", "-o", "out.png"])
        expectFailure(result, status: 65, mentions: ["--data: data.json has 2 charts (0 to 1); chart 5 is not one of them"])
        #expect(try workspace.contents() == ["data.json"])
    }

    @Test func chartWithoutDataPicksFromTheScenesFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let second = try workspace.chartreel(["info", "telegram-followers", "--chart", "1"])
        #expect(second.status == 0, "\(second)")
        let result = try workspace.chartreel(["info", "telegram-followers", "--chart", "2"])
        expectFailure(result, status: 65, mentions: ["telegram-followers.json:", "chart.data: ",
                                                     "data/followers.json has 2 charts (0 to 1); chart 2 is not one of them"])
    }

    @Test func missingDataFileIsInvalidInput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["frame", "telegram-followers", "--data", "missing.json", "--at", "0",
                                              "-o", "out.png"])
        expectFailure(result, status: 65, mentions: ["--data: missing.json: no such file"])
        #expect(try workspace.contents().isEmpty)
    }

    @Test func malformedDataFileNamesChartColumnAndValue() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", """
            [
              { "columns": [["x", 1000, 2000, 3000], ["y0", 1, 2, "3"]],
                "types": { "x": "x", "y0": "line" } }
            ]
            """)
        let result = try workspace.chartreel(["info", "telegram-followers", "--data", "data.json"])
        // "3" is at line 2, column 55.
        expectFailure(result, status: 65, mentions: ["--data: data.json:2:55: ",
                                                     "chart 0, column \"y0\", value 2: expected a number, found \"3\""])
    }

    @Test func chartOnACSVSceneIsAnError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["frame", "line-smooth-area", "--chart", "1", "--at", "0", "-o", "out.png"])
        expectFailure(result, status: 65, mentions: ["line-smooth-area.json:", "chart.data: ",
                                                     "--chart 1 picks a chart of a contest file;", "daily-users.csv is CSV text"])
        #expect(try workspace.contents().isEmpty)
    }

    @Test func dataOnADonutIsAnError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", Self.contestFile())
        for extra in [["--data", "data.json"], ["--chart", "0"]] {
            let result = try workspace.chartreel(["info", "donut-progress"] + extra)
            expectFailure(result, status: 65, mentions: ["chart.type: ",
                                                         "a donut chart reads no data file, so --data and --chart do not apply to it"])
        }
    }

    @Test func infoWithData() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", Self.contestFile())
        let plain = try info("telegram-followers", in: workspace)
        let result = try workspace.chartreel(["info", "telegram-followers", "--data", "data.json"])
        #expect(result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(json["width"] as? Int == plain["width"] as? Int && json["frameCount"] as? Int == plain["frameCount"] as? Int)
        #expect(json["width"] != nil)
    }

    @Test func csvDataOnATelegramScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("d.csv", "day,a,b\n2024-01-01,1,2\n2024-01-02,,4\n2024-01-03,5,6\n")
        let result = try workspace.chartreel(["frame", "telegram-followers", "--data", "d.csv", "--at", "3",
                                              "-o", "out.png"])
        #expect(result.status == 0, "\(result)")
        let json = try info("telegram-followers", in: workspace)
        let size = try Self.pngSize(workspace.file("out.png"))
        #expect(size.width == json["width"] as? Int && size.height == json["height"] as? Int)
    }

    /// A scene reading a CSV file rejects --chart; a CSV given with --data
    /// does too, rather than ignore it.
    @Test func chartWithACSVDataFileIsAnError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("d.csv", "day,a,b\n2024-01-01,1,2\n2024-01-02,3,4\n")
        let result = try workspace.chartreel(["info", "telegram-followers", "--data", "d.csv", "--chart", "3"])
        expectFailure(result, status: 65, mentions: ["--chart", "d.csv"])
    }

    /// A file with fewer series than the preset's tracks address still
    /// renders: the tracks on missing series are skipped, each with a note.
    @Test func tracksOnSeriesTheFileLacksAreSkippedWithANote() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("one.json", """
            [{ "columns": [["x", 1542412800000, 1542499200000, 1542585600000], ["y0", 3, 5, 4]],
               "types": { "x": "x", "y0": "line" } }]
            """)
        let result = try workspace.chartreel(["frame", "telegram-followers", "--data", "one.json", "--at", "7", "-o", "one.png"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderrLines == ["chartreel: note: chart.series[1].visible: the data from --data has no such series (it has y0); track skipped"],
                "\(result)")
        // Without --data the same track on a missing series is an error.
        try workspace.write("scene.json", """
            { "canvas": { "width": 300, "height": 300 },
              "chart": { "type": "telegram", "data": { "telegram": "one.json" } },
              "timeline": [ { "property": "chart.series[1].visible", "from": 1, "to": 0 } ] }
            """)
        let strict = try workspace.chartreel(["info", "scene.json"])
        #expect(strict.status == 65 && strict.stderr.contains("timeline[0].property"), "\(strict)")
    }

    @Test func renderAnotherPresetFromTheFollowersFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let data = repositoryRoot.appendingPathComponent("Presets/data/followers.json").path
        let result = try workspace.chartreel(["render", "telegram-four-lines", "--data", data, "--chart", "0",
                                              "--duration", "0.5", "-o", "x.gif"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("15 frames"), "\(result)")
        let gif = [UInt8](try Data(contentsOf: workspace.file("x.gif")))
        #expect(String(decoding: gif.prefix(6), as: UTF8.self) == "GIF89a")
        let probe = try ProcessRunner.runTool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                          "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0",
                                                          workspace.path("x.gif")], package: "ffmpeg")
        #expect(probe.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "15", "\(probe)")
        #expect(try workspace.contents() == ["x.gif"])
    }

    /// A scene styling series by ids: with --data, ids the file lacks are skipped.
    @Test func stylesForMissingIDsAreSkippedWithData() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", Self.contestFile())
        try workspace.write("own.json", """
            [{ "columns": [["x", 1000, 2000, 3000], ["y0", 1, 2, 3], ["y1", 3, 2, 1]],
               "types": { "x": "x", "y0": "line", "y1": "line" } }]
            """)
        try workspace.write("scene.json", """
            {
              "canvas": { "width": 200, "height": 300, "duration": 1 },
              "chart": {
                "type": "telegram",
                "data": { "telegram": "own.json" },
                "series": [ { "id": "y0", "color": "#FF0000" }, { "id": "left", "width": 4 } ]
              },
              "timeline": [ { "property": "chart.series[1].visible", "to": 0, "duration": 1 } ]
            }
            """)
        // The scene's own file lacks "left": an error naming it.
        let own = try workspace.chartreel(["frame", "scene.json", "--at", "0.5", "-o", "own.png"])
        expectFailure(own, status: 65, mentions: ["scene.json:6:", "chart.series[1].id: no series \"left\" in the data"])
        // Chart 1 of data.json lacks "y0" and chart 0 lacks "left": both render.
        for chart in ["0", "1"] {
            let result = try workspace.chartreel(["frame", "scene.json", "--data", "data.json", "--chart", chart,
                                                  "--at", "0.5", "-o", "f\(chart).png"])
            #expect(result.status == 0, "\(result)")
            #expect(try Self.pngSize(workspace.file("f\(chart).png")) == (200, 300))
        }
    }
}
