/// Which ways a large rectangle is written in (`GIFFrameData`): every way
/// on every `searchEvery`-th large frame, and between those only the way
/// that won the last search, unless it comes out more than `drift` away
/// from the bytes per pixel it took then, which means the picture changed
/// in kind and every way is tried again.
///
/// Consecutive frames of an animation change alike, so the way that wins
/// one wins the next: on the presets' and bench scenes' large frames this
/// encodes 0.43-0.67 as many pixels for 0.0-0.7 % more bytes than trying
/// every way on every frame (`make bench`, section `gifs`, compares with
/// `gifsicle -O3`). The choice depends only on the frames before, in
/// order, so a GIF is still a pure function of its frames.
struct GIFWayChoice {
    static let searchEvery = 4
    static let drift = 0.05

    /// The four ways, in the order a tie between them is settled.
    enum Way: Int, CaseIterable {
        case plain, either, runs, singleRuns
    }

    private var winner: Way?
    private var bytesPerPixel = 0.0
    private var sinceSearch = 0

    /// The way to try alone, or nil when every way is to be tried.
    var predicted: Way? { sinceSearch < Self.searchEvery - 1 ? winner : nil }

    /// Whether `bytes` for `pixels` from the predicted way stand without a search.
    mutating func accepts(_ bytes: Int, pixels: Int) -> Bool {
        guard abs(Double(bytes) / Double(pixels) / bytesPerPixel - 1) <= Self.drift else { return false }
        sinceSearch += 1
        return true
    }

    /// Records the winner of a search over every way.
    mutating func searched(_ way: Way, bytes: Int, pixels: Int) {
        (winner, bytesPerPixel, sinceSearch) = (way, Double(bytes) / Double(pixels), 0)
    }
}
