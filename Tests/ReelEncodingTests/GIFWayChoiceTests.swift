@testable import ReelEncoding
import Testing

/// `GIFWayChoice`: the last search's winner alone between searches, every
/// way every `searchEvery` large frames or when the winner's bytes per pixel drift.
@Suite struct GIFWayChoiceTests {
    @Test func firstFrameSearchesThenTheWinnerStandsUntilTheNextSearch() {
        var choice = GIFWayChoice()
        #expect(choice.predicted == nil)
        choice.searched(.runs, bytes: 1000, pixels: 100_000)
        for _ in 0..<(GIFWayChoice.searchEvery - 1) {
            #expect(choice.predicted == .runs)
            let accepted = choice.accepts(1020, pixels: 100_000)
            #expect(accepted)
        }
        #expect(choice.predicted == nil)
        choice.searched(.either, bytes: 900, pixels: 100_000)
        #expect(choice.predicted == .either)
    }

    @Test func driftOfBytesPerPixelAsksForASearch() {
        var choice = GIFWayChoice()
        choice.searched(.plain, bytes: 1000, pixels: 100_000)
        // Same bytes per pixel on a larger rectangle: accepted.
        let accepted = [choice.accepts(2040, pixels: 200_000), choice.accepts(1060, pixels: 100_000),
                        choice.accepts(940, pixels: 100_000)]
        #expect(accepted == [true, false, false])
    }
}
