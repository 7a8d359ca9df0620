import ReelTiming
import Testing

@testable import ReelScene

/// A chart's own load motion: its defaults reach the reference and the
/// decoded track unchanged, and a scene's object overrides them key by key.
@Suite struct ImplicitMotionTests {
    @Test func curveTextNamesNamedCurvesOnly() {
        #expect(ImplicitMotion.curveText(.easeInEaseOut) == "`\"easeInEaseOut\"`")
        #expect(ImplicitMotion.curveText(.linear) == "`\"linear\"`")
        #expect(ImplicitMotion.curveText(.cubicBezier(CubicBezier(0.1, 0.2, 0.3, 0.4))) == "a curve")
    }

    @Test func timingCarriesBeginAndDuration() {
        var motion = ImplicitMotion()
        motion.begin = 1.5
        motion.duration = 2
        #expect(motion.timing.begin == 1.5)
        #expect(motion.timing.duration == 2)
    }

    @Test func scrollTableRejectsADurationOutOfRange() throws {
        var motion = ImplicitMotion()
        let source = SourceText(name: "scroll.json", bytes: Array(#"{ "duration": -1 }"#.utf8))
        let context = ValueContext(value: try JSONParser.parse(source), path: "chart.scrollToNow", source: source, session: DecodingSession())
        let error = #expect(throws: SceneError.self) { try ActivityOptions.scrollTable.decodeObject(context, into: &motion) }
        #expect(error?.path == "chart.scrollToNow.duration")
        #expect(error?.message.contains("3600") == true)
    }

    @Test func scrollTableReadsOnlyTheKeysGiven() throws {
        var motion = ImplicitMotion()
        let source = SourceText(name: "scroll.json", bytes: Array(#"{ "duration": 2 }"#.utf8))
        let context = ValueContext(value: try JSONParser.parse(source), path: "chart.scrollToNow", source: source, session: DecodingSession())
        try ActivityOptions.scrollTable.decodeObject(context, into: &motion)
        #expect(motion.duration == 2)
        #expect(motion.begin == ImplicitMotion().begin)
        #expect(motion.curve == ImplicitMotion().curve)
    }
}
