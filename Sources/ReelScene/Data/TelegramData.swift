import Foundation
import ReelGeometry

/// Which chart of a contest file to read, and who asked, for messages.
package enum ChartPick: Equatable {
    /// Nobody named one: a one-chart file needs none.
    case unnamed
    /// `--chart N` or a scene's `"chart": N`; `asked` is how to name it.
    case index(Int, asked: String)
    /// A scene's index applied to a file from `--data`: used on an array,
    /// ignored by a single-chart file.
    case fallback(Int)
}

/// The Telegram 2019 chart contest's files, in its two shapes (messages call
/// them round-1 and round-2 files, after the contest's stages):
/// - `chart_data.json`: an array of charts;
/// - `overview.json` and day files (`YYYY-MM/DD.json`): one chart.
///
/// A chart has `columns` (arrays whose first element is a label, `"x"` or a
/// series id, followed by values), `types` (label -> `"x"`, `"line"`, `"bar"`
/// or `"area"`), `names`, `colors` (`#RRGGBB`), and in a single-chart file
/// the flags `y_scaled`, `stacked` and `percentage`. x values are UNIX
/// milliseconds; they come out in seconds.
///
/// Every problem is one line naming the chart, the column and the value's
/// index (counted from 0 after the label), at the value's line and column.
package enum TelegramData {
    /// The chart `pick` names in the file at `url`.
    static func load(_ url: URL, displayName: String, pick: ChartPick, session: DecodingSession) throws -> SourcedData {
        let bytes = try DataFile.bytes(url, displayName: displayName, inputs: session.inputs)
        var result = try data(in: SourceText(name: displayName, bytes: bytes), pick: pick, session: session)
        result.file = url
        return result
    }

    /// The chart `pick` names in a contest file's text; `source.name` starts
    /// the messages about the file as a whole.
    package static func data(in source: SourceText, pick: ChartPick, session: DecodingSession) throws -> SourcedData {
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            throw DataError(message: "\(error.location): malformed JSON: \(error.message)")
        }
        return try data(of: ValueContext(value: root, path: "", source: source, session: session), pick: pick)
    }

    /// The chart `pick` names in a parsed contest file, `file`.
    static func data(of file: ValueContext, pick: ChartPick) throws -> SourcedData {
        let displayName = file.source.name
        do {
            switch file.value.kind {
            case .array(let charts):
                let index = try arrayIndex(pick, count: charts.count, file: displayName)
                return try ContestChartReader.data(of: try file.array()[index], name: "chart \(index)", origin: displayName)
            case .object:
                if case .index(let index, let asked) = pick {
                    throw DataError(message: "\(displayName) holds one chart (a round-2 file: an object with \"columns\"), so there is no chart \(index) to pick; leave out \(asked)")
                }
                return try ContestChartReader.data(of: file, name: "the chart", origin: displayName)
            default:
                throw DataError(message: "\(displayName): expected a contest file: an array of charts (round 1) or one chart object (round 2), found \(file.value.summary)")
            }
        } catch let error as SceneError {
            throw DataError(message: error.description)
        }
    }

    /// The index into an array of `count` charts.
    private static func arrayIndex(_ pick: ChartPick, count: Int, file: String) throws -> Int {
        let have = count == 0 ? "no charts" : "\(count) chart\(count == 1 ? "" : "s") (0 to \(count - 1))"
        switch pick {
        case .index(let index, _), .fallback(let index):
            guard index >= 0, index < count else {
                throw DataError(message: "\(file) has \(have); chart \(index) is not one of them")
            }
            return index
        case .unnamed:
            guard count != 1 else { return 0 }
            if count == 0 { throw DataError(message: "\(file) has no charts: its array is empty") }
            throw DataError(message: "\(file) holds \(have) (a round-1 chart_data.json); pick one with --chart N or \"chart\": N in the scene's data")
        }
    }
}
