/// Times of day written `H:MM` (hours unpadded, minutes zero-padded), as the
/// parental-control timeline's labels (a `DateComponentsFormatter` with
/// positional units and zero padding) write them, in the locale's digits
/// (Arabic-Indic for `ar_EG`).
extension ValueFormatter {
    /// `minutes` since midnight as `H:MM`, rounded up to the minute first
    /// (as the timeline's `value.rounded(.up)`); negative values (a mirrored
    /// axis) are written by their absolute value, so 1440 is `24:00`.
    package func clockTime(minutes: Double) -> String {
        guard minutes.isFinite else { return "" }
        let whole = Int(min(abs(minutes.rounded(.up)), 1e9))
        let ascii = "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
        return localizingDigits(ascii)
    }

    /// `text` with each ASCII digit written as the locale writes it.
    package func localizingDigits(_ text: String) -> String {
        let digits = (0...9).map { string(Double($0), .number(decimals: 0, grouping: false)) }
        guard digits[0] != "0" else { return text }
        var result = ""
        for character in text {
            if let value = character.wholeNumberValue, character.isASCII { result += digits[value] } else { result.append(character) }
        }
        return result
    }
}
