import Testing

@testable import ReelCharts

/// Label thinning on a ladder of strides (a time axis's calendar steps).
@Suite struct CalendarLadderTests {
    @Test func theLadderIsTheCalendarStepsTheDataStepDivides() {
        // 5-minute points: 5, 15, 30 min, 1, 2, 4, 12 h, a day.
        #expect(TimeScale.labelLadder(dataStep: 300) == [1, 3, 6, 12, 24, 48, 144, 288])
        #expect(TimeScale.labelLadder(dataStep: 3_600) == [1, 2, 4, 12, 24])
        #expect(TimeScale.labelLadder(dataStep: 1_200) == [3, 6, 12, 36, 72])
        // Daily data, and a step that divides no calendar step, go by powers of two.
        #expect(TimeScale.labelLadder(dataStep: 86_400).isEmpty)
        #expect(TimeScale.labelLadder(dataStep: 7 * 60).isEmpty)
        // Each step divides the next, so a label that stays keeps its place.
        for step in [60.0, 300, 600, 900, 1_800, 3_600, 7_200, 10_800] {
            let ladder = TimeScale.labelLadder(dataStep: step)
            #expect(zip(ladder, ladder.dropFirst()).allSatisfy { $1 % $0 == 0 }, "\(step): \(ladder)")
        }
    }

    @Test func theStrideIsTheFirstStepThatFitsAndTheNextShowsFully() {
        let ladder = TimeScale.labelLadder(dataStep: 300)
        // Width 30, gap 20: closest 40 pt. 1 pt a point: 48 points (4 h) fit, the
        // next step, 12 h, shows fully; 4 h has 8 pt of room, so 8 / 10 opacity.
        let wide = LabelThinning(spacing: 1, width: 30, gap: 20, ladder: ladder)
        #expect(wide.stride == 48 && wide.fullStride == 144 && abs(wide.fadingOpacity - 0.8) < 1e-12)
        // 00:00 from the anchor, 04:00 fading, 05:20 (64 points) never.
        #expect(wide.opacity(of: 144, anchor: 0) == 1 && abs(wide.opacity(of: 48, anchor: 0) - 0.8) < 1e-12)
        #expect(wide.opacity(of: 64, anchor: 0) == 0 && wide.opacity(of: 32, anchor: 0) == 0)
        // Past the ladder's last step (a day) the stride doubles: 2 days, 4 days.
        let far = LabelThinning(spacing: 0.1, width: 30, gap: 20, ladder: ladder)
        #expect(far.stride == 576 && far.fullStride == 1_152)
        // Without a ladder: powers of two, as before.
        let plain = LabelThinning(spacing: 1, width: 30, gap: 20)
        #expect(plain.stride == 64 && plain.fullStride == 128)
    }
}
