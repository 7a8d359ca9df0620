import Foundation
import ReelGeometry
import ReelTiming
import Testing

@testable import ReelScene
@testable import ReelCharts

/// `frame --explain`: each track's state and value equal the track
/// evaluated on its own (MediaTiming and Track math, here), at the key
/// times of Core Animation's timing; derived values equal what the frame
/// draws (its `--layout`).
@Suite struct FrameExplanationTests {
    /// A: strokeStart 0 → 0.2 over 1...2 s, fill removed. B: strokeEnd
    /// 0.1 → 0.9 over 1...2 s, fill backwards. C: value through keyframes
    /// 0, 50, 100 at key times 0, 0.25, 1, three 1 s passes, fill forwards.
    /// A group from 0.5 s holds D: strokeEnd 0.2 → 0.6 over 1 s, autoreversing,
    /// which overrides B while it applies.
    static let json = """
        {
          "canvas": { "width": 120, "height": 120, "duration": 4 },
          "chart": { "type": "donut", "value": 75 },
          "timeline": [
            { "property": "chart.strokeStart", "from": 0, "to": 0.2, "begin": 1, "duration": 1, "fill": "removed" },
            { "property": "chart.strokeEnd", "from": 0.1, "to": 0.9, "begin": 1, "duration": 1, "fill": "backwards",
              "curve": "cubicBezier(0.3, 0, 0.2, 1)" },
            { "property": "chart.value", "values": [0, 50, 100], "keyTimes": [0, 0.25, 1], "duration": 1,
              "repeatCount": 3, "fill": "forwards" },
            { "group": [
                { "property": "chart.strokeEnd", "from": 0.2, "to": 0.6, "duration": 1, "autoreverses": true, "fill": "both" }
              ], "begin": 0.5, "fill": "removed" }
          ]
        }
        """

    static let a = Track(from: 0.0, to: 0.2, timing: MediaTiming(begin: 1, duration: 1, fill: .removed))
    static let b = Track(from: 0.1, to: 0.9, timing: MediaTiming(begin: 1, duration: 1, fill: .backwards),
                         curve: .cubicBezier(CubicBezier(0.3, 0, 0.2, 1)))
    static let c = Track(.keyframes(try! Keyframes(values: [0.0, 50, 100], keyTimes: [0, 0.25, 1])),
                         timing: MediaTiming(duration: 1, repeatCount: 3, fill: .forwards))
    static let group = MediaTiming(begin: 0.5, duration: 2, fill: .removed)
    static let d = Track(from: 0.2, to: 0.6, timing: MediaTiming(duration: 1, autoreverses: true, fill: .both))

    static func explain(at t: Double) throws -> FrameExplanation {
        let scene = try SceneLoader.decode(SourceText(name: "explain.json", bytes: Array(json.utf8)))
        return try Reel.explain(scene, at: t)
    }

    static func track(_ e: FrameExplanation, _ index: Int) -> TrackExplanation { e.chart.tracks[index] }

    @Test func listsEveryEntryInOrderWithGroupsAndDepth() throws {
        let e = try Self.explain(at: 1.5)
        #expect(e.chart.tracks.map(\.kind) == [.track, .track, .track, .group, .track])
        #expect(e.chart.tracks.map(\.depth) == [0, 0, 0, 0, 1])
        #expect(e.chart.tracks.map(\.property) == ["chart.strokeStart", "chart.strokeEnd", "chart.value", nil, "chart.strokeEnd"])
        #expect(Self.track(e, 1).curve == "cubicBezier(0.3, 0, 0.2, 1)")
        #expect(Self.track(e, 0).curve == "linear")
    }

    /// Before `begin`: A (fill removed) does not apply and shows the
    /// chart's own value; B (fill backwards) holds its from value.
    @Test func beforeBeginWithAndWithoutBackwardsFill() throws {
        let e = try Self.explain(at: 0.25)
        let a = Self.track(e, 0), b = Self.track(e, 1)
        #expect(a.phase == "before begin" && !a.applies && a.value == nil && a.own?.numbers == [0])
        #expect(Self.a.value(at: 0.25) == nil)
        #expect(b.phase == "before begin" && b.applies && b.value?.numbers == [Self.b.value(at: 0.25)!])
        #expect(b.used, "the group does not apply yet, so B's value is drawn")
        #expect(Self.track(e, 3).applies == false && Self.track(e, 4).phase == "group not applied")
    }

    /// Inside C's second pass, and D in the reversed half of its autoreverse
    /// (group local time 1.25 s), overriding B.
    @Test func insideRepeatsAndTheReversedHalf() throws {
        let t = 1.75
        let e = try Self.explain(at: t)
        let c = Self.track(e, 2)
        #expect(c.iteration == 1 && c.localTime == Self.c.timing.iterationTime(at: t))
        #expect(c.value?.numbers == [Self.c.value(at: t)!])
        #expect(c.keys == [1, 2] && c.keyTimes == [0.25, 1])
        let group = Self.track(e, 3)
        let local = try #require(Self.group.iterationTime(at: t))
        #expect(group.applies && group.localTime == local)
        let d = Self.track(e, 4)
        #expect(d.time == local && d.direction == "backwards" && d.localTime == Self.d.timing.iterationTime(at: local))
        #expect(d.linear == Self.d.timing.progress(at: local) && d.value?.numbers == [Self.d.value(at: local)!])
        #expect(d.used && !Self.track(e, 1).used, "the later track on strokeEnd wins")
        let stroke = try #require(e.chart.derived.first { $0.name == "stroke" })
        #expect(stroke.numbers == [Self.a.value(at: t)!, Self.d.value(at: local)!], "the resolved chart has the winning values")
    }

    /// After the end, each fill mode: removed (A) and backwards (B) stop
    /// applying, forwards (C) holds its last value, both (D) too.
    @Test func afterTheEndWithEachFillMode() throws {
        let t = 3.5
        let e = try Self.explain(at: t)
        let a = Self.track(e, 0), b = Self.track(e, 1), c = Self.track(e, 2)
        #expect(a.phase == "ended" && !a.applies && Self.a.value(at: t) == nil)
        #expect(b.phase == "ended" && !b.applies && Self.b.value(at: t) == nil)
        #expect(c.phase == "ended" && c.applies && c.iteration == 2 && c.value?.numbers == [Self.c.value(at: t)!])
        #expect(c.value?.numbers == [100])
        #expect(Self.track(e, 3).phase == "ended" && !Self.track(e, 3).applies, "the group's fill is removed")
        let revealed = try #require(e.chart.derived.first { $0.name == "stroke" })
        #expect(revealed.numbers == [0, 1], "nothing applies to the stroke: the chart's own values")
    }

    /// A chart's own animation is listed first and marked implicit.
    @Test func implicitTracksAreMarked() throws {
        let json = """
            { "canvas": { "width": 120, "height": 120, "duration": 2 },
              "chart": { "type": "donut", "value": 40, "animated": true, "animationDuration": 1 } }
            """
        let scene = try SceneLoader.decode(SourceText(name: "implicit.json", bytes: Array(json.utf8)))
        let e = try Reel.explain(scene, at: 0.5)
        let first = try #require(e.chart.tracks.first)
        #expect(first.implicit && first.property == "chart.strokeEnd" && first.used)
        #expect(e.chart.derived.first { $0.name == "stroke" }?.numbers.last == first.value?.numbers.first)
    }

    /// The y labels a telegram frame draws lie inside the y range it says
    /// it shows, the x labels inside its window, and the series' visible
    /// fractions are the ones the timeline sets.
    @Test(arguments: [1.3, 2.5, 6.5])
    func telegramDerivedValuesMatchTheDrawnLayout(_ t: Double) throws {
        let scene = try MirrorFrames.scene("telegram-followers")
        let e = try Reel.explain(scene, at: t)
        let layout = try Reel.layout(scene, at: t)
        let shown = try #require(e.chart.derived.first { $0.name == "y/0/shown" }?.numbers)
        let labels = layout.items.filter { $0.role == "y-label" && $0.opacity > 0 }.compactMap(\.value)
        #expect(!labels.isEmpty)
        for value in labels { #expect(value >= shown[0] - 1e-9 && value <= shown[1] + 1e-9, "label \(value) outside \(shown)") }
        let window = try #require(e.chart.derived.first { $0.name == "window" }?.numbers)
        let xLabels = layout.items.filter { $0.role == "x-label" && $0.opacity > 0 }.compactMap(\.value)
        #expect(!xLabels.isEmpty)
        let slack = (window[1] - window[0]) * 0.05
        for value in xLabels { #expect(value >= window[0] - slack && value <= window[1] + slack, "x label \(value) outside \(window)") }
        if let follow = e.chart.derived.first(where: { $0.name == "y/0/follow/progress" })?.numbers.first,
           let from = e.chart.derived.first(where: { $0.name == "y/0/follow/from" })?.numbers,
           let to = e.chart.derived.first(where: { $0.name == "y/0/follow/to" })?.numbers {
            let eased = from[1] + (to[1] - from[1]) * follow
            #expect(abs(eased - shown[1]) < 1e-6 || shown[1] > eased, "shown = from + (to - from) x progress, or wider to hold what is drawn")
        }
    }

    /// A line frame: the y labels drawn lie inside the y range it says it
    /// shows, and its strokeEnd is the value of the track the frame uses.
    @Test(arguments: [0.5, 1.0, 3.5])
    func lineDerivedValuesMatchTheDrawnLayout(_ t: Double) throws {
        let scene = try MirrorFrames.scene("line-gradient-reveal")
        let e = try Reel.explain(scene, at: t)
        let layout = try Reel.layout(scene, at: t)
        let shown = try #require(e.chart.derived.first { $0.name == "y/shown" }?.numbers)
        let labels = layout.items.filter { $0.role == "y-label" && $0.opacity > 0 }.compactMap(\.value)
        #expect(!labels.isEmpty)
        for value in labels { #expect(value >= shown[0] && value <= shown[1], "label \(value) outside \(shown)") }
        let used = try #require(e.chart.tracks.last { $0.property == "chart.strokeEnd" && $0.used })
        #expect(e.chart.derived.first { $0.name == "strokeEnd" }?.numbers == used.value?.numbers)
    }

    @Test func jsonParsesWithTheDocumentedKeys() throws {
        let e = try Self.explain(at: 1.75)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(e.json().utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "time", "timelineTime", "chart", "tracks", "derived"])
        let tracks = try #require(object["tracks"] as? [[String: Any]])
        let keys: Set<String> = ["kind", "depth", "property", "implicit", "time", "phase", "fill", "applies", "used", "localTime",
                                 "iteration", "direction", "curve", "linear", "eased", "from", "to", "keys", "keyTimes", "value", "own"]
        for track in tracks { #expect(Set(track.keys) == keys) }
        #expect((tracks[2]["value"] as? [String: Any])?["numbers"] as? [Double] == [Self.c.value(at: 1.75)!])
        let derived = try #require(object["derived"] as? [[String: Any]])
        for value in derived { #expect(Set(value.keys) == ["name", "numbers", "note"]) }
    }

    @Test func tableIsAlignedAndFitsTheWidth() throws {
        let table = try Self.explain(at: 1.75).table(width: 80)
        let lines = table.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(table)")
        #expect(table.contains("chart.value") && table.contains("back") && table.contains("group"), "\(table)")
        let wide = try Self.explain(at: 0.25).table(width: 200)
        #expect(wide.contains("not applied: the chart's own value 0") && wide.contains("before begin, fill backwards"), "\(wide)")
        #expect(wide.contains("chart.strokeStart") && wide.contains("0.9607") == false)
    }
}
