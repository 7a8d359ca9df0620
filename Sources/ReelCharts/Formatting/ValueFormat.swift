import Foundation

/// How a number on a chart is written.
package enum ValueFormat: Sendable, Hashable {
    /// Fixed decimals, with or without the locale's thousands separators.
    case number(decimals: Int, grouping: Bool)
    /// 1.2K, 4.5M (the locale's words: 4,6 Mio., ٤٫٦ مليون).
    case compact(decimals: Int)
    /// The value times 100 with the locale's percent sign (0.256 -> 25.6%).
    case percent(decimals: Int)
    /// A date pattern (`MM-dd`, `MMM d`, `H:mm`) for a value in seconds since
    /// 1970 (UNIX time), in the Gregorian calendar.
    case date(pattern: String)
}

/// Writes numbers and dates the way a locale does: separators, month names and
/// digits (`ar_EG` or `ar@numbers=arab` give Arabic-Indic digits).
///
/// Output keeps the bidirectional marks ICU adds (U+061C before an Arabic
/// minus or after a percent sign): the text renderer applies Unicode bidi
/// with them, so a negative number reads the same in a left-to-right and a
/// right-to-left chart, and draws the marks as nothing.
package struct ValueFormatter: Sendable, Hashable {
    package let localeIdentifier: String
    package let timeZone: String

    package init(locale: String = "en_US", timeZone: String = "UTC") {
        localeIdentifier = locale
        self.timeZone = timeZone
    }

    var locale: Locale { Locale(identifier: localeIdentifier) }

    /// `value` written in `format`, afresh each time (a layout with a
    /// `RenderContext` at hand asks it instead: it keeps what it wrote).
    package func string(_ value: Double, _ format: ValueFormat) -> String {
        let text: String
        switch format {
        case .number(let decimals, let grouping):
            text = value.formatted(.number.precision(.fractionLength(decimals))
                .grouping(grouping ? .automatic : .never).locale(locale))
        case .compact(let decimals):
            text = value.formatted(.number.notation(.compactName).precision(.fractionLength(0...decimals)).locale(locale))
        case .percent(let decimals):
            text = value.formatted(.percent.precision(.fractionLength(decimals)).locale(locale))
        case .date(let pattern):
            text = DateFormatters.shared.string(from: Date(timeIntervalSince1970: value), pattern: pattern,
                                                locale: localeIdentifier, timeZone: timeZone)
        }
        return text
    }

    /// Whether the locale writes right to left (Arabic, Hebrew, Persian...).
    package var isRightToLeft: Bool { locale.language.characterDirection == .rightToLeft }

    /// Whether `identifier` names a language Foundation knows.
    package static func isKnownLocale(_ identifier: String) -> Bool {
        guard let code = Locale(identifier: identifier).language.languageCode?.identifier else { return false }
        return Locale.LanguageCode.isoLanguageCodes.contains { $0.identifier == code }
    }
}

/// DateFormatter is costly to create and safe to share for formatting, so one
/// per (pattern, locale, time zone) is kept.
final class DateFormatters: @unchecked Sendable {
    static let shared = DateFormatters()
    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    func string(from date: Date, pattern: String, locale: String, timeZone: String) -> String {
        let key = "\(pattern)\u{1}\(locale)\u{1}\(timeZone)"
        lock.lock()
        defer { lock.unlock() }
        if let formatter = formatters[key] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        formatters[key] = formatter
        return formatter.string(from: date)
    }
}
