import Foundation
import ReelGeometry

/// Series as a data source delivers them, before the scene styles them.
struct SeriesData {
    let id: String
    var name: String
    let x: [Double]
    let y: [Double?]
    var color: Color?
    /// Whether the x values are dates (seconds since 1970).
    let xIsDate: Bool
}

/// A problem in a data file, with its place.
struct DataError: Error, Equatable {
    let message: String
}

enum DateValue {
    /// Seconds since 1970 for `2019-03-07`, `2019-03-07T12:30:00Z` or
    /// `2019-03-07 12:30`, read as UTC unless an offset is given.
    static func seconds(_ text: String) -> Double? {
        for format in formats {
            if let date = formatter(format).date(from: text) { return date.timeIntervalSince1970 }
        }
        return nil
    }

    /// `seconds(_:)` for many values (a CSV file's x column), with each
    /// formatter made once: making one costs far more than a parse.
    struct Reader {
        private let formatters = DateValue.formats.map(DateValue.formatter)

        func seconds(_ text: String) -> Double? {
            for formatter in formatters {
                if let date = formatter.date(from: text) { return date.timeIntervalSince1970 }
            }
            return nil
        }
    }

    /// Tried in this order; the first that reads the text wins.
    private static let formats = ["yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss",
                                  "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm"]

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }
}
