import ReelGeometry
import Testing

/// A prepared path trims to exactly what trimming the flattened path and
/// reducing it to pixel columns gives, for any trim.
@Suite struct PreparedPathTests {
    /// Deterministic pseudo-random numbers (SplitMix64).
    struct Numbers {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    /// A dense series (many points per pixel column), a sparse one, and one whose x wanders back and forth.
    static func lines(seed: UInt64) -> [Polyline] {
        var random = Numbers(state: seed)
        func series(count: Int, width: Double, monotonic: Bool) -> Polyline {
            var y = 200.0
            return Polyline((0..<count).map { i in
                y += (random.next() - 0.5) * 6
                let x = monotonic ? Double(i) * width / Double(count) : random.next() * width
                return Point(x, y)
            }, startTangent: Point(1, 0))
        }
        return [series(count: 6_000, width: 300, monotonic: true), series(count: 300, width: 800, monotonic: true),
                series(count: 3_000, width: 40, monotonic: false), Polyline([Point(5, 5)])]
    }

    static let trims: [TrimRange] = {
        var random = Numbers(state: 42)
        var trims = [TrimRange.full, TrimRange(end: 0), TrimRange(end: 1e-7), TrimRange(start: 0.999_999)]
        for mode in TrimMode.allCases {
            for _ in 0..<30 {
                let a = random.next(), b = random.next()
                trims.append(TrimRange(start: a * a, end: b, offset: random.next() < 0.3 ? random.next() : 0, mode: mode))
            }
        }
        return trims
    }()

    @Test(arguments: [UInt64(1), 2, 3])
    func preparedTrimEqualsPlainTrim(seed: UInt64) {
        let lines = Self.lines(seed: seed)
        let prepared = PreparedPath(lines)
        for trim in Self.trims {
            let plain = lines.trimmed(to: trim).map { $0.decimatedByPixelColumns() }
            #expect(prepared.decimatedTrim(trim) == plain, "trim \(trim)")
        }
    }

    /// Each polyline alone too: its ends and tangents at every window edge.
    @Test func singleLinesAgree() {
        for line in Self.lines(seed: 9) {
            let prepared = PreparedPath([line])
            for trim in Self.trims {
                #expect(prepared.decimatedTrim(trim) == [line].trimmed(to: trim).map { $0.decimatedByPixelColumns() })
            }
        }
    }
}
