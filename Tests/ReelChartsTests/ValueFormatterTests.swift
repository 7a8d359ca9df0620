import Foundation
import ReelCharts
import Testing

@Suite struct ValueFormatterTests {
    @Test func numbersFollowTheLocale() {
        #expect(ValueFormatter(locale: "en_US").string(12345.678, .number(decimals: 2, grouping: true)) == "12,345.68")
        #expect(ValueFormatter(locale: "de_DE").string(12345.678, .number(decimals: 1, grouping: true)) == "12.345,7")
        #expect(ValueFormatter(locale: "en_US").string(12345.678, .number(decimals: 0, grouping: false)) == "12346")
    }

    @Test func arabicIndicDigitsForArabicLocales() {
        let egypt = ValueFormatter(locale: "ar_EG").string(12345.5, .number(decimals: 1, grouping: true))
        #expect(egypt == "\u{0661}\u{0662}\u{066C}\u{0663}\u{0664}\u{0665}\u{066B}\u{0665}")  // ١٢٬٣٤٥٫٥
        #expect(ValueFormatter(locale: "ar@numbers=arab").string(7, .number(decimals: 0, grouping: false)) == "\u{0667}")
        #expect(ValueFormatter(locale: "ar_EG").isRightToLeft)
        #expect(!ValueFormatter(locale: "en_US").isRightToLeft)
    }

    @Test func compactAndPercent() {
        let en = ValueFormatter(locale: "en_US")
        #expect(en.string(1234, .compact(decimals: 1)) == "1.2K")
        #expect(en.string(4_560_000, .compact(decimals: 1)) == "4.6M")
        #expect(en.string(0.256, .percent(decimals: 1)) == "25.6%")
    }

    /// The shaper orders text with the marks ICU adds and draws them as nothing.
    @Test func bidiMarksAreKeptForTheShaper() {
        let text = ValueFormatter(locale: "ar_EG").string(0.25, .percent(decimals: 0))
        #expect(text.unicodeScalars.contains { $0.value == 0x061C })
        #expect(text.unicodeScalars.contains { $0.value == 0x0662 })  // the digit 2 in Arabic-Indic
    }

    @Test func datePatternsUseTheGregorianCalendarAndTimeZone() {
        let march7 = 1_551_999_600.0  // 2019-03-07 23:00 UTC
        #expect(ValueFormatter(locale: "en_US").string(march7, .date(pattern: "MMM d")) == "Mar 7")
        #expect(ValueFormatter(locale: "en_US").string(march7, .date(pattern: "MM-dd")) == "03-07")
        #expect(ValueFormatter(locale: "en_US", timeZone: "Europe/Moscow").string(march7, .date(pattern: "MM-dd H:mm")) == "03-08 2:00")
        // Saudi Arabia's default calendar is not Gregorian; chart dates still are.
        #expect(ValueFormatter(locale: "ar_SA").string(march7, .date(pattern: "M")) == "\u{0663}")
    }

    @Test func localeValidation() {
        #expect(ValueFormatter.isKnownLocale("en_US"))
        #expect(ValueFormatter.isKnownLocale("ar@numbers=arab"))
        #expect(!ValueFormatter.isKnownLocale("xx_YY"))
        #expect(!ValueFormatter.isKnownLocale("english"))
    }
}
