extension Color {
    /// UIKit's colour names with their light-mode sRGB values (`PieChartView`
    /// uses `.orange` and `.secondarySystemBackground`). `orange` is
    /// `UIColor.orange` (1, 0.5, 0); the iOS accent orange is `systemOrange`.
    package static let named: [String: Color] = {
        var table: [String: Color] = [
            "clear": .clear,
            "black": .black,
            "white": .white,
            "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
            "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3),
            "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
            "red": Color(red: 1, green: 0, blue: 0),
            "green": Color(red: 0, green: 1, blue: 0),
            "blue": Color(red: 0, green: 0, blue: 1),
            "cyan": Color(red: 0, green: 1, blue: 1),
            "yellow": Color(red: 1, green: 1, blue: 0),
            "magenta": Color(red: 1, green: 0, blue: 1),
            "orange": Color(red: 1, green: 0.5, blue: 0),
            "purple": Color(red: 0.5, green: 0, blue: 0.5),
            "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        ]
        let system: [(String, Int, Int, Int, Double)] = [
            ("systemRed", 255, 59, 48, 1), ("systemOrange", 255, 149, 0, 1),
            ("systemYellow", 255, 204, 0, 1), ("systemGreen", 52, 199, 89, 1),
            ("systemMint", 0, 199, 190, 1), ("systemTeal", 48, 176, 199, 1),
            ("systemCyan", 50, 173, 230, 1), ("systemBlue", 0, 122, 255, 1),
            ("systemIndigo", 88, 86, 214, 1), ("systemPurple", 175, 82, 222, 1),
            ("systemPink", 255, 45, 85, 1), ("systemBrown", 162, 132, 94, 1),
            ("systemGray", 142, 142, 147, 1), ("systemGray2", 174, 174, 178, 1),
            ("systemGray3", 199, 199, 204, 1), ("systemGray4", 209, 209, 214, 1),
            ("systemGray5", 229, 229, 234, 1), ("systemGray6", 242, 242, 247, 1),
            ("label", 0, 0, 0, 1), ("secondaryLabel", 60, 60, 67, 0.6),
            ("tertiaryLabel", 60, 60, 67, 0.3), ("quaternaryLabel", 60, 60, 67, 0.18),
            ("placeholderText", 60, 60, 67, 0.3), ("link", 0, 122, 255, 1),
            ("systemFill", 120, 120, 128, 0.2), ("secondarySystemFill", 120, 120, 128, 0.16),
            ("tertiarySystemFill", 118, 118, 128, 0.12), ("quaternarySystemFill", 116, 116, 128, 0.08),
            ("systemBackground", 255, 255, 255, 1), ("secondarySystemBackground", 242, 242, 247, 1),
            ("tertiarySystemBackground", 255, 255, 255, 1),
            ("systemGroupedBackground", 242, 242, 247, 1),
            ("secondarySystemGroupedBackground", 255, 255, 255, 1),
            ("tertiarySystemGroupedBackground", 242, 242, 247, 1),
            ("separator", 60, 60, 67, 0.29), ("opaqueSeparator", 198, 198, 200, 1),
            ("darkText", 0, 0, 0, 1), ("lightText", 255, 255, 255, 0.6),
        ]
        for (name, r, g, b, a) in system {
            table[name] = Color(r8: r, g8: g, b8: b).multiplyingAlpha(a)
        }
        return table
    }()
}
