import ReelCharts
import ReelGeometry
import ReelTiming
import Testing

@testable import ReelScene

/// Options the decoder reads where it needs them (`OptionKey`): the value
/// when absent is the declared default, the value when present is checked
/// against the declared range, and the reference row says the same.
@Suite struct OptionKeyTests {
    func object(_ json: String, path: String = "chart") throws -> ObjectReader {
        let source = SourceText(name: "o.json", bytes: Array(json.utf8))
        return try ObjectReader(ValueContext(value: try JSONParser.parse(source), path: path, source: source, session: DecodingSession()))
    }

    func failure<V>(_ key: OptionKey<V>, _ json: String) -> SceneError? {
        #expect(throws: SceneError.self) {
            var o = try object(json)
            _ = try key.read(&o)
        }
    }

    @Test func absentKeyGivesTheDefaultAndPresentKeyItsValue() throws {
        let key = OptionKey.number("width", in: 0...10, default: 2, doc: "a width")
        var empty = try object("{}")
        #expect(try key.read(&empty) == 2)
        var given = try object(#"{ "width": 7 }"#)
        #expect(try key.read(&given) == 7)
        // Read counts as asked for: the object finishes without an unknown key.
        try given.finish()
    }

    @Test func outOfRangeNamesThePathAndTheRange() {
        let key = OptionKey.integer("count", in: 1...5, default: 3, doc: "a count")
        let error = failure(key, #"{ "count": 9 }"#)
        #expect(error?.path == "chart.count")
        #expect(error?.message == "9 is out of range; expected a whole number from 1 to 5")
    }

    @Test func rowDocumentsTheDeclaredDefaultAndType() {
        let key = OptionKey.bool("shown", default: true, doc: "whether it shows")
        let row: Option<DonutChart> = key.row()
        #expect(row.key == "shown")
        #expect(row.defaultText(DonutChart()) == "`true`")
        #expect(row.read == nil)
        #expect(row.doc == "whether it shows")
        let overridden: Option<DonutChart> = key.row(default: "on")
        #expect(overridden.defaultText(DonutChart()) == "on")
    }

    @Test func axisDefaultsAreTheDeclaredOnes() throws {
        var o = try object("{}")
        #expect(try AxisOptions.fit.read(&o) == .data)
        #expect(try AxisOptions.includeZero.read(&o) == YFit().includeZero)
        #expect(try AxisOptions.ticks.read(&o) == .automatic(AxisOptions.tickCount))
        #expect(try AxisOptions.follow.read(&o) == Follow())
        #expect(try AxisOptions.grouping.read(&o) == true)
        #expect(try AxisOptions.ends.read(&o) == .nice)
        #expect(AxisOptions.followText == "\(NumberText.format(Follow().duration)) s, easeOutCubic")
        let fitRow = AxisOptions.table.sheet.rows.first { $0.key == "fit" }
        #expect(fitRow?.defaultText == "`data`")
    }

    @Test func axisKeysRefuseWhatTheyDoNotTake() {
        #expect(failure(AxisOptions.fit, #"{ "fit": "all" }"#)?.message
                == "\"all\" is not allowed; expected data (fit all the data once) or visible (follow the values in view)")
        #expect(failure(AxisOptions.ticks, #"{ "ticks": 51 }"#)?.message
                == "51 is out of range; expected a number of ticks from 1 to 50")
        #expect(failure(AxisOptions.decimals, #"{ "decimals": 11 }"#)?.message
                == "11 is out of range; expected a whole number from 0 to 10")
    }

    @Test func unknownFormatListsTheFormats() throws {
        var o = try object(#"{ "format": "money" }"#)
        let error = #expect(throws: SceneError.self) { _ = try AxisDecoding.decodeFormat(&o) }
        #expect(error?.message == "\"money\" is not a format; expected number, compact or percent (or a \"date\" pattern)")
    }

    @Test func donutRevealDefaultsAndRange() throws {
        var o = try object("{}")
        #expect(try DonutOptions.animationDuration.read(&o) == ImplicitMotion().duration)
        #expect(try DonutOptions.animationCurve.read(&o) == ImplicitMotion().curve)
        #expect(try DonutOptions.animated.read(&o) == true)
        #expect(failure(DonutOptions.animationDuration, #"{ "animationDuration": -1 }"#)?.message
                == "-1 is out of range; expected a number from 0 to \(OptionType.short(TimelineDecoding.maximumSeconds))")
        let rows = DonutOptions.table.sheet.rows
        #expect(rows.first { $0.key == "animationCurve" }?.defaultText == "`\"easeInEaseOut\"`")
        #expect(rows.first { $0.key == "animated" }?.defaultText == "`true`")
    }

    @Test func zoomOverlapsCornerAndColourDefaultsAndRanges() throws {
        var o = try object("{}")
        #expect(try TelegramZoomReading.around.read(&o) == 0)
        #expect(try ActivityOptions.overlaps.read(&o) == true)
        #expect(try ShapesOptions.cornerRadius.read(&o) == 0)
        #expect(try LineOptions.defaultColor.read(&o) == nil)
        #expect(failure(TelegramZoomReading.around, #"{ "around": 32 }"#)?.message
                == "32 is out of range; expected a whole number from 0 to 31")
        #expect(failure(ShapesOptions.cornerRadius, #"{ "cornerRadius": -1 }"#)?.message
                == "-1 is out of range; expected a number from 0 to 1e7")
    }

    @Test func pointShapesTakeTheirCounts() {
        typealias Shape = ShapesOptions.PointShape
        #expect(Shape.line.accepts(2) && !Shape.line.accepts(3) && !Shape.line.accepts(1))
        #expect(Shape.polyline.accepts(2) && Shape.polyline.accepts(9) && !Shape.polyline.accepts(1))
        #expect(Shape.polygon.accepts(3) && !Shape.polygon.accepts(2))
        #expect(Shape.allCases.map(\.doc) == ["exactly 2 points", "2 or more points", "3 or more points, closed"])
    }

    @Test func indicatorDateDefaultNamesTheChartsPatterns() {
        let row = TelegramOptions.indicatorTable.sheet.rows.first { $0.key == "date" }
        #expect(row?.defaultText == "`\(TelegramIndicator().dateFormat)`; `\(TelegramChart.hourlyDateFormat)` for data finer than daily")
    }
}
