import ChartReel
import Foundation
import Testing
import TestSupport

/// A chart's data from Swift: files by path or URL, records and values in
/// Swift arrays, written as the scene file writes them and read as the
/// command line reads them.
@Suite struct ChartDataTests {
    static let csv = "date,users,sessions\n2024-01-01,120,300\n2024-01-02,,280\n2024-01-03,180,420\n"

    static func scene(_ chart: LineChart, baseURL: URL? = nil) -> Scene<LineChart> {
        var scene = Scene(canvas: Canvas(width: 200, height: 120, fps: 10, duration: 1), chart: chart)
        scene.baseURL = baseURL
        return scene
    }

    @Test func eachSourceIsWrittenAsTheSceneFileWritesIt() throws {
        let written = [
            LineChart(data: .file("visits.csv", x: "date", y: ["users"])),
            LineChart(data: .csv(URL(fileURLWithPath: "/data/visits.csv"), delimiter: ";")),
            LineChart(data: .telegram("chart_data.json", chart: 4)),
            LineChart(data: .records([["day": 1, "users": 120], ["day": 2, "users": nil]], x: "day")),
            LineChart(data: .contestChart(["columns": [["x", 0, 86_400_000], ["y0", 1, 2]], "types": ["x": "x", "y0": "line"]])),
        ].map { Self.scene($0).document["chart"]?["data"] }
        let expected: [SceneValue] = [
            ["file": "visits.csv", "x": "date", "y": ["users"]],
            ["csv": "/data/visits.csv", "delimiter": ";"],
            ["telegram": "chart_data.json", "chart": 4],
            ["records": [["day": 1, "users": 120], ["day": 2, "users": nil]], "x": "day"],
            ["columns": [["x", 0, 86_400_000], ["y0", 1, 2]], "types": ["x": "x", "y0": "line"]],
        ]
        #expect(written == expected)
        let records = Self.scene(LineChart(data: .records([["day": 1, "users": 120], ["day": 2, "users": nil]], x: "day")))
        let read = try Scene<LineChart>(sceneFile: records.sceneFile)
        #expect(read.chart.data == records.chart.data)
        #expect(read.sceneFile == records.sceneFile)
    }

    /// A file named by a path relative to the scene's base URL draws what
    /// the same values written as records draw, and what a series of Swift
    /// values draws.
    @Test func aFileRecordsAndSwiftValuesDrawTheSameFrame() throws {
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        try Self.csv.write(to: folder.appendingPathComponent("users.csv"), atomically: true, encoding: .utf8)
        let file = try Self.scene(LineChart(data: .file("users.csv", y: ["users"])), baseURL: folder).frame(at: 0.5)
        let byURL = try Self.scene(LineChart(data: .csv(folder.appendingPathComponent("users.csv"), y: ["users"]))).frame(at: 0.5)
        let records = try Self.scene(LineChart(data: .records([
            ["date": "2024-01-01", "users": 120], ["date": "2024-01-02", "users": ""], ["date": "2024-01-03", "users": "180"],
        ]))).frame(at: 0.5)
        #expect(byURL == file)
        #expect(records == file)
        let values: [Double?] = [120, nil, 180]
        var inline = LineChart(series: [LineChart.Series(id: "users", y: values)])
        inline.x = ["2024-01-01", "2024-01-02", "2024-01-03"]
        #expect(try Self.scene(inline).frame(at: 0.5) == file)
        #expect(inline.series[0].y == values)
    }

    @Test func dataErrorsNameTheRecordOrTheFile() throws {
        let bad = Self.scene(LineChart(data: .records([["date": "2024-01-01", "users": 1], ["date": "2024-01-02", "users": true]], y: ["users"])))
        let error = try #require(throws: SceneError.self) { try bad.validate() }
        #expect(error.path == "chart.data.records[1].users" && error.message.contains("expected a number or null, found true"), "\(error)")
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        let missing = Self.scene(LineChart(data: .file("nowhere.csv")), baseURL: folder)
        let absent = try #require(throws: SceneError.self) { try missing.validate() }
        #expect(absent.path == "chart.data" && absent.message.contains("nowhere.csv"), "\(absent)")
    }
}
