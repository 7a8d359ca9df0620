import ReelGeometry

/// Text made safe for XML 1.0 character data and double-quoted attributes.
enum XMLText {
    /// `text` as `DisplayText` shows it (so no control character XML forbids
    /// is left, and the SVG shows what the PNG shows), with `&`, `<`, `>`
    /// and `"` written as entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch DisplayText.shown(scalar) {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case let shown: result.unicodeScalars.append(shown)
            }
        }
        return result
    }
}
