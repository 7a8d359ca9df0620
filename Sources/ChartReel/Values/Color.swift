/// A colour as a scene writes it: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a
/// UIKit colour name (`orange`, `label`, `secondarySystemBackground`, ...),
/// which follows the chart's day or night palette where the chart has one.
///
/// A string literal is a colour: `donut.tintColor = "orange"`. The text is
/// checked when the scene is read, with the scene's other values.
public struct Color: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The colour as the scene file writes it.
    public let description: String

    /// A colour written as a scene writes it (`"#FF9500"`, `"orange"`).
    public init(_ text: String) {
        description = text
    }

    /// A colour written as a scene writes it.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// sRGB components from 0 to 1, written as `#RRGGBBAA` (`#RRGGBB` when opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            let digits = String(b, radix: 16, uppercase: true)
            return b < 16 ? "0" + digits : digits
        }
        let opaque = byte(alpha) == "FF"
        self.init("#" + byte(red) + byte(green) + byte(blue) + (opaque ? "" : byte(alpha)))
    }

    var sceneValue: SceneValue { .string(description) }

    init?(sceneValue: SceneValue) {
        guard case .string(let text) = sceneValue else { return nil }
        self.init(text)
    }
}

extension Color: OptionValue {}
