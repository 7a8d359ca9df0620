/// Which ways a large rectangle is written in (`GIFFrameData`), from the
/// way that won the frame before and two counts of the rectangle: its
/// pixels and the share of them unchanged. The last winner is encoded; on
/// every `checkEvery`-th large frame one other way too, the one measured
/// longest ago, and the smaller kept. Only where the picture changes in
/// kind (the rectangle grows or shrinks by more than `jump`, or its share
/// of unchanged pixels moves by more than `shareJump`) is every way tried.
///
/// Consecutive frames change alike, so the way that wins one wins the
/// next. Counting the changes of value each way hands the LZW encoder did
/// not predict the winner (the ways are often within a few percent, and
/// their bytes per change drift as much from frame to frame), so the
/// counts decide when to look, and the encodes which way wins. On four
/// presets' large frames this encodes 1.8 ways per frame, where the search
/// it replaced (every way on every fourth frame, and whenever the winner's
/// bytes per pixel drifted 5 %) took 2.35, for files within 0.5 % of that
/// search's on every preset and bench scene (`docs/ARCHITECTURE.md`). The
/// choice depends only on the frames before, in order, so a GIF is still
/// a pure function of its frames.
struct GIFWayChoice {
    static let checkEvery = 2
    static let jump = 0.5
    static let shareJump = 0.03

    /// The four ways, in the order a tie between them is settled.
    enum Way: Int, CaseIterable {
        case plain, either, runs, singleRuns
    }

    private var winner: Way?
    /// The large frame each way was last encoded on.
    private var measured: [Int] = [-1, -1, -1, -1]
    private var frames = 0
    private var last: (pixels: Int, share: Double)?

    /// The ways to encode for a rectangle of `pixels`, `unchanged` of them
    /// unchanged, that can be written `ways`; the last winner first.
    func ways(pixels: Int, unchanged: Int, among ways: [Way]) -> [Way] {
        let share = Double(unchanged) / Double(pixels)
        guard let winner, ways.contains(winner), let last,
              abs(Double(pixels) / Double(last.pixels) - 1) <= Self.jump, abs(share - last.share) <= Self.shareJump
        else { return ways }
        guard frames % Self.checkEvery == 0 else { return [winner] }
        let other = ways.filter { $0 != winner }.min { (measured[$0.rawValue], $0.rawValue) < (measured[$1.rawValue], $1.rawValue) }
        return [winner] + [other].compactMap { $0 }
    }

    /// Records the ways encoded for a rectangle of `pixels` (`unchanged` of them unchanged) and the one that won.
    mutating func encoded(_ ways: [Way], winner: Way, pixels: Int, unchanged: Int) {
        for way in ways { measured[way.rawValue] = frames }
        self.winner = winner
        last = (pixels, Double(unchanged) / Double(pixels))
        frames += 1
    }
}
