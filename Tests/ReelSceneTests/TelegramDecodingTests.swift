import Foundation
import ReelGeometry
import ReelRaster
import ReelTiming
import Testing

@testable import ReelScene
@testable import ReelCharts

/// The `telegram` chart section: every key, its defaults and its errors,
/// the tracks it animates, and the line chart's `yAxis.fit` / `follow`.
@Suite struct TelegramDecodingTests {
    /// A contest chart written inline: four days, two lines.
    static let data = """
        { "columns": [["x", 1542412800000, 1542499200000, 1542585600000, 1542672000000],
                      ["y0", 37, 20, 32, 39], ["y1", 22, 12, 30, 40]],
          "types": { "x": "x", "y0": "line", "y1": "line" },
          "names": { "y0": "Joined", "y1": "Left" } }
        """

    /// A scene with a telegram chart of `members` (after `type` and `data`)
    /// and `timeline` entries.
    static func scene(_ members: String = "", timeline: String = "", size: String = "\"width\": 200, \"height\": 300") -> String {
        """
        {
          "canvas": { \(size), "duration": 2 },
          "chart": { "type": "telegram", "data": \(data)\(members.isEmpty ? "" : ",\n    " + members) },
          "timeline": [\(timeline)]
        }
        """
    }

    static func decode(_ json: String) throws -> Scene {
        try SceneLoader.decode(SourceText(name: "scene.json", bytes: Array(json.utf8)))
    }

    static func animation(_ members: String = "", timeline: String = "") throws -> ChartAnimation<TelegramChart> {
        try #require(try decode(scene(members, timeline: timeline)).chart as? ChartAnimation<TelegramChart>)
    }

    static func chart(_ members: String = "") throws -> TelegramChart {
        try animation(members).base
    }

    static func failure(json: String) -> String {
        do {
            _ = try decode(json)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    static func failure(_ members: String = "", timeline: String = "") -> String {
        failure(json: scene(members, timeline: timeline))
    }

    // MARK: Keys

    @Test func defaults() throws {
        let chart = try Self.chart()
        #expect(chart.window == ValueRange(0.75, 1))
        #expect(chart.theme == 0)
        #expect(chart.showToggles)
        #expect(chart.miniMap.isShown && chart.miniMap.height == 44)
        #expect(chart.strokeEnd == 1)
        #expect(chart.title == "")
        #expect(chart.series.allSatisfy { $0.width == 2 && $0.visible == 1 })
        #expect(chart.series.map(\.name) == ["Joined", "Left"])
        #expect(chart.day == TelegramPalette.day && chart.night == TelegramPalette.night)
        #expect(chart.yAxis == FollowingFit())
        var indicator = TelegramIndicator()
        indicator.x = try #require(chart.x.last)  // hidden, waiting at the last point
        #expect(chart.indicator == indicator)
        #expect(chart.palette == TelegramPalette.day)
    }

    @Test func everyKeyIsRead() throws {
        let chart = try Self.chart("""
            "title": "Followers", "lineWidth": 3, "window": [0.25, 0.5], "strokeEnd": 0.4, "theme": "night",
            "day": { "background": "#FAFAFA" }, "night": { "grid": "#010203", "check": "#FF0000" },
            "miniMap": { "height": 60, "lineWidth": 1.5 }, "toggles": false,
            "yAxis": { "fit": "nice", "intervals": 4, "includeZero": true, "format": "number", "decimals": 1 },
            "follow": { "duration": 1.5, "curve": "easeIn" }, "xAxis": { "date": "d MMM" },
            "values": { "format": "compact" },
            "indicator": { "x": "2018-11-18", "opacity": 0.5, "date": "MMM d" },
            "series": [ { "id": "y1", "name": "Gone", "color": "#00FF00", "width": 4, "visible": false } ]
            """)
        #expect(chart.title == "Followers")
        #expect(chart.window == ValueRange(0.25, 0.5))
        #expect(chart.strokeEnd == 0.4)
        #expect(chart.theme == 1)
        #expect(chart.day.background == Color(r8: 0xFA, g8: 0xFA, b8: 0xFA) && chart.day.text == TelegramPalette.day.text)
        #expect(chart.night.grid == Color(r8: 1, g8: 2, b8: 3) && chart.night.check == Color(r8: 255, g8: 0, b8: 0))
        #expect(chart.miniMap.isShown && chart.miniMap.height == 60 && chart.miniMap.lineWidth == 1.5)
        #expect(!chart.showToggles)
        #expect(chart.yAxis.fit == YFit(ends: .nice, intervals: 4, includeZero: true))
        #expect(chart.yLabelFormat == .number(decimals: 1, grouping: true))
        #expect(chart.yAxis.follow.duration == 1.5)
        let easeIn = try CurveCatalog.parse("easeIn")
        #expect(chart.yAxis.follow.curve == easeIn)
        #expect(chart.xLabelFormat == "d MMM")
        #expect(chart.valueFormat == .compact(decimals: 1))
        #expect(chart.indicator.x == 1_542_499_200 && chart.indicator.opacity == 0.5 && chart.indicator.dateFormat == "MMM d")
        #expect(!chart.indicator.usesPosition)
        #expect(chart.series[0].width == 3 && chart.series[0].name == "Joined")  // lineWidth for all
        #expect(chart.series[1].name == "Gone" && chart.series[1].width == 4 && chart.series[1].visible == 0)
        #expect(chart.series[1].color == Color(r8: 0, g8: 255, b8: 0))
    }

    @Test func smallerFormsOfKeys() throws {
        #expect(try Self.chart("\"miniMap\": false").miniMap.isShown == false)
        #expect(try Self.chart("\"theme\": 0.25").theme == 0.25)
        #expect(try Self.chart("\"theme\": \"day\"").theme == 0)
        let indicator = try Self.chart("\"indicator\": { \"position\": 0.3 }").indicator
        #expect(indicator.usesPosition && indicator.position == 0.3)
        // An indicator without x sits on the last point.
        #expect(try Self.chart("\"indicator\": { \"opacity\": 1 }").indicator.x == 1_542_672_000)
        #expect(try Self.chart("\"indicator\": { \"x\": 1542585600 }").indicator.x == 1_542_585_600)
        #expect(try Self.chart("\"series\": [ { \"id\": \"y0\", \"visible\": 0.5 } ]").series[0].visible == 0.5)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let members: String
        let expected: [String]
        var testDescription: String { members }
    }

    static let bad: [Bad] = [
        Bad(members: "\"window\": [-0.1, 1]", expected: ["chart.window[0]: -0.1 is out of range; expected a value from 0 to 1"]),
        Bad(members: "\"window\": [0, 1.5]", expected: ["chart.window[1]: 1.5 is out of range; expected a value from 0 to 1"]),
        Bad(members: "\"window\": [0.5, 0.5]", expected: ["chart.window: expected [lower, upper] fractions"]),
        Bad(members: "\"window\": [0.6, 0.5]", expected: ["chart.window: the lower end 0.6 is above the upper end 0.5"]),
        Bad(members: "\"window\": [0.5]", expected: ["chart.window: expected a range [lower, upper], found an array"]),
        Bad(members: "\"window\": \"all\"", expected: ["chart.window: expected a range [lower, upper], found \"all\""]),
        Bad(members: "\"theme\": \"dusk\"",
            expected: ["chart.theme: \"dusk\" is not allowed; expected a number or one of day, night"]),
        Bad(members: "\"theme\": \"nigth\"", expected: ["chart.theme: \"nigth\" is not allowed (did you mean night?)", "day, night"]),
        Bad(members: "\"theme\": 2", expected: ["chart.theme: 2 is out of range; expected one of day, night or a number from 0 to 1"]),
        Bad(members: "\"theme\": true", expected: ["chart.theme: expected one of day, night or a number, found true"]),
        Bad(members: "\"day\": { \"backgroud\": \"#FFFFFF\" }",
            expected: ["chart.day.backgroud: unknown key \"backgroud\" (did you mean background?)", "plaqueBorder"]),
        Bad(members: "\"night\": { \"grid\": \"nope\" }", expected: ["chart.night.grid: \"nope\" is not a colour"]),
        Bad(members: "\"windw\": [0, 1]", expected: ["chart.windw: unknown key \"windw\" (did you mean window?)"]),
        Bad(members: "\"toggle\": false", expected: ["chart.toggle: unknown key \"toggle\" (did you mean toggles?)"]),
        Bad(members: "\"toggles\": \"yes\"", expected: ["chart.toggles: \"yes\" is not allowed; expected \"auto\" (toggles with two series or more), \"always\" or \"never\""]),
        Bad(members: "\"strokeEnd\": 2", expected: ["chart.strokeEnd: 2 is out of range; expected a number from 0 to 1"]),
        Bad(members: "\"lineWidth\": -1", expected: ["chart.lineWidth: -1 is out of range"]),
        Bad(members: "\"title\": 5", expected: ["chart.title: expected a string, found 5"]),
        Bad(members: "\"miniMap\": { \"height\": 5 }", expected: ["chart.miniMap.height: 5 is out of range; expected a number from 10 to 400"]),
        Bad(members: "\"miniMap\": { \"shown\": true }", expected: ["chart.miniMap.shown: unknown key \"shown\""]),
        Bad(members: "\"series\": [ { \"id\": \"y9\" } ]",
            expected: ["chart.series[0].id: no series \"y9\" in the data", "it has y0, y1"]),
        Bad(members: "\"series\": [ { \"id\": \"y0\", \"colour\": \"#FFFFFF\" } ]",
            expected: ["chart.series[0].colour: unknown key \"colour\" (did you mean color?)"]),
        Bad(members: "\"series\": [ { \"name\": \"A\" } ]", expected: ["chart.series[0]: missing \"id\""]),
        Bad(members: "\"series\": [ { \"id\": \"y0\", \"visible\": 2 } ]", expected: ["chart.series[0].visible: 2 is out of range"]),
        Bad(members: "\"indicator\": { \"x\": 1542585600, \"position\": 0.5 }",
            expected: ["chart.indicator.position: give \"x\" (a time) or \"position\" (0-1 across the plot), not both"]),
        Bad(members: "\"indicator\": { \"position\": 1.5 }", expected: ["chart.indicator.position: 1.5 is out of range"]),
        Bad(members: "\"indicator\": { \"x\": \"yesterday\" }",
            expected: ["chart.indicator.x: \"yesterday\" is not a date; expected 2019-03-07"]),
        Bad(members: "\"indicator\": { \"opacity\": 2 }", expected: ["chart.indicator.opacity: 2 is out of range"]),
        Bad(members: "\"yAxis\": { \"intervals\": 0 }",
            expected: ["chart.yAxis.intervals: 0 is out of range; expected a whole number from 1 to 20"]),
        Bad(members: "\"yAxis\": { \"intervals\": 2.5 }", expected: ["chart.yAxis.intervals: expected a whole number, found 2.5"]),
        Bad(members: "\"yAxis\": { \"fit\": \"visible\" }",
            expected: ["chart.yAxis.fit: \"visible\" is not allowed; expected one of tight, nice"]),
        Bad(members: "\"yAxis\": { \"format\": \"money\" }", expected: ["chart.yAxis.format: \"money\" is not a format"]),
        Bad(members: "\"follow\": { \"curve\": \"bouncey\" }",
            expected: ["chart.follow.curve: unknown curve \"bouncey\""]),
        Bad(members: "\"follow\": { \"duration\": 20 }", expected: ["chart.follow.duration: 20 is out of range; expected a number from 0 to 10"]),
        Bad(members: "\"xAxis\": { \"date\": 5 }", expected: ["chart.xAxis.date: expected a string, found 5"]),
        Bad(members: "\"xAxis\": { \"range\": [0, 1] }", expected: ["chart.xAxis.range: unknown key \"range\""]),
        Bad(members: "\"values\": { \"format\": \"percent\", \"date\": \"d\" }",
            expected: ["chart.values.format: give a date pattern or a number format, not both"]),
    ]

    @Test(arguments: bad)
    func badValueNamesItsPath(_ bad: Bad) {
        let message = Self.failure(bad.members)
        #expect(message.hasPrefix("scene.json:"), "\(message)")
        for piece in bad.expected { #expect(message.contains(piece), "\(message)") }
        #expect(!message.contains("\n"), "\(message)")
    }

    @Test(arguments: [
        ("{ \"columns\": [[\"x\"], [\"y0\"]], \"types\": { \"x\": \"x\", \"y0\": \"line\" } }", "column \"x\" has no values"),
        ("{ \"columns\": [[\"x\", 1]], \"types\": { \"x\": \"x\" } }", "it has no line, bar or area columns"),
        ("{ \"columns\": [[\"x\", 1], [\"y0\", 1e308]], \"types\": { \"x\": \"x\", \"y0\": \"line\" } }", "1e308 is out of range"),
    ])
    func dataWithoutPointsOrBeyondTheLimitsIsAnError(data: String, expected: String) {
        let json = "{ \"canvas\": { \"width\": 300, \"height\": 300 }, \"chart\": { \"type\": \"telegram\", \"data\": \(data) } }"
        let message = Self.failure(json: json)
        #expect(message.contains(expected), "\(message)")
    }

    @Test func errorPointsAtTheValue() {
        // Line 7 of the scene holds the members, after four spaces.
        #expect(Self.failure("\"theme\": \"dusk\"").hasPrefix("scene.json:7:14: chart.theme: "))
        #expect(Self.failure("\"windw\": [0, 1]").hasPrefix("scene.json:7:5: chart.windw: "))
    }

    @Test func telegramChartNeedsData() {
        let message = Self.failure(json: """
            { "canvas": { "width": 100, "height": 100 }, "chart": { "type": "telegram", "title": "x" } }
            """)
        #expect(message.contains("scene.json:1:55: chart: a telegram chart needs \"data\""), "\(message)")
    }

    // MARK: Tracks

    @Test func themeTrackAcceptsNames() throws {
        let animation = try Self.animation(timeline: """
            { "property": "chart.theme", "from": "day", "to": "night", "duration": 1, "curve": "linear" }
            """)
        #expect(animation.chart(at: 0).theme == 0)
        #expect(abs(animation.chart(at: 0.5).theme - 0.5) < 1e-9)
        #expect(animation.chart(at: 1).theme == 1)
        #expect(animation.chart(at: 1).palette == TelegramPalette.night)
        let message = Self.failure(timeline: "{ \"property\": \"chart.theme\", \"to\": \"dusk\", \"duration\": 1 }")
        #expect(message.contains("timeline[0].to: \"dusk\" is not allowed; expected a number or one of day, night"), "\(message)")
    }

    @Test func indicatorXTrackAcceptsDates() throws {
        let animation = try Self.animation(timeline: """
            { "property": "chart.indicator.x", "from": "2018-11-17", "to": "2018-05-01", "duration": 1 }
            """)
        #expect(animation.chart(at: 0).indicator.x == 1_542_412_800)
        #expect(animation.chart(at: 1).indicator.x == 1_525_132_800)
        #expect(!animation.base.indicator.usesPosition)
        let message = Self.failure(timeline: "{ \"property\": \"chart.indicator.x\", \"to\": \"May 1\", \"duration\": 1 }")
        #expect(message.contains("timeline[0].to: \"May 1\" is not a date"), "\(message)")
    }

    @Test func indicatorPositionTrackSwitchesToPosition() throws {
        let animation = try Self.animation(timeline: """
            { "property": "chart.indicator.position", "from": 0.1, "to": 0.9, "duration": 1 }
            """)
        #expect(animation.base.indicator.usesPosition)
        #expect(abs(animation.chart(at: 1).indicator.position - 0.9) < 1e-9)
    }

    @Test func windowTrackNeedsRanges() throws {
        let animation = try Self.animation(timeline: """
            { "property": "chart.window", "from": [0, 1], "to": [0.5, 0.75], "duration": 1 }
            """)
        #expect(animation.chart(at: 0).window == ValueRange(0, 1))
        #expect(animation.chart(at: 1).window == ValueRange(0.5, 0.75))
        #expect(Self.failure(timeline: "{ \"property\": \"chart.window\", \"to\": [0.5], \"duration\": 1 }")
            .contains("timeline[0].to: expected a range [lower, upper], found an array"))
        #expect(Self.failure(timeline: "{ \"property\": \"chart.window\", \"to\": 0.5, \"duration\": 1 }")
            .contains("timeline[0].to: expected a range [lower, upper], found 0.5"))
        #expect(Self.failure(timeline: "{ \"property\": \"chart.window\", \"values\": [[0, 1], [0.2]], \"duration\": 1 }")
            .contains("timeline[0].values[1]: expected a range [lower, upper]"))
    }

    @Test func seriesTracksBindByIndexAndByID() throws {
        let byIndex = try Self.animation(timeline: """
            { "property": "chart.series[1].visible", "from": 1, "to": 0, "duration": 1 }
            """)
        #expect(byIndex.chart(at: 1).series.map(\.visible) == [1, 0])
        #expect(byIndex.chart(at: 0).series.map(\.visible) == [1, 1])
        let byID = try Self.animation(timeline: """
            { "property": "chart.y0.visible", "to": 0, "duration": 1 },
            { "property": "chart.y1.color", "to": "#FF0000", "duration": 1 }
            """)
        #expect(byID.chart(at: 1).series.map(\.visible) == [0, 1])
        #expect(byID.chart(at: 1).series[1].color == Color(r8: 255, g8: 0, b8: 0))
        let unknown = Self.failure(timeline: "{ \"property\": \"chart.y9.visible\", \"to\": 0, \"duration\": 1 }")
        #expect(unknown.contains("timeline[0].property: \"chart.y9.visible\" cannot be animated on a telegram chart"), "\(unknown)")
        let outOfRange = Self.failure(timeline: "{ \"property\": \"chart.series[2].visible\", \"to\": 0, \"duration\": 1 }")
        #expect(outOfRange.contains("timeline[0].property: \"chart.series[2].visible\" cannot be animated"), "\(outOfRange)")
    }

    @Test func paletteColourTracks() throws {
        let animation = try Self.animation(timeline: """
            { "property": "chart.night.background", "to": "#000000", "duration": 1 }
            """)
        #expect(animation.chart(at: 1).night.background == Color(r8: 0, g8: 0, b8: 0))
        #expect(animation.chart(at: 1).day == TelegramPalette.day)
    }

    // MARK: Line charts: yAxis.fit and follow

    static func line(_ yAxis: String, timeline: String = "") -> String {
        """
        { "canvas": { "width": 200, "height": 100, "duration": 1 },
          "chart": { "type": "line", "series": [ { "y": [1, 5, 3] } ], "yAxis": \(yAxis) },
          "timeline": [\(timeline)] }
        """
    }

    @Test func lineFitVisibleDecodes() throws {
        let scene = try Self.decode(Self.line("""
            { "fit": "visible", "ticks": 4, "includeZero": true, "follow": { "duration": 0.3, "curve": "easeOut" } }
            """))
        let chart = try #require(scene.chart as? ChartAnimation<LineChart>).base
        let follow = try #require(chart.yFollow)
        #expect(follow.fit == YFit(intervals: 4, includeZero: true))
        let easeOut = try CurveCatalog.parse("easeOut")
        #expect(follow.follow.duration == 0.3 && follow.follow.curve == easeOut)
        let data = try #require(try Self.decode(Self.line("{ \"fit\": \"data\" }")).chart as? ChartAnimation<LineChart>).base
        #expect(data.yFollow == nil)
        // The ends are a key of their own: `fit` says what is fitted.
        let tight = try #require(try Self.decode(Self.line("{ \"fit\": \"visible\", \"ends\": \"tight\" }")).chart
            as? ChartAnimation<LineChart>).base
        #expect(tight.yFollow?.fit.ends == .tight)
        // Without fit visible a track may drive the y range.
        _ = try Self.decode(Self.line("{}", timeline: "{ \"property\": \"chart.yRange\", \"to\": [0, 10], \"duration\": 1 }"))
    }

    @Test(arguments: [
        ("{ \"fit\": \"visible\", \"range\": [0, 10] }", "chart.yAxis.range: give a \"range\" or \"fit\": \"visible\", not both"),
        ("{ \"fit\": \"sometimes\" }",
         "chart.yAxis.fit: \"sometimes\" is not allowed; expected data (fit all the data once) or visible (follow the values in view)"),
        ("{ \"fit\": true }", "chart.yAxis.fit: expected a string, found true"),
        ("{ \"follow\": { \"duration\": 1 } }", "chart.yAxis.follow: \"follow\" applies to \"fit\": \"visible\""),
        ("{ \"fit\": \"data\", \"follow\": { \"duration\": 1 } }", "chart.yAxis.follow: \"follow\" applies to \"fit\": \"visible\""),
        ("{ \"fit\": \"visible\", \"ticks\": { \"step\": 1 } }", "chart.yAxis.fit: a fitted axis picks its own ticks"),
        ("{ \"ends\": \"tight\" }", "chart.yAxis.ends: \"ends\" applies to \"fit\": \"visible\"; add \"fit\": \"visible\" or leave \"ends\" out"),
        ("{ \"fit\": \"visible\", \"ends\": \"snug\" }", "chart.yAxis.ends: \"snug\""),
        ("{ \"fit\": \"visible\", \"follow\": { \"curve\": \"nope\" } }", "chart.yAxis.follow.curve: unknown curve \"nope\""),
        ("{ \"fit\": \"visible\", \"follow\": { \"delay\": 1 } }", "chart.yAxis.follow.delay: unknown key \"delay\""),
    ])
    func lineFitErrors(yAxis: String, expected: String) {
        let message = Self.failure(json: Self.line(yAxis))
        #expect(message.hasPrefix("scene.json:2:"), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }

    @Test func yRangeTrackWithFitVisibleIsAnError() {
        let message = Self.failure(json: Self.line("{ \"fit\": \"visible\" }",
                                             timeline: "{ \"property\": \"chart.yRange\", \"to\": [0, 10], \"duration\": 1 }"))
        #expect(message.hasPrefix("scene.json:3:30: timeline[0].property: chart.yRange follows the data (yAxis.fit is \"visible\"), so a track cannot drive it"),
                "\(message)")
        // Inside a group too.
        let grouped = Self.failure(json: Self.line("{ \"fit\": \"visible\" }", timeline: """
            { "group": [ { "property": "chart.yRange", "to": [0, 10], "duration": 1 } ] }
            """))
        #expect(grouped.contains("timeline[0].group[0].property: chart.yRange follows the data"), "\(grouped)")
    }

    // MARK: Frames

    @Test func framesRenderAtTheStartAndMidAnimation() throws {
        let json = Self.scene("\"strokeEnd\": 0, \"window\": [0, 1]", timeline: """
            { "property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 1 },
            { "property": "chart.window", "to": [0.5, 1], "begin": 1, "duration": 0.5 },
            { "property": "chart.indicator.opacity", "to": 1, "begin": 1, "duration": 0.5 }
            """)
        let scene = try Self.decode(json)
        var renderer = FrameRenderer(scene: scene)
        let start = try renderer.canvas(at: 0)
        #expect(start.width == 200 && start.height == 300)
        let reveal = try renderer.canvas(at: 0.5)
        let moving = try renderer.canvas(at: 1.25)
        #expect(start.rgbaBytes() != reveal.rgbaBytes())
        #expect(reveal.rgbaBytes() != moving.rgbaBytes())
        // The chart fills its bounds with the day background.
        let corner = start.rgba8(x: 1, y: 1)
        #expect(corner.r == 255 && corner.g == 255 && corner.b == 255)
    }

    @Test func nightFrameUsesTheNightBackground() throws {
        let scene = try Self.decode(Self.scene("\"theme\": \"night\", \"indicator\": { \"position\": 0.5, \"opacity\": 1 }"))
        var renderer = FrameRenderer(scene: scene)
        let canvas = try renderer.canvas(at: 0)
        let corner = canvas.rgba8(x: 1, y: 1)
        #expect(corner.r == 0x24 && corner.g == 0x2F && corner.b == 0x3E, "\(corner)")
    }
}
