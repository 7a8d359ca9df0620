/// A number as JSON writes it: how many decimals a value keeps is part of
/// what a document says (a Lottie coordinate needs a thousandth of a
/// point, a Bézier tangent five decimals, an explanation every digit).
package enum JSONNumber: Sendable, Equatable {
    case integer(Int)
    /// At most `places` decimals (0 to 6), without trailing zeros; a whole
    /// number without a point; 0 when not finite (a layout or a Lottie
    /// document has no place for null).
    case fixed(Double, places: Int)
    /// Swift's shortest form that reads back as the same `Double` (`12`
    /// rather than `12.0`, `1e+20` for 10²⁰). Finite only: `JSON.exact`
    /// writes null for the others.
    case exact(Double)

    /// The number's text.
    package var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    package func write(into out: inout String) {
        switch self {
        case .integer(let n): out += String(n)
        case .fixed(let v, let places): Self.writeFixed(v, places: places, into: &out)
        case .exact(let v):
            if v == v.rounded(), abs(v) < 1e15 { out += String(Int64(v)) } else { out += v.isFinite ? String(v) : "null" }
        }
    }

    private static let units: [Double] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

    /// Below 10¹⁵ the digits come from `value` times 10^places as an
    /// integer; above, every double is a multiple of 1/8 or more, so the
    /// whole part and the fraction are each exact, and only the fraction
    /// is rounded.
    private static func writeFixed(_ value: Double, places: Int, into out: inout String) {
        guard value.isFinite else { out += "0"; return }
        let places = min(max(places, 0), units.count - 1), unit = units[places]
        var whole: Int64, fraction: Int64, negative: Bool
        if abs(value) < 1e15 {
            let rounded = (value * unit).rounded() / unit
            if rounded == rounded.rounded() { out += String(Int64(rounded)); return }
            let scaled = Int64((abs(rounded) * unit).rounded())
            (whole, fraction, negative) = (scaled / Int64(unit), scaled % Int64(unit), rounded < 0)
        } else if abs(value) < 9e18 {
            let integral = abs(value).rounded(.towardZero)
            (whole, fraction, negative) = (Int64(integral), Int64(((abs(value) - integral) * unit).rounded()), value < 0)
            if fraction == Int64(unit) { (whole, fraction) = (whole + 1, 0) }
        } else {
            // Past Int64 a double is a whole number, and Swift writes it with an exponent, which JSON reads.
            out += String(value)
            return
        }
        out += (negative ? "-" : "") + String(whole)
        guard fraction > 0 else { return }
        var digits = String(fraction)
        digits = String(repeating: "0", count: places - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        out += "." + digits
    }
}
