import Foundation
import ReelGeometry
import Testing

@testable import ReelScene
@testable import ReelCharts

/// The contest's `chart_data.json` reader, through scenes that point at a
/// data file (`{ "telegram": "c.json", "chart": N }`) or carry a chart inline.
@Suite struct TelegramDataTests {
    /// Two charts: the first with names, colours and a gap; the second bare.
    static let valid = """
        [
          {
            "columns": [["x", 1542412800000, 1542499200000, 1542585600000], ["y0", 37, null, 32], ["y1", 22, 12, 30]],
            "types": { "y0": "line", "y1": "line", "x": "x" },
            "names": { "y0": "Joined", "y1": "Left" },
            "colors": { "y0": "#3DC23F", "y1": "#F34C44" }
          },
          {
            "columns": [["x", 1000, 2500], ["a", 1, 2], ["b", -1.5, 0]],
            "types": { "x": "x", "a": "line", "b": "line" }
          }
        ]
        """

    /// A scene (a telegram chart unless `type` says otherwise) reading
    /// `c.json` (`data`) from a fresh folder; what it decodes to or the error,
    /// and the data file's path as messages show it.
    struct Loaded {
        let result: Result<Scene, Error>
        let dataPath: String

        var message: String {
            switch result {
            case .success: return "decoded without error"
            case .failure(let error): return String(describing: error)
            }
        }

        func telegram() throws -> TelegramChart {
            let scene = try result.get()
            return try #require(scene.chart as? ChartAnimation<TelegramChart>).base
        }
    }

    static func load(_ data: String?, chart: Int? = 0, type: String = "telegram",
                     dataMember: String? = nil, override: DataOverride? = nil) throws -> Loaded {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-tgdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let data { try Data(data.utf8).write(to: folder.appendingPathComponent("c.json")) }
        let member = dataMember ?? "{ \"telegram\": \"c.json\"\(chart.map { ", \"chart\": \($0)" } ?? "") }"
        let scene = folder.appendingPathComponent("scene.json")
        try Data("""
            { "canvas": { "width": 300, "height": 400, "duration": 1 },
              "chart": { "type": "\(type)", "data": \(member) } }
            """.utf8).write(to: scene)
        let result = Result { try SceneLoader.load(contentsOf: scene, data: override) }
        return Loaded(result: result, dataPath: folder.appendingPathComponent("c.json").path)
    }

    /// `file:line:column` of the first `needle` in `text`, moved `offset`
    /// characters right (1-based, as messages count).
    static func place(of needle: String, in text: String, offset: Int = 0) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
        return (line, column + offset)
    }

    // MARK: Valid files

    @Test func validFileGivesSeriesInSecondsWithGaps() throws {
        let chart = try Self.load(Self.valid).telegram()
        #expect(chart.series.map(\.id) == ["y0", "y1"])
        #expect(chart.series.map(\.name) == ["Joined", "Left"])
        #expect(chart.series[0].color == Color(r8: 0x3D, g8: 0xC2, b8: 0x3F))
        #expect(chart.series[1].color == Color(r8: 0xF3, g8: 0x4C, b8: 0x44))
        #expect(chart.x == [1_542_412_800, 1_542_499_200, 1_542_585_600])
        #expect(chart.series[0].x == chart.x && chart.series[1].x == chart.x)
        #expect(chart.series[0].y == [37, nil, 32])
        #expect(chart.series[1].y == [22, 12, 30])
    }

    @Test func secondChartOfTwoWithoutNamesOrColours() throws {
        let chart = try Self.load(Self.valid, chart: 1).telegram()
        #expect(chart.series.map(\.id) == ["a", "b"])
        #expect(chart.series.map(\.name) == ["a", "b"])  // no "names": the label
        #expect(chart.x == [1, 2.5])  // milliseconds to seconds
        #expect(chart.series[1].y == [-1.5, 0])
        // No "colors": the palette, in order.
        #expect(chart.series[0].color == LineSeriesDecoding.palette[0])
        #expect(chart.series[1].color == LineSeriesDecoding.palette[1])
        #expect(chart.series[0].color != chart.series[1].color)
    }

    @Test func anArrayOfSeveralChartsNeedsAnIndex() throws {
        let loaded = try Self.load(Self.valid, chart: nil)
        #expect(loaded.message.contains("\(loaded.dataPath) holds 2 charts (0 to 1) (a round-1 chart_data.json); pick one with --chart N or \"chart\": N in the scene's data"),
                "\(loaded.message)")
        #expect(try Self.load(Self.valid, chart: 0).telegram().series.map(\.id) == ["y0", "y1"])
    }

    @Test func threeDigitHexAndColumnOrderAreAccepted() throws {
        let chart = try Self.load("""
            [{ "columns": [["y1", 5, 6], ["x", 10, 20], ["y0", 1, 2]],
               "types": { "x": "x", "y0": "line", "y1": "line" }, "colors": { "y0": "#F00" } }]
            """).telegram()
        #expect(chart.series.map(\.id) == ["y1", "y0"])  // the file's order, x wherever it is
        #expect(chart.series[1].color == Color(r8: 255, g8: 0, b8: 0))
        #expect(chart.x == [0.01, 0.02])
    }

    @Test func lineChartReadsTheSameFile() throws {
        let loaded = try Self.load(Self.valid, chart: 1, type: "line")
        let chart = try #require(try loaded.result.get().chart as? ChartAnimation<LineChart>).base
        #expect(chart.series.map(\.id) == ["a", "b"])
        #expect(chart.series[0].x == [1, 2.5])
        #expect(chart.xAxis.isDate)
    }

    // MARK: Malformed files

    struct Bad: CustomTestStringConvertible, Sendable {
        let name: String
        let data: String
        /// Where the error must point: the first `at` in `data`, moved
        /// `offset` characters right.
        let at: String
        var offset = 0
        let message: String

        var testDescription: String { name }
    }

    /// One chart with x on the first line of columns and the series after.
    static func chart(_ columns: String, types: String = "\"x\": \"x\", \"y0\": \"line\", \"y1\": \"line\"",
                      extra: String = "") -> String {
        """
        [
          {
            "columns": [
              \(columns)
            ],
            "types": { \(types) }\(extra)
          }
        ]
        """
    }

    static let xs = "[\"x\", 1000, 2000, 3000]"

    static let bad: [Bad] = [
        Bad(name: "columns of unequal length",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5]"), at: "[\"y1\"",
            message: "chart 0, column \"y1\" has 2 values but x has 3"),
        Bad(name: "a line longer than x",
            data: chart("\(xs), [\"y0\", 1, 2, 3, 4], [\"y1\", 4, 5, 6]"), at: "[\"y0\"",
            message: "chart 0, column \"y0\" has 4 values but x has 3"),
        Bad(name: "missing x column",
            data: chart("[\"y0\", 1, 2], [\"y1\", 3, 4]", types: "\"y0\": \"line\", \"y1\": \"line\""), at: "\"columns\": [", offset: 11,
            message: "chart 0: no column of type \"x\""),
        Bad(name: "label without a type",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", types: "\"x\": \"x\", \"y0\": \"line\""),
            at: "[\"y1\"", message: "chart 0, column \"y1\": no type in \"types\""),
        Bad(name: "types naming a column that does not exist",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]",
                        types: "\"x\": \"x\", \"y0\": \"line\", \"y1\": \"line\", \"y2\": \"line\""),
            at: "\"y2\": \"line\"", offset: 6, message: "chart 0: \"types\" gives \"y2\" a type but there is no column \"y2\""),
        Bad(name: "two columns with one label",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y0\", 4, 5, 6]"), at: "[\"y0\", 4",
            message: "chart 0: two columns are labelled \"y0\"; labels must be unique"),
        Bad(name: "a name that is not a string",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", extra: ", \"names\": { \"y0\": 7 }"),
            at: "7 }", message: "chart 0, name of \"y0\": expected a string, found 7"),
        Bad(name: "colour name",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", extra: ", \"colors\": { \"y0\": \"#3DC23F\", \"y1\": \"red\" }"),
            at: "\"red\"", message: "chart 0, colour of \"y1\": \"red\" is not a hex colour; expected #RRGGBB"),
        Bad(name: "short hex colour",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", extra: ", \"colors\": { \"y0\": \"#12\" }"),
            at: "\"#12\"", message: "chart 0, colour of \"y0\": \"#12\" is not a hex colour"),
        Bad(name: "hex colour with a non-hex digit",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", extra: ", \"colors\": { \"y0\": \"#12345G\" }"),
            at: "\"#12345G\"", message: "chart 0, colour of \"y0\": \"#12345G\" is not a hex colour"),
        Bad(name: "colour that is not a string",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", extra: ", \"colors\": { \"y1\": 255 }"),
            at: "255", message: "chart 0, colour of \"y1\": 255 is not a hex colour"),
        Bad(name: "string value",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, \"oops\"]"), at: "\"oops\"",
            message: "chart 0, column \"y1\", value 2: expected a number, found \"oops\""),
        Bad(name: "bool value",
            data: chart("\(xs), [\"y0\", true, 2, 3], [\"y1\", 4, 5, 6]"), at: "true",
            message: "chart 0, column \"y0\", value 0: expected a number, found true"),
        Bad(name: "nested array value",
            data: chart("\(xs), [\"y0\", 1, [7, 8], 3], [\"y1\", 4, 5, 6]"), at: "[7, 8]",
            message: "chart 0, column \"y0\", value 1: expected a number, found an array"),
        Bad(name: "x equal to the one before",
            data: chart("[\"x\", 1000, 2000, 2000], [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]"), at: "2000, 2000", offset: 6,
            message: "chart 0, column \"x\", value 2: 2000 is not after value 1 (2000); x must increase"),
        Bad(name: "x decreasing",
            data: chart("[\"x\", 1542412800000, 1542499200000, 1542412700000], [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]"),
            at: "1542412700000",
            message: "chart 0, column \"x\", value 2: 1542412700000 is not after value 1 (1542499200000); x must increase"),
        Bad(name: "x null",
            data: chart("[\"x\", 1000, null, 3000], [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]"), at: "null",
            message: "chart 0, column \"x\", value 1: expected a UNIX time in milliseconds, found null"),
        Bad(name: "x a date string",
            data: chart("[\"x\", \"2019-03-01\", 2000, 3000], [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]"), at: "\"2019-03-01\"",
            message: "chart 0, column \"x\", value 0: expected a UNIX time in milliseconds, found \"2019-03-01\""),
        Bad(name: "no columns",
            data: "[\n  { \"columns\": [], \"types\": {} }\n]", at: "[]",
            message: "chart 0 is empty: it has no columns"),
        Bad(name: "x only",
            data: chart(xs, types: "\"x\": \"x\""), at: "\"columns\": [", offset: 11,
            message: "chart 0 is empty: it has no line, bar or area columns"),
        Bad(name: "x with zero values",
            data: chart("[\"x\"], [\"y0\"], [\"y1\"]"), at: "[\"x\"]",
            message: "chart 0 is empty: column \"x\" has no values"),
        Bad(name: "two x columns",
            data: chart("\(xs), [\"t\", 1, 2, 3], [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]",
                        types: "\"x\": \"x\", \"t\": \"x\", \"y0\": \"line\", \"y1\": \"line\""),
            at: "[\"t\"", message: "chart 0: two x columns, \"x\" and \"t\""),
        Bad(name: "unsupported type",
            data: chart("\(xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, 6]", types: "\"x\": \"x\", \"y0\": \"pie\", \"y1\": \"line\""),
            at: "\"pie\"", message: "chart 0, column \"y0\": type \"pie\" is not supported; expected x, line, bar, area"),
        Bad(name: "column that is not an array",
            data: chart("\(xs), [\"y0\", 1, 2, 3], 42"), at: "42",
            message: "chart 0, column 2: expected an array [label, values...], found 42"),
        Bad(name: "column whose first element is not a string",
            data: chart("\(xs), [1, 2, 3, 4], [\"y1\", 4, 5, 6]"), at: "[1, 2",
            message: "chart 0, column 1: the first element must be its label"),
        Bad(name: "empty column",
            data: chart("\(xs), [], [\"y1\", 4, 5, 6]"), at: "[]",
            message: "chart 0, column 1: the first element must be its label"),
    ]

    @Test(arguments: bad)
    func malformedChartIsOneLineAtTheValue(_ bad: Bad) throws {
        let loaded = try Self.load(bad.data)
        let message = loaded.message
        let place = try #require(Self.place(of: bad.at, in: bad.data, offset: bad.offset))
        #expect(message.contains("\(loaded.dataPath):\(place.line):\(place.column): "), "\(message)")
        #expect(message.contains(bad.message), "\(message)")
        #expect(!message.contains("\n"), "\(message)")
        // Reported on the scene's data member, which names the file.
        #expect(message.contains("scene.json:2:42: chart.data: "), "\(message)")
    }

    @Test func secondChartIsNamedInItsErrors() throws {
        let data = """
            [
              { "columns": [["x", 1], ["y0", 1]], "types": { "x": "x", "y0": "line" } },
              { "columns": [["x", 1, 2], ["y0", 1, "two"]], "types": { "x": "x", "y0": "line" } }
            ]
            """
        let loaded = try Self.load(data, chart: 1)
        #expect(loaded.message.contains("\(loaded.dataPath):3:40: "), "\(loaded.message)")
        #expect(loaded.message.contains("chart 1, column \"y0\", value 1: expected a number, found \"two\""), "\(loaded.message)")
        // The bad second chart does not stop the first from loading.
        #expect(try Self.load(data, chart: 0).telegram().series.map(\.id) == ["y0"])
    }

    @Test func lineChartReportsTheSameErrors() throws {
        let data = Self.chart("\(Self.xs), [\"y0\", 1, 2, 3], [\"y1\", 4, 5, \"oops\"]")
        let loaded = try Self.load(data, type: "line")
        let place = try #require(Self.place(of: "\"oops\"", in: data))
        #expect(loaded.message.contains("\(loaded.dataPath):\(place.line):\(place.column): "), "\(loaded.message)")
        #expect(loaded.message.contains("chart 0, column \"y1\", value 2: expected a number, found \"oops\""), "\(loaded.message)")
    }

    @Test func malformedJSONReportsLineAndColumn() throws {
        let data = "[\n  { \"columns\": [[\"x\", 1,]] }\n]"
        let loaded = try Self.load(data)
        // The ']' after the trailing comma: line 2, column 25.
        #expect(loaded.message.contains("\(loaded.dataPath):2:25: malformed JSON"), "\(loaded.message)")
        #expect(!loaded.message.contains("\n"))
        let unclosed = try Self.load("[\n  {\n")
        #expect(unclosed.message.contains("\(unclosed.dataPath):3:1: malformed JSON"), "\(unclosed.message)")
    }

    @Test func rootThatIsNeitherAnArrayNorAChart() throws {
        let loaded = try Self.load("\"charts\"", chart: nil)
        #expect(loaded.message.contains("\(loaded.dataPath): expected a contest file: an array of charts (round 1) or one chart object (round 2), found \"charts\""),
                "\(loaded.message)")
        // An object is a round-2 file: one chart, so no index to pick.
        let object = try Self.load("{ \"columns\": [] }", chart: 0)
        #expect(object.message.contains("holds one chart (a round-2 file: an object with \"columns\"), so there is no chart 0 to pick; leave out \"chart\": 0"),
                "\(object.message)")
    }

    @Test func chartThatIsNotAnObjectOrLacksMembers() throws {
        #expect(try Self.load("[5]").message.contains("[0]: chart 0: expected a chart object with \"columns\" and \"types\", found 5"))
        let noTypes = try Self.load("[{ \"columns\": [[\"x\", 1], [\"y0\", 1]] }]")
        #expect(noTypes.message.contains("\(noTypes.dataPath):1:2: [0]: chart 0: missing \"types\""), "\(noTypes.message)")
        let noColumns = try Self.load("[{ \"types\": {} }]")
        #expect(noColumns.message.contains("[0]: chart 0: missing \"columns\""), "\(noColumns.message)")
        let misspelt = try Self.load("[{ \"columns\": [[\"x\", 1], [\"y0\", 1]], \"types\": { \"x\": \"x\", \"y0\": \"line\" }, \"colours\": {} }]")
        #expect(misspelt.message.contains("[0].colours: unknown key \"colours\" (did you mean colors?)"), "\(misspelt.message)")
    }

    @Test func chartIndexOutOfRangeSaysHowManyThereAre() throws {
        let two = try Self.load(Self.valid, chart: 5)
        #expect(two.message.contains("\(two.dataPath) has 2 charts (0 to 1); chart 5 is not one of them"), "\(two.message)")
        let one = try Self.load("[{ \"columns\": [[\"x\", 1], [\"y0\", 1]], \"types\": { \"x\": \"x\", \"y0\": \"line\" } }]", chart: 1)
        #expect(one.message.contains("has 1 chart (0 to 0); chart 1 is not one of them"), "\(one.message)")
        let none = try Self.load("[]", chart: 0)
        #expect(none.message.contains("\(none.dataPath) has no charts; chart 0 is not one of them"), "\(none.message)")
        let negative = try Self.load(Self.valid, chart: -1)
        #expect(negative.message.contains("chart.data.chart: -1 is out of range"), "\(negative.message)")
    }

    @Test func missingFileIsNamed() throws {
        let loaded = try Self.load(nil)
        #expect(loaded.message.contains("chart.data: \(loaded.dataPath): no such file"), "\(loaded.message)")
    }

    @Test func dataWithNeitherFileNorColumns() throws {
        let loaded = try Self.load(nil, dataMember: "{ \"json\": \"c.json\" }")
        #expect(loaded.message.contains("chart.data: expected \"file\" (CSV, TSV, a contest file or a JSON array of records), \"csv\" or \"telegram\""), "\(loaded.message)")
    }

    // MARK: Data from the command line

    @Test func overrideReplacesTheScenesFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-tgdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("other.json")
        try Data(Self.valid.utf8).write(to: other)
        // The scene reads a file that does not exist; --data replaces it.
        let chart = try Self.load(nil, chart: 0, override: DataOverride(file: other.path, chart: 1)).telegram()
        #expect(chart.series.map(\.id) == ["a", "b"])
        // Without --chart, the scene's own index.
        #expect(try Self.load(nil, chart: 1, override: DataOverride(file: other.path)).telegram().series.map(\.id) == ["a", "b"])
        let beyond = try Self.load(nil, override: DataOverride(file: other.path, chart: 2))
        #expect(beyond.message == "--data: \(other.path) has 2 charts (0 to 1); chart 2 is not one of them", "\(beyond.message)")
        // --chart alone picks from the scene's file.
        #expect(try Self.load(Self.valid, chart: 0, override: DataOverride(chart: 1)).telegram().series.map(\.id) == ["a", "b"])
        let inline = try Self.load(nil, dataMember: "{ \"columns\": [[\"x\", 1], [\"y0\", 1]], \"types\": { \"x\": \"x\", \"y0\": \"line\" } }",
                                   override: DataOverride(chart: 1))
        #expect(inline.message.contains("chart.data: the data is written inline, so --chart has nothing to pick from; give --data FILE too"),
                "\(inline.message)")
    }

    // MARK: Inline data

    @Test func inlineChartDecodes() throws {
        let chart = try Self.load(nil, dataMember: """
            { "columns": [["x", 1000, 2000], ["y0", 3, null]], "types": { "x": "x", "y0": "line" },
              "names": { "y0": "Inline" }, "colors": { "y0": "#108BE3" } }
            """).telegram()
        #expect(chart.series.map(\.name) == ["Inline"])
        #expect(chart.series[0].y == [3, nil])
        #expect(chart.series[0].color == Color(r8: 0x10, g8: 0x8B, b8: 0xE3))
        #expect(chart.x == [1, 2])
    }

    @Test func inlineChartErrorsPointIntoTheScene() throws {
        let member = "{ \"columns\": [[\"x\", 1000, 2000], [\"y0\", 3, \"four\"]], \"types\": { \"x\": \"x\", \"y0\": \"line\" } }"
        let loaded = try Self.load(nil, dataMember: member)
        // The scene's second line starts with `  "chart": { "type": "telegram", "data": ` (41 characters).
        let column = 42 + (try #require(Self.place(of: "\"four\"", in: member))).column - 1
        #expect(loaded.message.contains("scene.json:2:\(column): chart.data.columns[1][2]: inline chart, column \"y0\", value 1: expected a number, found \"four\""),
                "\(loaded.message)")
        let untyped = try Self.load(nil, dataMember: "{ \"columns\": [[\"x\", 1000], [\"y0\", 3]], \"types\": { \"x\": \"x\" } }")
        #expect(untyped.message.contains("chart.data.columns[1]: inline chart, column \"y0\": no type in \"types\""), "\(untyped.message)")
        let colour = try Self.load(nil, dataMember: "{ \"columns\": [[\"x\", 1000], [\"y0\", 3]], \"types\": { \"x\": \"x\", \"y0\": \"line\" }, \"colors\": { \"y0\": \"blue\" } }")
        #expect(colour.message.contains("chart.data.colors.y0: inline chart, colour of \"y0\": \"blue\" is not a hex colour"), "\(colour.message)")
    }
}
