import Foundation

/// The 100,000-point series of `scripts/bench/line-100k.json`, written at
/// bench time (it is 1.2 MB, so it is not committed): a seeded, mean-reverting
/// random walk between 2 and 58, the same bytes on every machine.
enum DenseData {
    static let points = 100_000

    /// Writes `x,walk` rows 0 ..< 100,000 to `url` (the path the scene names, relative to itself).
    static func write(to url: URL, seed: UInt64 = 1) throws {
        var generator = SplitMix64(seed: seed)
        var text = "x,walk\n"
        text.reserveCapacity(points * 12)
        var y = 30.0
        for i in 0..<points {
            let step = Double(generator.next() >> 11) / Double(1 << 53) * 2 - 1
            y = min(max(y + step + (30 - y) * 0.002, 2), 58)
            // Two decimals, written with integers so the bytes never depend on a locale.
            let hundredths = Int((y * 100).rounded())
            text += "\(i),\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)\n"
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Sebastiano Vigna's SplitMix64: a tiny generator with a fixed sequence per seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
