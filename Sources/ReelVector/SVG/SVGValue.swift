import Foundation
import ReelGeometry

/// One SVG attribute's value at one frame, kept as the numbers in it and the
/// text around them, so that an animation can tell whether two frames'
/// values interpolate (the same text around the numbers: a path of the same
/// commands, a colour) and by how much they differ.
///
/// Invariant: `pieces.count == numbers.count + 1`; the written value is the
/// pieces with the numbers between them (`svgNumber`, or a colour's hex).
struct SVGValue {
    enum Form: Hashable {
        /// Numbers between the pieces.
        case plain
        /// `#RRGGBB` from three numbers, each 0...255.
        case color
        /// `url(#ID)` of the definition the owning element calls `role`.
        case reference(role: String)
    }

    var pieces: [String]
    var numbers: [Double]
    var form: Form = .plain
    /// Whether values between two frames' are meaningful (false for text
    /// outlines, which would morph one glyph into another).
    var interpolates = true
    /// How far a number may be off before it shows: 0.1 px in the element's
    /// units, 1/255 in opacity, 1 in a colour channel.
    var tolerance: Double = 0.01
    /// Another way to write the same value (path data's relative form),
    /// with the numbers that go with it; `numbers` stay what animations
    /// measure and interpolate.
    var written: (pieces: [String], numbers: [Double])?

    /// Text without numbers, such as `round` or `none`: changes are steps.
    static func literal(_ text: String) -> SVGValue {
        SVGValue(pieces: [text], numbers: [], interpolates: false)
    }

    static func number(_ value: Double, tolerance: Double) -> SVGValue {
        SVGValue(pieces: ["", ""], numbers: [value], tolerance: tolerance)
    }

    /// Numbers separated by `separator`, such as a dash array or `x y`.
    static func numbers(_ values: [Double], separator: String = " ", tolerance: Double) -> SVGValue {
        guard !values.isEmpty else { return literal("") }
        return SVGValue(pieces: [""] + Array(repeating: separator, count: values.count - 1) + [""], numbers: values,
                        tolerance: tolerance)
    }

    static func color(_ color: Color) -> SVGValue {
        let c = color.rgba8
        return SVGValue(pieces: ["", "", "", ""], numbers: [Double(c.r), Double(c.g), Double(c.b)], form: .color, tolerance: 1)
    }

    static func opacity(_ value: Double) -> SVGValue {
        number(value, tolerance: 1.0 / 255)
    }

    /// A paint or clip definition of the owning element, by role.
    static func reference(_ role: String) -> SVGValue {
        SVGValue(pieces: [""], numbers: [], form: .reference(role: role), interpolates: false)
    }

    /// The value as written, with `ids` giving each referenced role's id.
    func text(ids: [String: String] = [:]) -> String {
        switch form {
        case .color:
            return "#" + numbers.map { hexByte(Int(min(max($0.rounded(), 0), 255))) }.joined()
        case .reference(let role):
            return "url(#\(ids[role] ?? role))"
        case .plain:
            let decimals = self.decimals
            guard let (pieces, numbers) = written else {
                var text = self.pieces[0]
                for (number, piece) in zip(self.numbers, self.pieces.dropFirst()) {
                    text += svgCompact(svgNumber(number, decimals: decimals)) + piece
                }
                return text
            }
            // Path data as compact as its grammar allows: `.5` for `0.5`,
            // and no space before a minus sign.
            var text = pieces[0]
            for (number, piece) in zip(numbers, pieces.dropFirst()) {
                let digits = svgCompact(svgNumber(number, decimals: decimals))
                if digits.hasPrefix("-"), text.hasSuffix(" ") { text.removeLast() }
                text += digits + piece
            }
            return text
        }
    }

    /// Decimals enough that rounding stays within a tenth of the tolerance
    /// (0.5 * 10^-d <= tolerance / 10), at most 4.
    var decimals: Int { Self.decimals(for: tolerance) }

    static func decimals(for tolerance: Double) -> Int {
        guard tolerance > 0 else { return 4 }
        return min(4, max(0, Int(log10(5 / tolerance).rounded(.up))))
    }

    /// Whether frames holding `self` and `other` can be interpolated number by number.
    func interpolates(with other: SVGValue) -> Bool {
        interpolates && other.interpolates && form == other.form && pieces == other.pieces
    }
}

/// Builds a value piece by piece: text, then a number, then text...
struct SVGValueBuilder {
    private var pieces = [""]
    private var numbers: [Double] = []

    mutating func text(_ s: String) { pieces[pieces.count - 1] += s }

    mutating func number(_ v: Double) {
        numbers.append(v)
        pieces.append("")
    }

    /// `x y` of a point.
    mutating func point(_ p: Point) {
        number(p.x)
        text(" ")
        number(p.y)
    }

    func value(tolerance: Double, interpolates: Bool = true) -> SVGValue {
        SVGValue(pieces: pieces, numbers: numbers, interpolates: interpolates, tolerance: tolerance)
    }
}

private func hexByte(_ v: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[v >> 4], digits[v & 15]])
}
