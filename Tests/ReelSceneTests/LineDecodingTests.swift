import Foundation
import ReelGeometry
import Testing

@testable import ReelScene
@testable import ReelCharts

@Suite struct LineDecodingTests {
    /// Decodes a line chart scene written into a temporary folder with `files`.
    func decode(_ chart: String, files: [String: String] = [:]) throws -> ChartAnimation<LineChart> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-line-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let scene = folder.appendingPathComponent("scene.json")
        try Data("{ \"canvas\": { \"width\": 300, \"height\": 200, \"duration\": 1 }, \"chart\": \(chart) }".utf8).write(to: scene)
        return try #require(try SceneLoader.load(contentsOf: scene).chart as? ChartAnimation<LineChart>)
    }

    func failure(_ chart: String, files: [String: String] = [:]) -> String {
        do {
            _ = try decode(chart, files: files)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func inlineSeriesWithDatesAndPalette() throws {
        let chart = try decode("""
            { "type": "line", "x": ["2019-03-01", "2019-03-02", "2019-03-03"],
              "series": [ { "y": [1, null, 3] }, { "id": "b", "y": [2, 2, 2], "color": "#FF0000" }, { "y": [0, 1, 0] } ] }
            """).base
        #expect(chart.series.map(\.id) == ["series0", "b", "series2"])
        #expect(chart.series[0].color == Color.named["systemBlue"] && chart.series[2].color == Color.named["systemOrange"])
        #expect(chart.series[0].y[1] == nil)
        #expect(chart.xAxis.isDate && chart.series[0].x[1] - chart.series[0].x[0] == 86_400)
        // The y range covers every value with nice ends.
        #expect(chart.yAxis.range.lower <= 0 && chart.yAxis.range.upper >= 3)
    }

    @Test func csvSeriesAreStyledByID() throws {
        let chart = try decode("""
            { "type": "line", "data": { "csv": "d.csv" }, "defaultColor": "#00FF00",
              "series": [ { "id": "b", "color": "#FF0000", "width": 3 } ] }
            """, files: ["d.csv": "when,a,b\n2024-01-01,1,2\n2024-01-02,,4\n\"2024-01-03\",5,6\n"]).base
        #expect(chart.series.map(\.id) == ["b", "a"])
        #expect(chart.series[0].width == 3 && chart.series[0].color == Color(r8: 255, g8: 0, b8: 0))
        #expect(chart.series[1].color == Color(r8: 0, g8: 255, b8: 0))  // defaultColor for the unstyled one
        #expect(chart.series[1].y == [1, nil, 5])
        #expect(chart.xAxis.isDate)
    }

    /// A spreadsheet's export: CRLF line ends (one Character in Swift, so
    /// the parser must read scalars), quoted headers with commas and quotes.
    @Test func csvFromASpreadsheet() throws {
        let chart = try decode("{ \"type\": \"line\", \"data\": { \"csv\": \"d.csv\" } }", files: [
            "d.csv": "date,\"Sales, EU\",\"Returns \"\"net\"\"\"\r\n2024-01-01,12,2\r\n2024-01-02,15,\r\n2024-01-03,9,4\r\n",
        ]).base
        #expect(chart.series.map(\.name) == ["Sales, EU", "Returns \"net\""])
        #expect(chart.series[0].y == [12, 15, 9])
        #expect(chart.series[1].y == [2, nil, 4])
        #expect(chart.xAxis.isDate)
        let bad = failure("{ \"type\": \"line\", \"data\": { \"csv\": \"d.csv\" } }",
                          files: ["d.csv": "x,a\r\n1,2\r\n2,abc\r\n"])
        #expect(bad.contains("d.csv:3: column \"a\": \"abc\" is not a number"), "\(bad)")
    }

    @Test(arguments: [
        ("x,a\n1,2\n2,3,4\n", "d.csv:3: expected 2 fields like the header, found 3"),
        ("x,a\n1,2\n2,abc\n", "d.csv:3: column \"a\": \"abc\" is not a number"),
        ("x,a\n1,2\nmonday,3\n", "d.csv:3: x value \"monday\" is not a number or a date"),
        ("x,a\n1,\"2\n", "d.csv:2: unterminated quoted field"),
        ("x\n1\n", "d.csv:1: expected a header row with an x column and at least one series column"),
        ("x,a\n", "no data rows after the header"),
    ])
    func badCSVNamesTheLine(csv: String, expected: String) {
        let message = failure("{ \"type\": \"line\", \"data\": { \"csv\": \"d.csv\" } }", files: ["d.csv": csv])
        #expect(message.contains(expected), "\(message)")
        #expect(message.contains("chart.data:"), "\(message)")
    }

    @Test func telegramChartData() throws {
        let fixture = GoldenFrames.repositoryRoot.appendingPathComponent("Tests/ReelSceneTests/Fixtures/chart_data.json")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let chart = try decode("{ \"type\": \"line\", \"data\": { \"telegram\": \"c.json\", \"chart\": 0 } }", files: ["c.json": text]).base
        #expect(chart.series.map(\.name) == ["#0", "#1"])
        #expect(chart.series[0].color == Color(r8: 0x3D, g8: 0xC2, b8: 0x3F))
        #expect(chart.series[0].x[0] == 1_542_412_800)  // milliseconds to seconds
        #expect(chart.xAxis.isDate)
        let second = try decode("{ \"type\": \"line\", \"data\": { \"telegram\": \"c.json\", \"chart\": 1 } }", files: ["c.json": text]).base
        #expect(second.series[0].y == [1, nil])
        #expect(failure("{ \"type\": \"line\", \"data\": { \"telegram\": \"c.json\", \"chart\": 5 } }", files: ["c.json": text])
            .contains("c.json has 2 charts (0 to 1); chart 5 is not one of them"))
    }

    @Test(arguments: [
        ("{ \"type\": \"line\" }", "a line chart needs \"series\" (with y values) or \"data\""),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1, 2], \"x\": [1] } ] }", "chart.series[0].x: 2 y values but 1 x values"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1, \"2\"] } ] }", "chart.series[0].y[1]: expected a number"),
        ("{ \"type\": \"line\", \"x\": [1, \"2019-01-01\"], \"series\": [ { \"y\": [1, 2] } ] }", "chart.x[1]: expected x values that are all numbers or all dates"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1], \"gradient\": { \"diagonal\": [\"#000\"] } } ] }", "chart.series[0].gradient: expected one of horizontal, vertical, alongLength"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1] } ], \"yAxis\": { \"format\": \"money\" } }", "chart.yAxis.format: \"money\" is not a format"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1] } ], \"yAxis\": { \"range\": [5, 1] } }", "chart.yAxis.range: the lower end 5 is above the upper end 1"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1] } ], \"xAxis\": { \"placement\": \"slot\" } }", "chart.xAxis.placement: \"slot\" is not allowed (did you mean slots?)"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1] } ], \"insets\": [1, 2] }", "chart.insets: expected [top, left, bottom, right]"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1, 5] } ], \"yAxis\": { \"ticks\": { \"step\": 0.0001 } } }",
         "chart.yAxis.ticks.step: a step of 0.0001 gives 40001 ticks over the range [1, 5]; at most 1000"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1, 5] } ], \"xAxis\": { \"ticks\": { \"step\": 1e-300 } } }",
         "gives more than 1e15 ticks"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1, 2e300] } ] }", "chart.series[0].y[1]: 2e300 is out of range; expected a number from -1e300 to 1e300"),
        ("{ \"type\": \"line\", \"series\": [ { \"y\": [1] } ], \"bubble\": { \"format\": \"{vale}\" } }",
         "chart.bubble.format: unknown placeholder {vale} (did you mean {value} or {name}?); this format knows {value}, {name}"),
        ("{ \"type\": \"line\", \"data\": { \"csv\": \"missing.csv\" } }", "missing.csv: no such file"),
    ])
    func badLineChartsNameThePlace(chart: String, expected: String) {
        let message = failure(chart)
        #expect(message.contains(expected), "\(message)")
    }

    @Test func unknownSeriesInDataIsNamed() {
        let message = failure("{ \"type\": \"line\", \"data\": { \"csv\": \"d.csv\" }, \"series\": [ { \"id\": \"revenu\" } ] }",
                              files: ["d.csv": "x,revenue,cost\n1,2,3\n"])
        #expect(message.contains("chart.series[0].id: no series \"revenu\" in the data (did you mean revenue?); it has revenue, cost"), "\(message)")
    }

    /// A column without a header is a series named ""; the list of what the
    /// data has shows it so, not as a stray comma.
    @Test func anUnnamedColumnIsListedQuoted() {
        let message = failure("{ \"type\": \"line\", \"data\": { \"csv\": \"d.csv\" }, \"series\": [ { \"id\": \"cost\" } ] }",
                              files: ["d.csv": "x,,revenue\n1,2,3\n"])
        #expect(message.contains("no series \"cost\" in the data; it has \"\", revenue"), "\(message)")
    }
}
