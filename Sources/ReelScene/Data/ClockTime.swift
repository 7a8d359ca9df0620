/// A time of day as a scene or a CSV file writes it: minutes since midnight
/// (`450`) or `"H:MM"` (`"7:30"`, `"07:30"`, up to `"24:00"`).
enum ClockTime {
    static let what = "minutes since midnight (0 to 1440) or a time \"H:MM\" such as \"7:30\" (0:00 to 24:00)"

    /// The string forms `minutes` reads, for the schema (a number written as
    /// a string is left to `minutes` to bound).
    static let pattern = "^(([01]?[0-9]|2[0-3]):[0-5][0-9]|24:00|[-+.0-9eE]+)$"

    /// The minutes `text` names, or nil when it is neither form or not in the day.
    static func minutes(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1 {
            guard let value = Double(text), value.isFinite, (0...1440).contains(value) else { return nil }
            return value
        }
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60 else { return nil }
        let total = hours * 60 + minutes
        return total <= 1440 ? Double(total) : nil
    }

    /// `minutes` written back as `H:MM` for messages (fractions of a minute as decimals).
    static func text(_ minutes: Double) -> String {
        let whole = Int(minutes.rounded(.down)), rest = minutes - Double(whole)
        let clock = "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
        return rest == 0 ? clock : clock + String(format: " (+%.2g min)", rest)
    }
}
