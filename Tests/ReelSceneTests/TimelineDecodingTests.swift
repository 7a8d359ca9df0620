import ReelGeometry
import ReelTiming
import Testing

@testable import ReelScene
@testable import ReelCharts

/// Timeline features as a scene file uses them, evaluated on a donut.
@Suite struct TimelineDecodingTests {
    func scene(_ timeline: String, chart: String = "\"value\": 50, \"animated\": false") throws -> ChartAnimation<DonutChart> {
        let json = """
            { "canvas": { "width": 100, "height": 100, "duration": 10 },
              "chart": { "type": "donut", \(chart) },
              "timeline": \(timeline) }
            """
        let scene = try SceneLoader.decode(SourceText(name: "t.json", bytes: Array(json.utf8)))
        return try #require(scene.chart as? ChartAnimation<DonutChart>)
    }

    func failure(_ timeline: String) -> String {
        do {
            _ = try scene(timeline)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func timingKeysReachTheTrack() throws {
        let a = try scene("""
            [ { "property": "chart.strokeEnd", "from": 0, "to": 1, "begin": 1, "duration": 2,
                "repeatCount": 2, "autoreverses": true, "fill": "forwards" } ]
            """)
        // One iteration is 4 s (forward 2, back 2); two of them end at 9 s.
        #expect(a.chart(at: 0.5).strokeEnd == 1)  // fill forwards only: the chart's own value before
        #expect(a.chart(at: 2).strokeEnd == 0.5)
        #expect(a.chart(at: 3).strokeEnd == 1)
        #expect(a.chart(at: 4).strokeEnd == 0.5)
        #expect(a.chart(at: 5).strokeEnd == 0)
        #expect(a.chart(at: 8).strokeEnd == 0.5)
        #expect(a.chart(at: 9.5).strokeEnd == 0)  // rests where the last reversed pass ends
        #expect(a.timelineEnd == 9)
    }

    @Test func speedOffsetAndRepeatDuration() throws {
        let a = try scene("""
            [ { "property": "chart.value", "from": 0, "to": 100, "duration": 4, "speed": 2, "timeOffset": 1 },
              { "property": "chart.barWidth", "from": 0, "to": 10, "duration": 1, "repeatDuration": 2.5, "begin": 3 } ]
            """)
        // Speed 2: the 4 s pass takes 2 s; offset 1 starts it a quarter in and wraps.
        #expect(a.chart(at: 0).value == 25)
        #expect(a.chart(at: 1).value == 75)
        #expect(a.chart(at: 1.5).value == 0)
        #expect(a.chart(at: 1.75).value == 12.5)
        #expect(a.chart(at: 3).barWidth == 0)
        #expect(a.chart(at: 4.25).barWidth == 2.5)
        #expect(a.chart(at: 5.5).barWidth == 5)  // stopped half-way through the third pass
        #expect(a.tracks[1].end == 5.5)
    }

    @Test func infiniteRepeatNeedsACanvasDuration() throws {
        let json = """
            { "canvas": { "width": 100, "height": 100 }, "chart": { "type": "donut", "animated": false },
              "timeline": [ { "property": "chart.value", "to": 10, "duration": 1, "repeatCount": "inf" } ] }
            """
        #expect(throws: SceneError.self) { try SceneLoader.decode(SourceText(name: "t.json", bytes: Array(json.utf8))) }
        let a = try scene("[ { \"property\": \"chart.value\", \"from\": 0, \"to\": 10, \"duration\": 1, \"repeatCount\": \"inf\" } ]")
        #expect(a.chart(at: 1000.5).value == 5)
    }

    @Test func keyframesWithKeyTimesAndCurves() throws {
        let a = try scene("""
            [ { "property": "chart.value", "values": [0, 80, 60], "keyTimes": [0, 0.75, 1],
                "curves": ["linear", "linear"], "duration": 4 } ]
            """)
        #expect(a.chart(at: 1.5).value == 40)
        #expect(a.chart(at: 3).value == 80)
        #expect(a.chart(at: 3.5).value == 70)
        #expect(a.chart(at: 4).value == 60)
    }

    @Test func discreteAndPacedKeyframes() throws {
        let a = try scene("""
            [ { "property": "chart.value", "values": [10, 20, 30], "calculationMode": "discrete", "duration": 3 },
              { "property": "chart.barWidth", "values": [0, 10, 40], "calculationMode": "paced", "duration": 4 } ]
            """)
        #expect(a.chart(at: 0.5).value == 10)
        #expect(a.chart(at: 1).value == 20)
        #expect(a.chart(at: 2.9).value == 30)
        // Paced: 40 units over 4 s, so 10 units a second whatever the keyframes.
        #expect(abs(a.chart(at: 0.5).barWidth - 5) < 1e-12)
        #expect(abs(a.chart(at: 2).barWidth - 20) < 1e-12)
    }

    @Test func colourTracksBlendInOKLab() throws {
        let a = try scene("[ { \"property\": \"chart.tintColor\", \"from\": \"black\", \"to\": \"white\", \"duration\": 2 } ]")
        let mid = a.chart(at: 1).tintColor.rgba8
        // OKLab lightness 0.5 is linear 0.125, sRGB 99: not the sRGB average 128.
        #expect(abs(mid.r - 99) <= 1 && mid.r == mid.g && mid.g == mid.b)
        #expect(a.chart(at: 2).tintColor == .white)
    }

    @Test func groupsRunChildrenInTheirOwnTime() throws {
        let a = try scene("""
            [ { "group": [ { "property": "chart.value", "from": 0, "to": 10, "duration": 1 },
                           { "property": "chart.barWidth", "from": 0, "to": 10, "duration": 1, "begin": 1 } ],
                "begin": 2, "repeatCount": 2 } ]
            """)
        // The group lasts 2 s (its children's extent) and repeats twice from 2 s.
        #expect(a.chart(at: 2.5).value == 5)
        #expect(a.chart(at: 3.5).barWidth == 5)
        #expect(a.chart(at: 4.5).value == 5)  // second iteration restarts the children
        #expect(a.chart(at: 4.5).barWidth == 0)
        #expect(a.tracks[0].end == 6)
    }

    @Test func sequencesAndStaggers() throws {
        let a = try scene("""
            [ { "sequence": [ { "property": "chart.value", "from": 0, "to": 10, "duration": 1 },
                              { "property": "chart.barWidth", "from": 0, "to": 10, "duration": 2, "begin": 0.5 } ] },
              { "group": [ { "property": "chart.strokeStart", "from": 0, "to": 1, "duration": 1 },
                           { "property": "chart.barPadding", "from": 0, "to": 1, "duration": 1 } ],
                "stagger": 0.25, "begin": 5 } ]
            """)
        // The second child starts when the first ends, after its own 0.5 s.
        #expect(a.chart(at: 1.5).barWidth == 0)
        #expect(a.chart(at: 2.5).barWidth == 5)
        #expect(a.tracks[0].end == 3.5)
        // Staggered: the second child runs a quarter second behind the first.
        #expect(a.chart(at: 5.5).strokeStart == 0.5)
        #expect(a.chart(at: 5.5).barPadding == 0.25)
        #expect(a.tracks[1].end == 6.25)
    }

    @Test func springTrackDefaultsToItsSettlingDuration() throws {
        let a = try scene("[ { \"property\": \"chart.value\", \"from\": 0, \"to\": 100, \"curve\": \"spring\" } ]")
        let settling = Spring().settlingDuration()
        #expect(abs(a.timelineEnd - settling) < 1e-12)
        #expect(a.chart(at: settling * 0.3).value > 100)  // the default spring overshoots
    }

    @Test(arguments: [
        ("[ { \"property\": \"chart.value\", \"values\": [1, 2], \"keyTimes\": [0, 0.5] } ]", "timeline[0].keyTimes: key times must start at 0 and end at 1"),
        ("[ { \"property\": \"chart.value\", \"values\": [1, 2], \"keyTimes\": [0] } ]", "timeline[0].keyTimes: expected 2 key times for 2 values, got 1"),
        ("[ { \"property\": \"chart.value\", \"values\": [1, 2, 3], \"curves\": [\"linear\", \"x\"] } ]", "timeline[0].curves[1]: unknown curve \"x\""),
        ("[ { \"property\": \"chart.value\", \"values\": [1, 2], \"from\": 1 } ]", "timeline[0].from: give either \"values\""),
        ("[ { \"property\": \"chart.value\", \"values\": [1, 2], \"keyTimes\": [0, 1], \"calculationMode\": \"paced\" } ]", "timeline[0].keyTimes: paced keyframes"),
        ("[ { \"property\": \"chart.value\", \"to\": 1, \"repeatCount\": 2, \"repeatDuration\": 3 } ]", "timeline[0].repeatCount: give \"repeatCount\" or \"repeatDuration\", not both"),
        ("[ { \"property\": \"chart.value\", \"to\": 1, \"repeatCount\": \"forever\" } ]", "timeline[0].repeatCount: expected a number of repeats or \"inf\""),
        ("[ { \"property\": \"chart.value\", \"to\": 1, \"speed\": 0 } ]", "timeline[0].speed: speed 0 would freeze"),
        ("[ { \"property\": \"chart.value\", \"to\": 1, \"speed\": -1, \"repeatCount\": \"inf\" } ]", "timeline[0].speed: a negative speed"),
        ("[ { \"property\": \"chart.tintColor\", \"to\": 3 } ]", "timeline[0].to: expected a colour"),
        ("[ { \"property\": \"chart.value\", \"to\": 1, \"curve\": \"cubicBezier(2, 0, 0.5, 1)\" } ]", "timeline[0].curve: cubicBezier x1 must be from 0 to 1"),
        ("[ { \"property\": \"chart.value\", \"to\": 1, \"curve\": \"spring(damping: 0)\" } ]", "timeline[0]: a spring without damping never settles"),
        ("[ { \"group\": [ { \"property\": \"chart.nope\", \"to\": 1 } ] } ]", "timeline[0].group[0].property: \"chart.nope\" cannot be animated"),
        ("[ { \"sequence\": [], \"curve\": \"linear\" } ]", "timeline[0].curve: unknown key \"curve\""),
    ])
    func badTimelinesNameThePlace(timeline: String, expected: String) {
        let message = failure(timeline)
        #expect(message.contains(expected), "\(message)")
    }
}
