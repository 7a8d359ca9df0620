import Foundation
import Testing

/// Scenes and data from standard input and pipes, and data formats told
/// from the content: every way in draws the same frame as the plain file.
@Suite struct DataInputTests {
    static let csv = "date,users,sessions\n2024-01-01,120,300\n2024-01-02,,280\n2024-01-03,180,420\n2024-01-04,150,390\n"
    static let records = """
        [{"date": "2024-01-01", "users": 120, "sessions": 300, "country": "DE"},
         {"date": "2024-01-02", "users": null, "sessions": "280", "country": "FR"},
         {"date": "2024-01-03", "users": 180, "sessions": 420},
         {"date": "2024-01-04", "users": 150, "sessions": 390, "country": "日本"}]
        """

    static func scene(_ data: String) -> String {
        """
        {"canvas": {"width": 200, "height": 120, "fps": 10, "duration": 1},
         "chart": {"type": "line", "data": \(data)}}
        """
    }

    static let yamlScene = """
        # a line chart of users
        canvas: { width: 200, height: 120, fps: 10, duration: 1 }
        chart:
          type: line
          data: { file: users.csv }
        """

    /// The frame at 0.5 s of `arguments` run in `workspace`, as PNG bytes.
    static func frame(_ workspace: Workspace, _ command: String) throws -> Data {
        let result = try workspace.shell(command + " --at 0.5 -o out.png")
        #expect(result.status == 0, "\(command): \(result)")
        defer { try? FileManager.default.removeItem(at: workspace.file("out.png")) }
        return try Data(contentsOf: workspace.file("out.png"))
    }

    @Test func everyWayInDrawsTheSameFrame() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("users.csv", Self.csv)
        try workspace.write("users.tsv", Self.csv.replacingOccurrences(of: ",", with: "\t"))
        try workspace.write("export.txt", Self.csv)
        try workspace.write("users.json", Self.records)
        try workspace.write("scene.json", Self.scene(#"{"csv": "users.csv"}"#))
        try workspace.write("scene.yaml", Self.yamlScene)
        try workspace.write("fields.json", Self.scene(#"{"file": "users.json", "x": "date", "y": ["users", "sessions"]}"#))
        try workspace.write("inline.json", Self.scene(#"{"records": "# + Self.records + #", "x": "date", "y": ["users", "sessions"]}"#))
        let reference = try Self.frame(workspace, "\"$CHARTREEL\" frame scene.json")
        let ways = [
            "\"$CHARTREEL\" frame scene.yaml",
            "\"$CHARTREEL\" frame - < scene.yaml",
            "cat scene.yaml | \"$CHARTREEL\" frame /dev/stdin",
            "\"$CHARTREEL\" frame - < scene.json",
            "\"$CHARTREEL\" frame scene.json --data - < users.tsv",
            "\"$CHARTREEL\" frame scene.json --data users.tsv",
            "\"$CHARTREEL\" frame scene.json --data export.txt",
            "\"$CHARTREEL\" frame scene.json --data users.json",
            "cat users.json | \"$CHARTREEL\" frame scene.json --data -",
            "\"$CHARTREEL\" frame fields.json",
            "\"$CHARTREEL\" frame inline.json",
            "bash -c '\"$CHARTREEL\" frame scene.json --data <(cat users.csv) --at 0.5 -o out.png' #",
        ]
        for way in ways {
            #expect(try Self.frame(workspace, way) == reference, "\(way)")
        }
    }

    /// A scene from standard input or /dev/stdin has no folder: its data
    /// paths start from the working directory, not /dev.
    @Test func standardInputScenesReadDataFromTheWorkingDirectory() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("users.csv", Self.csv)
        try workspace.write("scene.yaml", Self.yamlScene)
        for command in ["\"$CHARTREEL\" validate - < scene.yaml", "\"$CHARTREEL\" validate /dev/stdin < scene.yaml",
                        "cat scene.yaml | \"$CHARTREEL\" validate /dev/stdin", "\"$CHARTREEL\" info - < scene.yaml"] {
            let result = try workspace.shell(command)
            #expect(result.status == 0, "\(command): \(result)")
        }
        let missing = try workspace.shell("sed s/users.csv/nothing.csv/ scene.yaml | \"$CHARTREEL\" validate -")
        #expect(missing.status == 65 && missing.stdout.contains("<stdin>:5:9: chart.data: nothing.csv: no such file"), "\(missing)")
    }

    @Test func standardInputIsReadOnce() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("scene.json", Self.scene(#"{"csv": "users.csv"}"#))
        expectFailure(try workspace.shell("\"$CHARTREEL\" frame - --data - -o x.png < scene.json"), status: 2,
                      mentions: ["the scene and --data cannot both come from standard input"])
        expectFailure(try workspace.shell("\"$CHARTREEL\" validate - - < scene.json"), status: 2,
                      mentions: ["standard input (-) can be read once"])
        expectFailure(try workspace.shell("\"$CHARTREEL\" render scene.json donut-progress --out-dir out --data - < scene.json"),
                      status: 2, mentions: ["--data - reads standard input once, but 2 scenes would each read it"])
        expectFailure(try workspace.shell("\"$CHARTREEL\" render scene.json -o x.gif --watch --data - < scene.json"),
                      status: 2, mentions: ["--watch reads the data again on each change"])
        #expect(try workspace.contents() == ["scene.json"])
    }

    @Test func recordsProblemsNameTheRecordAndField() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("bad.json", "[{\"date\": \"2024-01-01\", \"users\": 1},\n {\"date\": \"2024-01-02\", \"users\": true}]")
        try workspace.write("days.json", "[{\"day\": \"2024-01-01\", \"users\": 1}, {\"day\": \"soon\", \"users\": 2}]")
        try workspace.write("a.json", Self.scene(#"{"file": "bad.json", "y": "users"}"#))
        try workspace.write("b.json", Self.scene(#"{"file": "bad.json", "y": ["usres"]}"#))
        try workspace.write("c.json", Self.scene(#"{"file": "days.json", "x": "day"}"#))
        try workspace.write("d.json", Self.scene(#"{"csv": "bad.json"}"#))
        try workspace.write("e.json", Self.scene(#"{"file": "bad.json", "x": "users", "y": "users"}"#))
        try workspace.write("f.json", Self.scene(#"{"records": [{"date": "2024-01-01", "users": 1}, {"date": "2024-01-02", "users": true}], "y": "users"}"#))
        try workspace.write("g.json", Self.scene(#"{"records": []}"#))
        try workspace.write("h.json", Self.scene(#"{"records": [{"x": 1, "y": 2}], "csv": "bad.json"}"#))
        let result = try workspace.chartreel(["validate", "a.json", "b.json", "c.json", "d.json", "e.json", "f.json", "g.json", "h.json"])
        #expect(result.status == 65)
        for piece in [
            "bad.json:2:34: [1].users: expected a number or null, found true",
            "no field \"usres\" for y (did you mean users?); it has \"date\", \"users\"",
            "days.json:1:45: [1].day: x \"soon\" is not a date",
            "bad.json holds JSON, not CSV text; read it with \"file\"",
            "\"users\" is x, so it cannot also be a series in y",
            "f.json:2:117: chart.data.records[1].users: expected a number or null, found true",
            "g.json:2:36: chart.data: the records: the array of records is empty",
            "h.json:2:75: chart.data.csv: the data is records written inline or a file, not both",
        ] {
            #expect(result.stdout.contains(piece), "\(piece)\n\(result.stdout)")
        }
    }

    /// Unnamed, the series of records are the fields holding numbers only:
    /// a text field (a country) is no series.
    @Test func recordsWithoutFieldsDrawTheirNumericFields() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("users.json", Self.records)
        try workspace.write("scene.json", Self.scene(#"{"file": "users.json"}"#))
        let layout = try workspace.chartreel(["frame", "scene.json", "--at", "0.9", "--layout"])
        #expect(layout.status == 0, "\(layout)")
        #expect(layout.stdout.contains("\"series/users/line\"") && layout.stdout.contains("\"series/sessions/line\""), "\(layout.stdout)")
        #expect(!layout.stdout.contains("series/country"), "\(layout.stdout)")
    }
}
