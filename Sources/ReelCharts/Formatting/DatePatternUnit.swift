/// The finest calendar unit a date pattern (Unicode `MMM d`, `HH:mm`) writes:
/// ticks closer than it would print the same label more than once ("Mar 1"
/// at 00:00, 06:00, 12:00 and 18:00), so a date axis never steps finer.
public enum DatePatternUnit {
    /// The unit's length in seconds (a month 30 days, a year 365), or 1 when
    /// the pattern writes seconds or no field at all.
    public static func seconds(_ pattern: String) -> Double {
        var finest = Double.infinity
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            guard !quoted, let unit = unit(of: character) else { continue }
            finest = min(finest, unit)
        }
        return finest.isFinite ? finest : 1
    }

    /// Whether the pattern names the day (a day, weekday, month or year
    /// field): "HH:mm" does not, so a time axis over several days needs
    /// another pattern at its midnights.
    public static func namesDay(_ pattern: String) -> Bool {
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            if !quoted, let unit = unit(of: character), unit >= 86_400 { return true }
        }
        return false
    }

    private static func unit(of field: Character) -> Double? {
        let day = 86_400.0
        switch field {
        case "s", "S", "A": return 1
        case "m": return 60
        case "H", "h", "k", "K", "a", "b", "B": return 3600
        case "d", "D", "E", "e", "c", "F", "g": return day
        case "w", "W": return 7 * day
        case "M", "L", "Q", "q": return 30 * day
        case "y", "Y", "u", "U", "r", "G": return 365 * day
        default: return nil
        }
    }
}
