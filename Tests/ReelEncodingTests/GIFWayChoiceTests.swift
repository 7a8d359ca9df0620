@testable import ReelEncoding
import Testing

/// `GIFWayChoice`: every way on the first large frame and where the picture
/// changes in kind; else the last winner, with the way measured longest
/// ago every `checkEvery`-th large frame.
@Suite struct GIFWayChoiceTests {
    typealias Way = GIFWayChoice.Way

    @Test func theWinnerStandsAndTheOtherWaysAreCheckedInTurn() {
        var choice = GIFWayChoice()
        #expect(choice.ways(pixels: 100_000, unchanged: 50_000, among: Way.allCases) == Way.allCases)
        choice.encoded(Way.allCases, winner: .runs, pixels: 100_000, unchanged: 50_000)
        var asked: [[Way]] = []
        for _ in 0..<6 {
            let ways = choice.ways(pixels: 110_000, unchanged: 56_000, among: Way.allCases)
            asked.append(ways)
            choice.encoded(ways, winner: .runs, pixels: 110_000, unchanged: 56_000)
        }
        #expect(asked == [[.runs], [.runs, .plain], [.runs], [.runs, .either], [.runs], [.runs, .singleRuns]])
    }

    @Test func aChangeInKindTriesEveryWay() {
        var choice = GIFWayChoice()
        choice.encoded(Way.allCases, winner: .either, pixels: 100_000, unchanged: 50_000)
        // Over half as large again, a share of unchanged pixels 4 points higher, a winner that cannot be written: every way.
        #expect(choice.ways(pixels: 151_000, unchanged: 75_500, among: Way.allCases) == Way.allCases)
        #expect(choice.ways(pixels: 100_000, unchanged: 54_000, among: Way.allCases) == Way.allCases)
        #expect(choice.ways(pixels: 100_000, unchanged: 50_000, among: [.plain, .runs]) == [.plain, .runs])
        // 40 % larger, 2 points: the same picture, the winner alone.
        #expect(choice.ways(pixels: 140_000, unchanged: 72_800, among: Way.allCases) == [.either])
    }
}
