import Foundation
import ReelGeometry
import Testing

@testable import ReelScene
@testable import ReelCharts

/// Round 2 of the 2019 contest: one chart object per file, `bar` and `area`
/// types, and the flags `y_scaled`, `stacked`, `percentage`, read into the
/// telegram chart's marks; every combination it cannot draw is an error.
@Suite struct ContestRoundTwoTests {
    /// A round-2 chart object with `kinds` columns and the given flags.
    static func object(_ kinds: [String], flags: String = "") -> String {
        let columns = kinds.indices.map { "[\"y\($0)\", \(1 + $0), \(3 + $0), \(2 + $0)]" }.joined(separator: ", ")
        let types = kinds.enumerated().map { "\"y\($0)\": \"\($1)\"" }.joined(separator: ", ")
        return """
            { "columns": [["x", 1554595200000, 1554681600000, 1554768000000], \(columns)],
              "types": { "x": "x", \(types) }\(flags.isEmpty ? "" : ", " + flags) }
            """
    }

    static func marks(_ kinds: [String], flags: String = "", chart: Int? = nil) throws -> TelegramMarks {
        try TelegramDataTests.load(object(kinds, flags: flags), chart: chart).telegram().marks
    }

    static func message(_ kinds: [String], flags: String = "") throws -> String {
        try TelegramDataTests.load(object(kinds, flags: flags), chart: nil).message
    }

    @Test func roundTwoObjectNeedsNoIndex() throws {
        let chart = try TelegramDataTests.load(Self.object(["line", "line"]), chart: nil).telegram()
        #expect(chart.series.map(\.id) == ["y0", "y1"])
        #expect(chart.x == [1_554_595_200, 1_554_681_600, 1_554_768_000])
        #expect(chart.marks == TelegramMarks())
    }

    @Test func eachFlagAndTypeGivesItsMarks() throws {
        #expect(try Self.marks(["line", "line"], flags: "\"y_scaled\": true") == TelegramMarks(shape: .lines, twoAxes: true))
        #expect(try Self.marks(["line", "line"], flags: "\"y_scaled\": false, \"stacked\": false") == TelegramMarks())
        #expect(try Self.marks(["bar"]) == TelegramMarks(shape: .bars))
        #expect(try Self.marks(["bar", "bar", "bar"], flags: "\"stacked\": true") == TelegramMarks(shape: .bars))
        #expect(try Self.marks(["area"]) == TelegramMarks(shape: .areas))
        #expect(try Self.marks(["area", "area"], flags: "\"stacked\": true, \"percentage\": true")
            == TelegramMarks(shape: .areas, percentage: true))
        #expect(try Self.marks(["bar", "bar"], flags: "\"stacked\": true, \"percentage\": true")
            == TelegramMarks(shape: .bars, percentage: true))
    }

    @Test func combinationsThatCannotBeDrawnAreErrors() throws {
        let cases: [([String], String, String)] = [
            (["line", "bar"], "", "mixes line columns and bar columns; a chart draws one kind"),
            (["area", "area"], "\"percentage\": true", "\"percentage\" stacks columns to 100 %, so it needs \"stacked\": true as well"),
            (["line", "line"], "\"stacked\": true", "stacked stack bars or areas, but these columns are lines"),
            (["line", "line", "line"], "\"y_scaled\": true", "\"y_scaled\" draws a left and a right axis, one per line, so it needs 2 line columns; this chart has 3"),
            (["bar", "bar"], "\"y_scaled\": true, \"stacked\": true", "\"y_scaled\" puts lines on two axes; bar columns share one axis"),
            (["bar", "bar"], "", "has 2 bar columns without \"stacked\": true"),
        ]
        for (kinds, flags, expected) in cases {
            let message = try Self.message(kinds, flags: flags)
            #expect(message.contains("chart.data: "), "\(message)")
            #expect(message.contains(expected), "\(kinds) \(flags): \(message)")
        }
    }

    @Test func flagsAndTypesAreCheckedNotIgnored() throws {
        let flag = try Self.message(["bar"], flags: "\"stacked\": \"yes\"")
        #expect(flag.contains("the chart, \"stacked\": expected true or false, found \"yes\""), "\(flag)")
        let type = try Self.message(["pie"])
        #expect(type.contains("the chart, column \"y0\": type \"pie\" is not supported; expected x, line, bar, area"), "\(type)")
        let unknown = try Self.message(["bar"], flags: "\"stacking\": true")
        #expect(unknown.contains("unknown key \"stacking\"; allowed here: colors, columns, names, percentage, stacked, types, y_scaled"),
                "\(unknown)")
    }

    @Test func indexOnAnObjectAndMissingIndexOnAnArraySayWhatToWrite() throws {
        let picked = try TelegramDataTests.load(Self.object(["bar"]), chart: 2)
        #expect(picked.message.contains("holds one chart (a round-2 file: an object with \"columns\"), so there is no chart 2 to pick; leave out \"chart\": 2"),
                "\(picked.message)")
        let unpicked = try TelegramDataTests.load(TelegramDataTests.valid, chart: nil)
        #expect(unpicked.message.contains("holds 2 charts (0 to 1) (a round-1 chart_data.json); pick one with --chart N"),
                "\(unpicked.message)")
        let single = "[\(Self.object(["line"]))]"
        #expect(try TelegramDataTests.load(single, chart: nil).telegram().series.count == 1)
        let scalar = try TelegramDataTests.load("42", chart: nil)
        #expect(scalar.message.contains("expected a contest file: an array of charts (round 1) or one chart object (round 2), found 42"),
                "\(scalar.message)")
    }

    @Test func commandLineDataOfEitherShape() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-r2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let overview = folder.appendingPathComponent("overview.json")
        try Data(Self.object(["bar", "bar"], flags: "\"stacked\": true").utf8).write(to: overview)
        // The scene's own index is for its own file: a round-2 file ignores it.
        let chart = try TelegramDataTests.load(nil, chart: 3, override: DataOverride(file: overview.path)).telegram()
        #expect(chart.marks.shape == .bars && chart.series.count == 2)
        let asked = try TelegramDataTests.load(nil, chart: 0, override: DataOverride(file: overview.path, chart: 1))
        #expect(asked.message == "--data: \(overview.path) holds one chart (a round-2 file: an object with \"columns\"), so there is no chart 1 to pick; leave out --chart 1",
                "\(asked.message)")
        let mixed = folder.appendingPathComponent("mixed.json")
        try Data(Self.object(["bar", "area"]).utf8).write(to: mixed)
        let refused = try TelegramDataTests.load(nil, override: DataOverride(file: mixed.path))
        #expect(refused.message.hasPrefix("--data: \(mixed.path) mixes bar columns and area columns"), "\(refused.message)")
    }

    @Test func lineChartRefusesBarsAndFlags() throws {
        let bars = try TelegramDataTests.load(Self.object(["bar"]), chart: nil, type: "line")
        #expect(bars.message.contains("a line chart draws plain lines, but this data has bar; render it with a telegram chart"),
                "\(bars.message)")
        let scaled = try TelegramDataTests.load(Self.object(["line", "line"], flags: "\"y_scaled\": true"), chart: nil, type: "line")
        #expect(scaled.message.contains("this data has y_scaled"), "\(scaled.message)")
    }

    @Test func dayFilesTickInHours() throws {
        let hourly = """
            { "columns": [["x", 1554508800000, 1554512400000, 1554516000000], ["y0", 1, 2, 3]], "types": { "x": "x", "y0": "line" } }
            """
        let chart = try TelegramDataTests.load(hourly, chart: nil).telegram()
        #expect(chart.xLabelFormat == "HH:mm" && chart.indicator.dateFormat == "EEE, MMM d, HH:mm")
        let daily = try TelegramDataTests.load(Self.object(["line"]), chart: nil).telegram()
        #expect(daily.xLabelFormat == "MMM d" && daily.indicator.dateFormat == "EEE, MMM d")
    }
}
