/// A colour in sRGB with straight (not premultiplied) alpha, every component in 0...1.
package struct Color: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit components, as `#RRGGBBAA` writes them.
    package init(r8: Int, g8: Int, b8: Int, a8: Int = 255) {
        self.init(
            red: Double(r8) / 255, green: Double(g8) / 255,
            blue: Double(b8) / 255, alpha: Double(a8) / 255
        )
    }

    package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = Color(red: 0, green: 0, blue: 0)
    package static let white = Color(red: 1, green: 1, blue: 1)

    /// This colour with its alpha multiplied by `factor` (layer opacity).
    package func multiplyingAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The 8-bit components, rounded.
    package var rgba8: (r: Int, g: Int, b: Int, a: Int) {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    package var hexString: String {
        let c = rgba8
        let digits = c.a == 255 ? [c.r, c.g, c.b] : [c.r, c.g, c.b, c.a]
        return "#" + digits.map { hexByte($0) }.joined()
    }
}

private func hexByte(_ v: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[v >> 4], digits[v & 15]])
}
