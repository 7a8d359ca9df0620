import Foundation

/// Numbers and dates already written on this thread, by formatter, value
/// and format: axis labels repeat from frame to frame, and writing one
/// through ICU (and, for dates, the shared formatter cache and its lock)
/// costs far more than looking it up. Per thread, so no lock is taken;
/// cleared when it grows past `capacity`, so memory stays bounded.
enum FormattedValueMemo {
    private static let slot = PerThread.Slot(Strings.init)
    private static let capacity = 4096

    private struct Key: Hashable {
        let formatter: ValueFormatter
        let bits: UInt64
        let format: ValueFormat
    }

    private final class Strings {
        var byKey: [Key: String] = [:]
    }

    /// The string `write()` gave for the same formatter, value (bit for bit) and format on this thread.
    static func string(_ formatter: ValueFormatter, _ value: Double, _ format: ValueFormat, _ write: () -> String) -> String {
        let strings = slot.object
        let key = Key(formatter: formatter, bits: value.bitPattern, format: format)
        if let known = strings.byKey[key] { return known }
        let text = write()
        if strings.byKey.count >= capacity { strings.byKey.removeAll(keepingCapacity: true) }
        strings.byKey[key] = text
        return text
    }
}
