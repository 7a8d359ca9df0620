extension Color {
    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name from `Color.named`
    /// (case-sensitive, as UIKit spells them). Returns nil for anything else.
    package init?(parsing text: String) {
        if text.hasPrefix("#") {
            guard let color = Color(hex: text.dropFirst()) else { return nil }
            self = color
        } else if let color = Color.named[text] {
            self = color
        } else {
            return nil
        }
    }

    /// The forms `init(parsing:)` accepts, for error messages.
    package static let acceptedForms = "#RGB, #RRGGBB, #RRGGBBAA or a UIKit colour name such as orange or secondarySystemBackground"

    /// The hex forms `init(parsing:)` accepts as a regular expression (ASCII
    /// digits; the parser also takes their fullwidth forms), for the schema.
    package static let hexPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

    private init?(hex: Substring) {
        let nibbles = hex.map { $0.hexDigitValue }
        guard !nibbles.contains(where: { $0 == nil }) else { return nil }
        let n = nibbles.compactMap { $0 }
        switch n.count {
        case 3:
            self.init(r8: n[0] * 17, g8: n[1] * 17, b8: n[2] * 17)
        case 6:
            self.init(r8: n[0] << 4 | n[1], g8: n[2] << 4 | n[3], b8: n[4] << 4 | n[5])
        case 8:
            self.init(r8: n[0] << 4 | n[1], g8: n[2] << 4 | n[3], b8: n[4] << 4 | n[5], a8: n[6] << 4 | n[7])
        default:
            return nil
        }
    }
}
