import ReelGeometry
import Testing

@testable import ReelRaster

/// The rasterizer's kept gradient tables are the tables a fill would build
/// afresh, for gradients seen again after the cache filled and started over.
@Suite struct GradientTablesTests {
    static func gradient(_ k: Int) -> Gradient {
        // Distinct stops each: translucent ends, so both the colours and the opaque table vary.
        Gradient([GradientStop(0, Color(red: Double(k % 7) / 6, green: 0.2, blue: Double(k % 5) / 4, alpha: 1)),
                  GradientStop(0.4 + Double(k) / 200, Color(red: 0.9, green: Double(k % 3) / 2, blue: 0.1, alpha: 0.5)),
                  GradientStop(1, .clear)])
    }

    @Test func aKeptTableIsTheTableAFillWouldBuild() {
        var tables = GradientTables()
        let gradients = (0..<(GradientTables.limit + 8)).map(Self.gradient)
        for gradient in gradients + gradients.reversed() + gradients {
            let entry = tables.entry(for: gradient)
            let fresh = PaintSampler.table(gradient)
            #expect(entry.colors.count == PaintSampler.tableSize)
            #expect(zip(entry.colors, fresh).allSatisfy { $0 == $1 })
            #expect(entry.opaque == fresh.map { $0.a >= 1 ? GDPixel.pack($0.r, $0.g, $0.b, 1) : -1 })
        }
        #expect(Set(gradients).count == gradients.count)
    }
}
