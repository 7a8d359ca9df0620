/// The finest calendar unit a date pattern (Unicode `MMM d`, `HH:mm`) writes:
/// ticks closer than it would print the same label more than once ("Mar 1"
/// at 00:00, 06:00, 12:00 and 18:00), so a date axis never steps finer.
package enum DatePatternUnit {
    /// The unit's length in seconds (a month 30 days, a year 365), or 1 when
    /// the pattern writes seconds or no field at all.
    package static func seconds(_ pattern: String) -> Double {
        units(of: pattern).min() ?? 1
    }

    /// Whether the pattern names the day (a day, weekday, month or year
    /// field): "HH:mm" does not, so a time axis over several days needs
    /// another pattern at its midnights.
    package static func namesDay(_ pattern: String) -> Bool {
        units(of: pattern).contains { $0 >= 86_400 }
    }

    /// The unit of each field the pattern writes, quoted text left out.
    private static func units(of pattern: String) -> [Double] {
        var quoted = false
        return pattern.compactMap { character in
            if character == "'" { quoted.toggle(); return nil }
            return quoted ? nil : unit(of: character)
        }
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
