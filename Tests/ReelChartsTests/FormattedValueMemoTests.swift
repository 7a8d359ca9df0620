import Foundation
import Testing

@testable import ReelCharts

/// Labels are written once per thread and looked up afterwards: the memo
/// must give what formatting gives, for every formatter, value and format,
/// also after it has been cleared for growing past its capacity.
@Suite struct FormattedValueMemoTests {
    static let formats: [ValueFormat] = [
        .number(decimals: 1, grouping: true), .number(decimals: 0, grouping: false), .compact(decimals: 1),
        .percent(decimals: 0), .date(pattern: "MMM d"),
    ]

    /// Every string, written on a fresh thread (an empty memo), in order.
    static func fresh(_ formatter: ValueFormatter, _ values: [Double], _ format: ValueFormat) -> [String] {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: [String] = []
        Thread {
            result = values.map { formatter.string($0, format) }
            done.signal()
        }.start()
        done.wait()
        return result
    }

    @Test func lookupsMatchFreshFormattingAcrossTheCapacity() {
        let values = (0..<6000).map { Double($0) * 1234.5 + 0.25 }
        let english = ValueFormatter(locale: "en_US"), german = ValueFormatter(locale: "de_DE")
        for format in Self.formats {
            let first = values.map { english.string($0, format) }
            #expect(first == Self.fresh(english, values, format), "\(format)")
            #expect(values.map { english.string($0, format) } == first, "again, \(format)")
        }
        // The same value and format in another locale is another key.
        #expect(english.string(1234.5, .number(decimals: 1, grouping: true)) == "1,234.5")
        #expect(german.string(1234.5, .number(decimals: 1, grouping: true)) == "1.234,5")
        #expect(english.string(1234.5, .number(decimals: 1, grouping: true)) == "1,234.5")
        // Zero and minus zero differ in bits, and each keeps its own text.
        #expect(english.string(-0.0, .number(decimals: 0, grouping: false))
                == Self.fresh(english, [-0.0], .number(decimals: 0, grouping: false))[0])
    }
}
