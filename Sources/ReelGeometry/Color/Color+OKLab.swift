#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in Björn Ottosson's OKLab space: perceptual lightness `l` (0...1)
/// and opponent axes `a` (green-red) and `b` (blue-yellow).
package struct OKLab: Sendable, Hashable {
    package var l: Double
    package var a: Double
    package var b: Double

    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }
}

extension Color {
    /// This colour in OKLab (alpha not included).
    package var oklab: OKLab {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return OKLab(
            l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// The sRGB colour for an OKLab value, clipped to the sRGB gamut.
    package init(oklab c: OKLab, alpha: Double = 1) {
        let l = pow(c.l + 0.3963377774 * c.a + 0.2158037573 * c.b, 3)
        let m = pow(c.l - 0.1055613458 * c.a - 0.0638541728 * c.b, 3)
        let s = pow(c.l - 0.0894841775 * c.a - 1.2914855480 * c.b, 3)
        self.init(
            red: Self.encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: Self.encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: Self.encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
            alpha: min(max(alpha, 0), 1)
        )
    }

    /// sRGB transfer function: encoded component to linear light.
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light to an encoded component, clipped to 0...1.
    static func encoded(_ c: Double) -> Double {
        let v = min(max(c, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
