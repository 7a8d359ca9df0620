import Testing

@testable import ReelGeometry

/// SVG arcs whose radii are too small to reach their end are scaled up, as
/// the specification asks, however small: radii of 1e-300 (whose squares are
/// 0 in doubles) give the half circle, never NaN coordinates.
@Suite struct TinyArcRadiusTests {
    static func coordinates(_ path: Path) -> [Double] {
        path.elements.flatMap { element -> [Double] in
            switch element {
            case .move(let p), .line(let p): return [p.x, p.y]
            case .quad(let c, let p): return [c.x, c.y, p.x, p.y]
            case .cubic(let c1, let c2, let p): return [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .arc(let arc): return [arc.center.x, arc.center.y, arc.radius]
            case .close: return []
            }
        }
    }

    @Test(arguments: ["1e-300 1e-300", "1e-200 1e-200", "5e-324 5e-324", "1e-300 1", "1 1e-300"])
    func tinyRadiiGiveFiniteCoordinates(radii: String) throws {
        let path = try Path(svgData: "M10 10 A\(radii) 0 0 1 50 50")
        let values = Self.coordinates(path)
        #expect(values.allSatisfy { $0.isFinite }, "\(path.elements)")
        #expect(values.allSatisfy { abs($0) <= 100 }, "\(path.elements)")
        #expect(values.suffix(2) == [50, 50])
    }

    /// Equal tiny radii: the half circle on the chord, as with radius 1e-3.
    @Test func equalTinyRadiiDrawTheHalfCircle() throws {
        let tiny = try Path(svgData: "M10 10 A1e-300 1e-300 0 0 1 50 50")
        let small = try Path(svgData: "M10 10 A1e-3 1e-3 0 0 1 50 50")
        let a = Self.coordinates(tiny), b = Self.coordinates(small)
        #expect(a.count == b.count && a.count > 4)
        #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }, "\(a) vs \(b)")
    }
}
