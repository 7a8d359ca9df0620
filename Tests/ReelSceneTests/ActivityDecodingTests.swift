import Foundation
import ReelGeometry
import Testing

@testable import ReelScene
@testable import ReelCharts

/// The `activity` chart section: intervals from the scene and from CSV files,
/// what is checked about them, types, and the scroll to now.
@Suite struct ActivityDecodingTests {
    static func scene(_ intervals: String, _ members: String = "", timeline: String = "") -> String {
        """
        {
          "canvas": { "width": 375, "height": 120, "duration": 2 },
          "chart": { "type": "activity", "intervals": \(intervals)\(members.isEmpty ? "" : ", " + members) },
          "timeline": [\(timeline)]
        }
        """
    }

    static func decode(_ json: String, name: String = "scene.json", data: DataOverride? = nil) throws -> ChartAnimation<ActivityChart> {
        let scene = try SceneLoader.decode(SourceText(name: name, bytes: Array(json.utf8)), data: data)
        return try #require(scene.chart as? ChartAnimation<ActivityChart>)
    }

    static func failure(_ json: String, name: String = "scene.json", data: DataOverride? = nil) -> String {
        do {
            _ = try decode(json, name: name, data: data)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func intervalsTakeMinutesOrClockTimesAndDefaultToActive() throws {
        let chart = try Self.decode(Self.scene(#"[{ "start": "7:05", "end": 450 }, { "start": 600, "end": "24:00", "type": "block" }]"#,
                                               #""now": "14:20""#)).base
        #expect(chart.intervals == [ActivityInterval(start: 425, end: 450, kind: 0), ActivityInterval(start: 600, end: 1440, kind: 3)])
        #expect(chart.now == 860)
    }

    /// Each bad interval is named by index and JSON path (and line and
    /// column), with what is allowed.
    @Test(arguments: [
        (#"[{ "start": 10, "end": 20 }, { "start": 600, "end": 590 }]"#,
         ["scene.json:3:", "chart.intervals[1].end", "intervals[1] ends at 9:50, before it starts at 10:00"]),
        (#"[{ "start": 1500, "end": 1510 }]"#, ["chart.intervals[0].start", "1500 is out of range", "0 to 1440"]),
        (#"[{ "start": "25:00", "end": 20 }]"#, ["chart.intervals[0].start", "\"25:00\" is not minutes since midnight", "H:MM"]),
        (#"[{ "start": "7:5", "end": 20 }]"#, ["chart.intervals[0].start", "\"7:5\""]),
        (#"[{ "start": -5, "end": 20 }]"#, ["chart.intervals[0].start", "out of range"]),
        (#"[{ "end": 20 }]"#, ["chart.intervals[0]", "missing \"start\""]),
        (#"[{ "start": 1, "end": 20, "kind": "block" }]"#, ["chart.intervals[0]", "\"kind\""]),
        (#"[{ "start": 1, "end": 20, "type": "blok" }]"#, ["chart.intervals[0].type", "unknown type \"blok\"", "block"]),
    ] as [(String, [String])])
    func badIntervalsAreNamed(_ intervals: String, _ expected: [String]) {
        let message = Self.failure(Self.scene(intervals))
        for piece in expected { #expect(message.contains(piece), "\(message)") }
        #expect(!message.contains("\n"), "\(message)")
    }

    /// Overlaps are allowed unless the scene forbids them; then the later
    /// interval in the scene is named with the one it overlaps. Touching is fine.
    @Test func overlapsAreAnErrorWhenForbidden() throws {
        let intervals = #"[{ "start": "9:45", "end": "10:15" }, { "start": "8:00", "end": "9:45" }, { "start": "10:00", "end": "10:30" }]"#
        #expect(try Self.decode(Self.scene(intervals)).base.intervals.count == 3)
        let message = Self.failure(Self.scene(intervals, #""overlaps": false"#))
        #expect(message.contains("chart.intervals[2]"), "\(message)")
        #expect(message.contains("intervals[2] (10:00–10:30) overlaps intervals[0] (9:45–10:15)"), "\(message)")
        let touching = #"[{ "start": "8:00", "end": "9:45" }, { "start": "9:45", "end": "10:15" }]"#
        #expect(try Self.decode(Self.scene(touching, #""overlaps": false"#)).base.intervals.count == 2)
    }

    @Test func typesRestyleBuiltInsAndDeclareNewOnes() throws {
        let chart = try Self.decode(Self.scene(#"[{ "start": 1, "end": 20, "type": "homework" }]"#, """
            "types": { "active": { "name": "نشط" }, "homework": { "name": "Homework", "gradient": ["#5856D6", "#AF52DE"] } }
            """)).base
        #expect(chart.kinds[0].name == "نشط" && chart.kinds.count == 5)
        #expect(chart.kinds[4].id == "homework" && chart.kinds[4].fill.colors.count == 2)
        #expect(chart.intervals[0].kind == 4)
        let bare = Self.failure(Self.scene("[]", #""types": { "homework": { "name": "Homework" } }"#))
        #expect(bare.contains("chart.types.homework") && bare.contains("needs \"color\" or \"gradient\""), "\(bare)")
        let both = Self.failure(Self.scene("[]", #""types": { "block": { "color": "red", "gradient": ["red", "blue"] } }"#))
        #expect(both.contains("chart.types.block.gradient") && both.contains("not both"), "\(both)")
    }

    /// A CSV file beside the scene, columns in any order, times either way;
    /// its errors name the file and line.
    @Test func intervalsFromACSVFile() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-activity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try "type,start,end\nactive,7:05,7:40\n,480,490\nblock, 9:00 ,12:00\n".write(to: work.appendingPathComponent("day.csv"), atomically: true, encoding: .utf8)
        let sceneName = work.appendingPathComponent("scene.json").path
        let chart = try Self.decode(Self.scene(#"{ "csv": "day.csv" }"#), name: sceneName).base
        #expect(chart.intervals == [ActivityInterval(start: 425, end: 460, kind: 0), ActivityInterval(start: 480, end: 490, kind: 0),
                                    ActivityInterval(start: 540, end: 720, kind: 3)])
        try "start,end\n10:00,9:00\n".write(to: work.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let message = Self.failure(Self.scene(#"{ "csv": "bad.csv" }"#), name: sceneName)
        #expect(message.contains("bad.csv:2: the row ends at 9:00, before it starts at 10:00"), "\(message)")
        #expect(message.components(separatedBy: "bad.csv").count == 2, "the file is named once: \(message)")
        try "start,end\n8:00,9:30\n9:00,10:00\n".write(to: work.appendingPathComponent("overlap.csv"), atomically: true, encoding: .utf8)
        let overlap = Self.failure(Self.scene(#"{ "csv": "overlap.csv" }"#, #""overlaps": false"#), name: sceneName)
        #expect(overlap.contains("overlap.csv:3: the row (9:00–10:00) overlaps line 2 (8:00–9:30)"), "\(overlap)")
        #expect(overlap.components(separatedBy: "overlap.csv").count == 2, "the file is named once: \(overlap)")
        try "from,to\n1,2\n".write(to: work.appendingPathComponent("columns.csv"), atomically: true, encoding: .utf8)
        let columns = Self.failure(Self.scene(#"{ "csv": "columns.csv" }"#), name: sceneName)
        #expect(columns.contains("columns.csv:1: expected columns named start and end"), "\(columns)")
        let override = DataOverride(file: work.appendingPathComponent("day.csv").path)
        #expect(try Self.decode(Self.scene("[]"), data: override).base.intervals.count == 3)
        let contest = work.appendingPathComponent("chart_data.json")
        try "[{\"columns\": []}]".write(to: contest, atomically: true, encoding: .utf8)
        let json = Self.failure(Self.scene("[]"), data: DataOverride(file: contest.path))
        #expect(json.contains("--data: an activity chart reads CSV text with columns start, end and type; \(contest.path) is not CSV"), "\(json)")
    }

    /// `windowStart: "now"` is the seed's scroll offset; `scrollToNow`
    /// animates to it unless a track scrolls the window.
    @Test func scrollToNow() throws {
        let now = try Self.decode(Self.scene("[]", #""now": "14:20", "windowStart": "now""#)).base
        #expect(now.windowStart == 740)
        let missing = Self.failure(Self.scene("[]", #""windowStart": "now""#))
        #expect(missing.contains("chart.windowStart") && missing.contains("needs the chart's \"now\""), "\(missing)")
        let animated = try Self.decode(Self.scene("[]", #""now": 860, "windowStart": "6:00", "scrollToNow": { "begin": 0.5, "duration": 1 }"#))
        #expect(animated.chart(at: 0.5).windowStart == 360)
        #expect(animated.chart(at: 1.5).windowStart == 740)
        #expect(animated.chart(at: 9).windowStart == 740)
        let overridden = try Self.decode(Self.scene("[]", #""now": 860, "scrollToNow": true"#,
                                                    timeline: #"{ "property": "chart.windowStart", "from": 0, "to": 100, "duration": 1 }"#))
        #expect(overridden.chart(at: 1).windowStart == 100)
        let noNow = Self.failure(Self.scene("[]", #""scrollToNow": true"#))
        #expect(noNow.contains("chart.scrollToNow") && noNow.contains("needs the chart's \"now\""), "\(noNow)")
    }
}
