#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// A JSON value with its object keys in the order written, so a Lottie
/// document reads as the format's examples do (`ty` first) and the same
/// timeline always gives the same bytes.
enum LottieJSON: Equatable {
    case bool(Bool)
    case number(Double)
    /// A number written to five decimals: a Bézier tangent, whose error
    /// grows with the segment it eases (a thousandth of a 500 px move is 0.5 px).
    case precise(Double)
    case string(String)
    case array([LottieJSON])
    case object([(String, LottieJSON)])

    static func == (a: LottieJSON, b: LottieJSON) -> Bool {
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)), (.precise(let x), .precise(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

    /// Compact text: numbers with at most three decimals (a thousandth of a
    /// point, of a percent, of a colour component: far inside the 0.1 px
    /// and 1/255 the writer keeps to).
    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += Self.number(v)
        case .precise(let v): out += Self.number(v, places: 5)
        case .string(let s): out += JSONText.quoted(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                out += JSONText.quoted(key)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    static func number(_ v: Double, places: Int = 3) -> String {
        guard v.isFinite else { return "0" }
        let unit = [1.0, 10, 100, 1000, 10_000, 100_000][min(max(places, 0), 5)]
        let rounded = (v * unit).rounded() / unit
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let units = Int64((abs(rounded) * unit).rounded())
        var fraction = String(units % Int64(unit))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (rounded < 0 ? "-" : "") + String(units / Int64(unit)) + "." + fraction
    }
}
