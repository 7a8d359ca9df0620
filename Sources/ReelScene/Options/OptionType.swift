import Foundation

/// The values an option takes. One description serves three readers: the
/// decoder checks values against it, the JSON Schema is generated from it,
/// and the format reference and `chartreel describe` print it.
indirect enum OptionType: Sendable {
    case number(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    case bool
    case string
    /// A text with `{name}` placeholders, each one of these (with braces);
    /// empty only when `allowEmpty` (`ValueContext.template`).
    case template(placeholders: [String], allowEmpty: Bool)
    case color
    case choice([String])
    /// `[x, y]`, each within `Limits.coordinate`.
    case point
    /// `[width, height]`, each within `Limits.length`.
    case size
    /// `[lower, upper]`, lower not above upper, both within the given range.
    case range(ClosedRange<Double>)
    /// An array of numbers in a range, with at least `minimum` items.
    case numbers(ClosedRange<Double>, minimum: Int)
    case list(OptionType, minimum: Int)
    /// An object with the keys of a nested option table.
    case section(OptionSheet)
    case anyOf([OptionType])
    /// A shape with its own definition in the schema (`$defs/NAME`), such as a
    /// paint or a timing curve; `text` is how the reference names it.
    case defined(name: String, text: String)

    /// The bounds of each number in a value of this type (what a track's
    /// values are checked against).
    var bounds: ClosedRange<Double> {
        switch self {
        case .number(let r), .range(let r), .numbers(let r, _): return r
        case .integer(let r): return Double(r.lowerBound)...Double(r.upperBound)
        case .point: return Limits.coordinate
        case .size: return Limits.length
        case .color: return 0...1
        case .anyOf(let types): return types.lazy.map(\.bounds).first { $0 != Limits.unbounded } ?? Limits.unbounded
        default: return Limits.unbounded
        }
    }

    /// Whether values of this type may be dates (a `date` or `dateRange` among its forms).
    var takesDates: Bool {
        switch self {
        case .defined(let name, _): return name == "date" || name == "dateRange"
        case .anyOf(let types): return types.contains(where: \.takesDates)
        case .list(let item, _): return item.takesDates
        default: return false
        }
    }

    /// How the reference writes the type: "number, 0–1", "`round`, `butt`".
    var text: String {
        switch self {
        case .number(let r): return r == Limits.unbounded ? "number" : "number, \(Self.rangeText(r))"
        case .integer(let r): return "whole number, \(r.lowerBound)–\(r.upperBound)"
        case .bool: return "boolean"
        case .string, .template: return "string"
        case .color: return "colour"
        case .choice(let names): return names.map { "`\($0)`" }.joined(separator: ", ")
        case .point: return "`[x, y]`"
        case .size: return "`[width, height]`"
        case .range: return "`[lower, upper]`"
        case .numbers(let r, _): return "array of numbers" + (r == Limits.unbounded ? "" : ", \(Self.rangeText(r))")
        case .list(let item, _):
            let text = item.text
            return text.contains(" or ") ? "array of (\(text))" : "array of \(text)"
        case .section(let sheet): return "object (\(sheet.title))"
        case .anyOf(let types): return types.map(\.text).joined(separator: " or ")
        case .defined(_, let text): return text
        }
    }

    static func rangeText(_ r: ClosedRange<Double>) -> String {
        if r == Limits.time { return "seconds since 1970, years 1–9999" }
        let lower = short(r.lowerBound), upper = short(r.upperBound)
        return r.lowerBound < 0 ? "\(lower) to \(upper)" : "\(lower)–\(upper)"
    }

    /// `1e7` rather than `10000000`, for the limits' round powers of ten.
    static func short(_ n: Double) -> String {
        let exponent = log10(abs(n)).rounded()
        guard abs(n) >= 1e6, abs(n) == pow(10, exponent) else { return NumberText.format(n) }
        return (n < 0 ? "-" : "") + "1e\(Int(exponent))"
    }
}

/// The documented bounds every geometric and data value is checked against
/// when a scene is read, so that no value that passes can overflow in layout.
enum Limits {
    /// Positions in points: far beyond any canvas, far inside Double's range,
    /// so sums and products of a few of them stay finite.
    static let coordinate = -1e7...1e7
    /// Lengths in points (widths, radii, line widths).
    static let length = 0.0...1e7
    /// Data values (the y of a series, explicit axis ranges): anything
    /// finite whose differences are finite too.
    static let data = -1e300...1e300
    /// Times in seconds since 1970: the years 1 to 9999, what date labels can write.
    static let time = -62_135_596_800.0...253_402_300_799.0
    /// Angles in degrees.
    static let angle = -36_000.0...36_000.0
    /// A smallest positive length below which a radius counts as 0.
    static let smallestLength = 1e-6
    /// "any finite number", for numbers whose meaning bounds them elsewhere.
    static let unbounded = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
}
