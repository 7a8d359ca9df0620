/// Numbers and dates already written, by formatter, value (bit for bit) and
/// format: axis labels repeat from frame to frame, and writing one through
/// ICU (and, for dates, the shared formatter cache and its lock) costs far
/// more than looking it up. Emptied when it reaches `capacity`, so memory
/// stays bounded; what it returns is always what `ValueFormatter.string`
/// writes.
struct FormattedStrings {
    static let capacity = 4096

    private struct Key: Hashable {
        let formatter: ValueFormatter
        let bits: UInt64
        let format: ValueFormat
    }

    private var byKey: [Key: String] = [:]

    var count: Int { byKey.count }

    /// `formatter.string(value, format)`, written once per key.
    mutating func string(_ formatter: ValueFormatter, _ value: Double, _ format: ValueFormat) -> String {
        let key = Key(formatter: formatter, bits: value.bitPattern, format: format)
        if let known = byKey[key] { return known }
        let text = formatter.string(value, format)
        if byKey.count >= Self.capacity { byKey.removeAll(keepingCapacity: true) }
        byKey[key] = text
        return text
    }
}
