import Foundation
import Testing

@testable import ReelCharts

/// Label thinning on the calendar's steps (a time axis's ladder).
@Suite struct CalendarLadderTests {
    static let day = 86_400.0
    /// 2019-01-01 00:00 UTC.
    static let start = 1_546_300_800.0

    @Test func theLadderStartsAtTheFirstStepTheDataStepDivides() {
        func lengths(_ step: Double) -> [Double] { CalendarLadder(dataStep: step).gaps }
        // 5-minute points: 5, 15, 30 min, 1, 2, 4, 12 h, a day, then the calendar.
        #expect(Array(lengths(300).prefix(8)) == [300, 900, 1_800, 3_600, 7_200, 14_400, 43_200, 86_400])
        #expect(Array(lengths(3_600).prefix(5)) == [3_600, 7_200, 14_400, 43_200, 86_400])
        // 20-minute points: not the half hour (1.5 points), from the hour on.
        #expect(Array(lengths(1_200).prefix(5)) == [3_600, 7_200, 14_400, 43_200, 86_400])
        // Daily data: days, then weeks of the month (7 days at least), halves, months, quarters...
        #expect(Array(lengths(Self.day).prefix(7)) == [1, 7, 14, 28, 59, 181, 365].map { $0 * Self.day })
        // A step that divides no step under a day labels days and up.
        #expect(lengths(7 * 60).first == Self.day)
        // Each gap at least twice the one before: a rank shows fully when the one before goes.
        for step in [60.0, 300, 600, 900, 1_800, 3_600, 7_200, 10_800, Self.day] {
            let gaps = lengths(step)
            #expect(zip(gaps, gaps.dropFirst()).allSatisfy { $1 >= 2 * $0 }, "\(step): \(gaps)")
        }
    }

    @Test func aPointsRankIsTheCoarsestStepItOpens() {
        let ladder = CalendarLadder(dataStep: Self.day)
        let x = (0..<400).map { Self.start + Double($0) * Self.day }
        let ranks = ladder.ranks(of: x) { _ in 0 }
        // Ranks: 0 day, 1 the 1st/8th/15th/22nd, 2 the 1st/15th, 3 a month, 4 two months, 5 half a year, 6 a year.
        #expect(ranks[0] == 6)  // 1 Jan 2019
        #expect(ranks[1] == 0 && ranks[7] == 1 && ranks[14] == 2 && ranks[21] == 1 && ranks[28] == 0)
        #expect(ranks[31] == 3 && ranks[59] == 4)  // 1 Feb, 1 Mar
        #expect(ranks[90] == 3 && ranks[120] == 4 && ranks[181] == 5)  // 1 Apr, 1 May, 1 Jul
        // 1 Jan 2020 opens a year, 5 years (7) and a decade (8), not 50 years.
        #expect(ranks[365] == 8)
        // In a time zone ahead of UTC, the local midnight is the point before.
        let ahead = ladder.ranks(of: x.map { $0 - 3_600 }) { _ in 3_600 }
        #expect(ahead == ranks)
        // Data with a gap: the first point after it opens the periods the gap passed.
        let gapped = ladder.ranks(of: x.enumerated().filter { !(29...33).contains($0.offset) }.map(\.element)) { _ in 0 }
        #expect(gapped[29] == 3, "4 Feb opens February")
    }

    @Test func theFinestRankThatFitsFadesAndTheCoarserShowFully() {
        // Daily labels 30 wide with a gap of 20 need 40 pt; at 4 pt a day, weeks (28 pt) are too
        // close, halves (56 pt) fit with 16 pt to spare of 10: fully shown; months too.
        let gaps = CalendarLadder(dataStep: Self.day).gaps.map { $0 / Self.day * 4 }
        let t = RankThinning(gaps: gaps, width: 30, gap: 20)
        #expect(t.level == 2 && t.fadingOpacity == 1)
        #expect(t.opacity(rank: 1) == 0 && t.opacity(rank: 2) == 1 && t.opacity(rank: 6) == 1 && t.opacity(rank: -1) == 0)
        // At 2.5 pt a day the halves have 35 pt: too close; months 70 pt.
        let wider = RankThinning(gaps: gaps.map { $0 / 4 * 2.5 }, width: 30, gap: 20)
        #expect(wider.level == 3 && wider.opacity(rank: 2) == 0 && wider.opacity(rank: 3) == 1)
        // At 1.5 pt a day months have 42 pt: 2 of the 10 pt of room, so 0.2.
        let fading = RankThinning(gaps: gaps.map { $0 / 4 * 1.5 }, width: 30, gap: 20)
        #expect(fading.level == 3 && abs(fading.opacity(rank: 3) - 0.2) < 1e-12 && fading.opacity(rank: 4) == 1)
        // Nothing fits: only the data's ends (pinned, not thinned) show.
        #expect(RankThinning(gaps: [10, 20], width: 30, gap: 20).opacity(rank: 1) == 0)
    }
}
