import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelRaster

/// libgd's pixel rule: packing, the inverted 7-bit alpha and its 8-bit
/// widening, and source over, against the formulas written out plainly.
@Suite struct GDPixelTests {
    static let edgeChannels: [Int32] = [0, 1, 127, 128, 254, 255]

    @Test func packAndUnpackRoundTripEveryAlphaAndEdgeColour() {
        for alpha7 in Int32(0)...127 {
            for r in Self.edgeChannels {
                for (g, b) in zip(Self.edgeChannels, Self.edgeChannels.reversed()) {
                    let p = GDPixel.pack(alpha7: alpha7, r: r, g: g, b: b)
                    #expect(GDPixel.alpha7(p) == alpha7 && GDPixel.red(p) == r && GDPixel.green(p) == g
                            && GDPixel.blue(p) == b)
                    #expect(GDPixel.isOpaque(p) == (alpha7 == 0))
                    let o = GDPixel.opacity(p)
                    #expect(GDPixel.pack(Float(r), Float(g), Float(b), o) == p)
                }
            }
        }
    }

    @Test func alphaTableFollowsTheFormula() throws {
        #expect(GDPixel.alpha8.count == 128)
        for alpha7 in 0...127 {
            // round((127 - alpha7) * 255 / 127) in integers: no exact halves, 127 is odd.
            let expected = ((127 - alpha7) * 255 + 63) / 127
            #expect(Int(GDPixel.alpha8[alpha7]) == expected)
            #expect(GDPixel.alpha7(fromAlpha8: GDPixel.alpha8[alpha7]) == Int32(alpha7))
            let p = GDPixel.pack(alpha7: Int32(alpha7), r: 1, g: 2, b: 3)
            #expect(GDPixel.opacity(p) == Float(127 - alpha7) / 127)
            #expect(GDPixel.decode8(p) == (1, 2, 3, expected))
            let pixel = try Canvas(contiguousWidth: 1, height: 1)
            pixel.row(0)[0] = p
            var bgra: UInt32 = 0
            withUnsafeMutableBytes(of: &bgra) { pixel.copyBGRA(into: $0) }
            #expect(bgra == UInt32(expected) << 24 | 0x01_02_03)
        }
        #expect(GDPixel.alpha8[0] == 255 && GDPixel.alpha8[127] == 0)
        // Every 8-bit alpha narrows to the nearest of the 128 levels.
        for alpha8 in 0...255 {
            let alpha7 = Int(GDPixel.alpha7(fromAlpha8: UInt8(alpha8)))
            let exact = 127 - Double(alpha8) * 127 / 255
            #expect(abs(Double(alpha7) - exact) <= 0.5)
        }
    }

    @Test func encodeTakesAlphaToItsInvertedSevenBits() {
        #expect(GDPixel.encode(Color(red: 1, green: 0, blue: 0, alpha: 1)) == 0x00FF_0000)
        #expect(GDPixel.encode(Color(red: 0, green: 0, blue: 1, alpha: 0)) == 0x7F00_00FF)
        #expect(GDPixel.alpha7(GDPixel.encode(Color(red: 0, green: 0, blue: 0, alpha: 0.5))) == 64)
    }

    /// Straight-alpha source over, premultiplied, in Double.
    static func reference(_ s: (r: Double, g: Double, b: Double, a: Double),
                          over d: Int32) -> (r: Double, g: Double, b: Double, alpha7: Double) {
        let da = Double(127 - GDPixel.alpha7(d)) / 127
        let outA = s.a + da * (1 - s.a)
        func channel(_ sc: Double, _ dc: Int32) -> Double {
            outA > 0 ? (sc * s.a + Double(dc) * da * (1 - s.a)) / outA : Double(dc)
        }
        return (channel(s.r, GDPixel.red(d)), channel(s.g, GDPixel.green(d)), channel(s.b, GDPixel.blue(d)),
                outA > 0 ? (1 - outA) * 127 : Double(GDPixel.alpha7(d)))
    }

    static func isNear(_ p: Int32, _ ref: (r: Double, g: Double, b: Double, alpha7: Double)) -> Bool {
        // One rounding step of slack: Float or Double arithmetic, then rounding.
        abs(Double(GDPixel.red(p)) - ref.r) <= 1 && abs(Double(GDPixel.green(p)) - ref.g) <= 1
            && abs(Double(GDPixel.blue(p)) - ref.b) <= 1 && abs(Double(GDPixel.alpha7(p)) - ref.alpha7) <= 1
    }

    static func randomPixel(_ rng: inout SplitMix64) -> Int32 {
        let alpha7: Int32 = [0, 0, 127, Int32.random(in: 0...127, using: &rng)].randomElement(using: &rng)!
        return GDPixel.pack(alpha7: alpha7, r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                            b: .random(in: 0...255, using: &rng))
    }

    @Test func blendMatchesTheReferenceOnRandomPixels() {
        var rng = SplitMix64(seed: 0x9D_1E)
        for _ in 0..<20_000 {
            let dst = Self.randomPixel(&rng)
            let s = (r: Float.random(in: 0...255, using: &rng).rounded(), g: Float.random(in: 0...255, using: &rng),
                     b: Float(Int.random(in: 0...255, using: &rng)), a: [0, 1, Float.random(in: 0...1, using: &rng)]
                        .randomElement(using: &rng)!)
            let out = GDPixel.blend(dst, s.r, s.g, s.b, s.a)
            let ref = Self.reference((Double(s.r), Double(s.g), Double(s.b), Double(s.a)), over: dst)
            #expect(Self.isNear(out, ref), "\(s) over \(String(dst, radix: 16))")
            if s.a == 1 { #expect(out == GDPixel.pack(s.r, s.g, s.b, 1)) }
            if s.a == 0 && GDPixel.isOpaque(dst) { #expect(out == dst) }
        }
    }

    @Test func overMatchesTheReferenceOnRandomPixels() {
        var rng = SplitMix64(seed: 0x0_7E4)
        for _ in 0..<20_000 {
            let top = Self.randomPixel(&rng), bottom = Self.randomPixel(&rng)
            let out = GDPixel.over(top, bottom)
            let a = Double(127 - GDPixel.alpha7(top)) / 127
            let ref = Self.reference((Double(GDPixel.red(top)), Double(GDPixel.green(top)), Double(GDPixel.blue(top)), a),
                                     over: bottom)
            #expect(Self.isNear(out, ref), "\(String(top, radix: 16)) over \(String(bottom, radix: 16))")
            if GDPixel.isOpaque(top) { #expect(out == top) }
            if GDPixel.alpha7(top) == 127 { #expect(out == bottom) }
        }
    }

    @Test func flattenedIsBlendOverAnOpaqueBackground() {
        var rng = SplitMix64(seed: 0xF1A7)
        for _ in 0..<20_000 {
            let p = Self.randomPixel(&rng)
            let bg = (r: Float(Int.random(in: 0...255, using: &rng)), g: Float.random(in: 0...255, using: &rng),
                      b: Float(Int.random(in: 0...255, using: &rng)), a: Float(1))
            let flat = GDPixel.flattened(p, over: bg)
            let a = Double(GDPixel.opacity(p))
            func ref(_ c: Int32, _ b: Float) -> Double { Double(c) * a + Double(b) * (1 - a) }
            #expect(abs(Double(flat.r) - ref(GDPixel.red(p), bg.r)) <= 0.5 + 1e-3)
            #expect(abs(Double(flat.g) - ref(GDPixel.green(p), bg.g)) <= 0.5 + 1e-3)
            #expect(abs(Double(flat.b) - ref(GDPixel.blue(p), bg.b)) <= 0.5 + 1e-3)
        }
    }
}
