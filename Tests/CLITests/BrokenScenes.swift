/// Scenes with one thing wrong each, for `BrokenSceneTests`: what `validate`
/// reports (the JSON path it must name) and whether the schema can say it.
struct BrokenScene: Sendable {
    let name: String
    let json: String
    /// The JSON path `validate` names (`chart.tintColor`, `timeline[0].values[1]`).
    let path: String
    /// Why the schema cannot catch it; nil when it must.
    let beyondSchema: String?

    init(_ name: String, _ path: String, _ json: String, beyondSchema: String? = nil) {
        self.name = name
        self.json = json
        self.path = path
        self.beyondSchema = beyondSchema
    }
}

extension BrokenScene {
    static let canvas = #""canvas": { "width": 100, "height": 100 }"#
    static let donut = #""chart": { "type": "donut" }"#
    static let line = #""chart": { "type": "line", "series": [{ "y": [1, 2, 3] }] }"#

    static func scene(canvas: String = canvas, chart: String = donut, timeline: String? = nil, extra: String = "") -> String {
        "{ \(canvas), \(chart)" + (timeline.map { ", \"timeline\": [\($0)]" } ?? "") + extra + " }"
    }

    static func donut(_ members: String) -> String { scene(chart: "\"chart\": { \"type\": \"donut\", \(members) }") }

    static func line(_ members: String, timeline: String? = nil) -> String {
        scene(chart: "\"chart\": { \"type\": \"line\", \"series\": [{ \"y\": [1, 2, 3] }], \(members) }", timeline: timeline)
    }

    static func track(_ members: String, chart: String = donut) -> String { scene(chart: chart, timeline: "{ \(members) }") }

    static func canvas(_ members: String) -> String {
        scene(canvas: "\"canvas\": { \"width\": 100, \"height\": 100, \(members) }")
    }

    static let dated = #""chart": { "type": "line", "x": ["2019-03-07", "2019-03-08", "2019-03-09"], "series": [{ "y": [1, 2, 3] }] }"#

    static let all: [BrokenScene] = colours + properties + texts + timing + ranges + keys + types + names + beyond

    static let colours: [BrokenScene] = [
        BrokenScene("hex-five-digits", "chart.tintColor", donut(##""tintColor": "#12345""##)),
        BrokenScene("unknown-colour", "chart.tintColor", donut(#""tintColor": "blurple""#)),
        BrokenScene("colour-name-case", "chart.trackColor", donut(#""trackColor": "Red""#)),
        BrokenScene("hex-not-hex", "canvas.background", canvas(##""background": "#GGHHII""##)),
        BrokenScene("background-transparent", "canvas.background", canvas(#""background": "transparent""#)),
        BrokenScene("colour-in-track-values", "timeline[0].values[1]", track(#""property": "chart.tintColor", "values": ["red", "blurple"]"#)),
        BrokenScene("colour-in-track-to", "timeline[0].to", track(##""property": "chart.trackColor", "to": "#12""##)),
        BrokenScene("number-for-colour-track", "timeline[0].from", track(#""property": "chart.tintColor", "from": 3, "to": "red""#)),
        BrokenScene("colour-of-line-series", "chart.series[0].color", scene(chart: ##""chart": { "type": "line", "series": [{ "y": [1, 2], "color": "#1234" }] }"##)),
    ]

    static let properties: [BrokenScene] = [
        BrokenScene("xRange-on-donut", "timeline[0].property", track(#""property": "chart.xRange", "to": [0, 1]"#)),
        BrokenScene("unknown-line-property", "timeline[0].property", track(#""property": "chart.nope", "to": 1"#, chart: line)),
        BrokenScene("property-without-chart", "timeline[0].property", track(#""property": "strokeEnd", "to": 1"#)),
        BrokenScene("series-property-unknown", "timeline[0].property", track(#""property": "chart.series[0].thickness", "to": 1"#, chart: line)),
        BrokenScene("group-duration-too-long", "timeline[0].duration", track(#""group": [{ "property": "chart.value", "to": 1 }], "duration": 7200"#)),
        BrokenScene("donut-property-in-group", "timeline[0].group[0].property", track(#""group": [{ "property": "chart.yRange", "to": [0, 1] }]"#)),
        BrokenScene("track-value-out-of-range", "timeline[0].to", track(#""property": "chart.strokeEnd", "to": 5"#)),
        BrokenScene("series-opacity-out-of-range", "timeline[0].values[0]", track(#""property": "chart.series[0].opacity", "values": [2, 1]"#, chart: line)),
        BrokenScene("range-track-not-a-pair", "timeline[0].to", track(#""property": "chart.yRange", "to": [0, 1, 2]"#, chart: line)),
    ]

    static let texts: [BrokenScene] = [
        BrokenScene("donut-placeholder", "chart.label.format", donut(#""label": { "format": "{percnt}%" }"#)),
        BrokenScene("donut-empty-format", "chart.label.format", donut(#""label": { "format": "" }"#)),
        BrokenScene("bubble-placeholder", "chart.bubble.format", line(#""bubble": { "format": "{val} {name}" }"#)),
        BrokenScene("bad-date-month", "chart.x[1]", scene(chart: #""chart": { "type": "line", "x": ["2019-03-07", "2019-13-01", "2019-03-09"], "series": [{ "y": [1, 2, 3] }] }"#)),
        BrokenScene("bad-date-day", "chart.x[0]", scene(chart: #""chart": { "type": "line", "x": ["2019-04-31", "2019-05-01", "2019-05-02"], "series": [{ "y": [1, 2, 3] }] }"#)),
        BrokenScene("bad-date-zone", "chart.x[2]", scene(chart: #""chart": { "type": "line", "x": ["2019-03-07", "2019-03-08", "2019-03-09T10:00+19:00"], "series": [{ "y": [1, 2, 3] }] }"#)),
        BrokenScene("bad-date-in-track", "timeline[0].to[1]", track(#""property": "chart.xRange", "to": ["2019-03-07", "tomorrow"]"#, chart: dated)),
        BrokenScene("bad-clock", "chart.now", scene(chart: #""chart": { "type": "activity", "intervals": [{ "start": "7:00", "end": "8:00", "type": "active" }], "now": "25:10" }"#)),
    ]

    static let timing: [BrokenScene] = [
        BrokenScene("repeatCount-and-repeatDuration", "timeline[0].repeatCount", track(#""property": "chart.strokeEnd", "to": 1, "repeatCount": 2, "repeatDuration": 3"#)),
        BrokenScene("values-and-from", "timeline[0].from", track(#""property": "chart.strokeEnd", "values": [0, 1], "from": 0"#)),
        BrokenScene("keyTimes-without-values", "timeline[0].keyTimes", track(#""property": "chart.strokeEnd", "to": 1, "keyTimes": [0, 1]"#)),
        BrokenScene("track-that-moves-nothing", "timeline[0]", track(#""property": "chart.strokeEnd", "duration": 1"#)),
        BrokenScene("track-without-property", "timeline[0]", track(#""to": 1"#)),
        BrokenScene("keyTime-out-of-range", "timeline[0].keyTimes[1]", track(#""property": "chart.strokeEnd", "values": [0, 1], "keyTimes": [0, 1.5]"#)),
        BrokenScene("duration-too-long", "timeline[0].duration", track(#""property": "chart.strokeEnd", "to": 1, "duration": 4000"#)),
        BrokenScene("speed-zero", "timeline[0].speed", track(#""property": "chart.strokeEnd", "to": 1, "speed": 0"#)),
        BrokenScene("speed-too-fast", "timeline[0].speed", track(#""property": "chart.strokeEnd", "to": 1, "speed": 200"#)),
        BrokenScene("negative-repeatCount", "timeline[0].repeatCount", track(#""property": "chart.strokeEnd", "to": 1, "repeatCount": -1"#)),
        BrokenScene("repeatCount-word", "timeline[0].repeatCount", track(#""property": "chart.strokeEnd", "to": 1, "repeatCount": "forever""#)),
        BrokenScene("range-with-fit-visible", "chart.yAxis.range", line(#""yAxis": { "range": [0, 10], "fit": "visible" }"#)),
    ]

    static let ranges: [BrokenScene] = [
        BrokenScene("canvas-width-zero", "canvas.width", scene(canvas: #""canvas": { "width": 0, "height": 100 }"#)),
        BrokenScene("canvas-fps", "canvas.fps", canvas(#""fps": 500"#)),
        BrokenScene("canvas-fps-fraction", "canvas.fps", canvas(#""fps": 29.97"#)),
        BrokenScene("canvas-scale", "canvas.scale", canvas(#""scale": 100"#)),
        BrokenScene("canvas-duration-negative", "canvas.duration", canvas(#""duration": -1"#)),
        BrokenScene("canvas-padding", "canvas.padding", canvas(#""padding": 5000"#)),
        BrokenScene("donut-strokeEnd", "chart.strokeEnd", donut(#""strokeEnd": 2"#)),
        BrokenScene("label-decimals", "chart.label.decimals", donut(#""label": { "decimals": 9 }"#)),
        BrokenScene("shape-rect-huge", "chart.layers[0].rect[2]", scene(chart: #""chart": { "type": "shapes", "layers": [{ "rect": [0, 0, 1e20, 5], "fill": "red" }] }"#)),
        BrokenScene("line-phaseY", "chart.phaseY", line(#""phaseY": 11"#)),
        BrokenScene("axis-ticks", "chart.yAxis.ticks", line(#""yAxis": { "ticks": 500 }"#)),
    ]

    static let keys: [BrokenScene] = [
        BrokenScene("unknown-root-key", "zzz", scene(extra: #", "zzz": 1"#)),
        BrokenScene("unknown-canvas-key", "canvas.colour", canvas(#""colour": "red""#)),
        BrokenScene("unknown-chart-key", "chart.vaule", donut(#""vaule": 3"#)),
        BrokenScene("unknown-track-key", "timeline[0].curv", track(#""property": "chart.strokeEnd", "to": 1, "curv": "linear""#)),
        BrokenScene("unknown-nested-key", "chart.bubble.colr", line(#""bubble": { "colr": "red" }"#)),
        BrokenScene("unknown-series-key", "chart.series[0].colour", scene(chart: #""chart": { "type": "line", "series": [{ "y": [1, 2], "colour": "red" }] }"#)),
    ]

    static let types: [BrokenScene] = [
        BrokenScene("width-as-string", "canvas.width", scene(canvas: #""canvas": { "width": "100", "height": 100 }"#)),
        BrokenScene("bool-as-string", "chart.animated", donut(#""animated": "yes""#)),
        BrokenScene("timeline-not-array", "timeline", scene(extra: #", "timeline": { "property": "chart.strokeEnd" }"#)),
        BrokenScene("series-y-strings", "chart.series[0].y[0]", scene(chart: #""chart": { "type": "line", "series": [{ "y": ["1", 2] }] }"#)),
        BrokenScene("missing-type", "chart", scene(chart: #""chart": { "value": 3 }"#)),
        BrokenScene("missing-canvas", "canvas", #"{ "chart": { "type": "donut" } }"#),
        BrokenScene("telegram-without-data", "chart", scene(chart: #""chart": { "type": "telegram" }"#)),
        BrokenScene("data-no-fields-in-y", "chart.data.y", scene(chart: #""chart": { "type": "line", "data": { "file": "d.csv", "y": [] } }"#)),
        BrokenScene("data-two-files", "chart.data.csv", scene(chart: #""chart": { "type": "line", "data": { "file": "d.csv", "csv": "d.csv" } }"#)),
        BrokenScene("data-x-not-a-name", "chart.data.x", scene(chart: #""chart": { "type": "line", "data": { "file": "d.csv", "x": 0 } }"#)),
    ]

    static let names: [BrokenScene] = [
        BrokenScene("unknown-chart-type", "chart.type", scene(chart: #""chart": { "type": "pie" }"#)),
        BrokenScene("bad-curve", "timeline[0].curve", track(#""property": "chart.strokeEnd", "to": 1, "curve": "easeInOutQuadd""#)),
        BrokenScene("bad-curve-in-curves", "timeline[0].curves[1]", track(#""property": "chart.strokeEnd", "values": [0, 0.5, 1], "curves": ["linear", "bouncy"]"#)),
        BrokenScene("bad-animation-curve", "chart.animationCurve", donut(#""animationCurve": "fast""#)),
        BrokenScene("bad-fill", "timeline[0].fill", track(#""property": "chart.strokeEnd", "to": 1, "fill": "sometimes""#)),
        BrokenScene("bad-calculationMode", "timeline[0].calculationMode", track(#""property": "chart.strokeEnd", "values": [0, 1], "calculationMode": "smooth""#)),
        BrokenScene("bad-lineMode", "chart.lineMode", line(#""lineMode": "curvy""#)),
        BrokenScene("bad-fit", "chart.yAxis.fit", line(#""yAxis": { "fit": "all" }"#)),
    ]

    /// What only reading the scene against its data, the file system or
    /// other values of the scene can find.
    static let beyond: [BrokenScene] = [
        BrokenScene("range-upside-down", "chart.yAxis.range", line(#""yAxis": { "range": [10, 0] }"#),
                    beyondSchema: "a value relative to another value (lower end above the upper end)"),
        BrokenScene("padding-beyond-half", "canvas.padding", canvas(#""padding": 60"#),
                    beyondSchema: "a bound that depends on another key (half the canvas's smaller side)"),
        BrokenScene("missing-data-file", "chart.data", scene(chart: #""chart": { "type": "line", "data": { "csv": "no-such-file.csv" } }"#),
                    beyondSchema: "the file system: whether the data file exists and what it holds"),
        BrokenScene("missing-font", "chart.label.font", donut(#""label": { "font": "/no/such/font.ttf" }"#),
                    beyondSchema: "font availability on the machine that renders"),
        BrokenScene("leap-day", "chart.x[0]", scene(chart: #""chart": { "type": "line", "x": ["2019-02-29", "2019-03-01", "2019-03-02"], "series": [{ "y": [1, 2, 3] }] }"#),
                    beyondSchema: "the calendar: 29 February only in leap years (a pattern takes it every year)"),
    ]
}
