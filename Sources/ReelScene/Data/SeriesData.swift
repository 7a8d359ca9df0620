import Foundation
import ReelGeometry

/// How a contest file draws a column (its `types` entry).
enum SeriesKind: String, Sendable, CaseIterable {
    case line, bar, area
}

/// Series as a data source delivers them, before the scene styles them.
package struct SeriesData {
    let id: String
    var name: String
    let x: [Double]
    let y: [Double?]
    var color: Color?
    /// Whether the x values are dates (seconds since 1970).
    let xIsDate: Bool
    /// Lines unless a contest file says `bar` or `area`.
    var kind = SeriesKind.line
}

/// A contest chart's flags, from a single-chart file; all false in a
/// `chart_data.json` and in CSV.
struct ChartFlags: Hashable, Sendable {
    /// Each series on its own y scale (`y_scaled`).
    var yScaled = false
    var stacked = false
    /// Stacked to shares of 100 %.
    var percentage = false

    /// The flags that are set, as the file writes them.
    var names: [String] {
        [yScaled ? "y_scaled" : nil, stacked ? "stacked" : nil, percentage ? "percentage" : nil].compactMap { $0 }
    }
}

/// What a chart's `data` delivers: its series, the flags that say how to
/// draw them, and where it came from for messages.
package struct SourcedData {
    var series: [SeriesData]
    var flags = ChartFlags()
    /// The file (or "inline chart"), naming it in messages.
    var origin: String
    /// The file read, when there is one (a zoom's day files are beside it).
    var file: URL?

    /// The kinds of series present, in `SeriesKind` order.
    var kinds: [SeriesKind] { SeriesKind.allCases.filter { k in series.contains { $0.kind == k } } }

    /// Refuses data a lines-only chart cannot draw: bars, areas or the
    /// contest's chart flags are never silently drawn as plain lines.
    func requireLinesOnly(chart: String) throws {
        let other = kinds.filter { $0 != .line }.map(\.rawValue) + flags.names
        guard !other.isEmpty else { return }
        throw DataError(message: "\(origin): a \(chart) chart draws plain lines, but this data has \(other.joined(separator: ", ")); render it with a telegram chart (chartreel render telegram-followers --data FILE)")
    }
}

/// A problem in a data file, with its place.
package struct DataError: Error, Equatable {
    /// One line: cells and labels from the file are escaped and cut (`MessageText.fitted`).
    package let message: String

    init(message: String) {
        self.message = MessageText.fitted(message)
    }
}
