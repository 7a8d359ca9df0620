import ReelCharts

/// How the contest chart draws a file's series, from a single-chart file's `types` and
/// flags. Every combination the chart cannot draw is an error that says what
/// the file has and what it could say, never a silent fallback to lines.
enum TelegramMarksReading {
    static func marks(for data: SourcedData) throws -> TelegramMarks {
        let kinds = data.kinds, flags = data.flags, count = data.series.count
        let file = data.origin
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.map { "\($0.rawValue) columns" }.joined(separator: " and ")
            throw DataError(message: "\(file) mixes \(found); a chart draws one kind: all line, all bar or all area")
        }
        if flags.percentage && !flags.stacked {
            throw DataError(message: "\(file): \"percentage\" stacks columns to 100 %, so it needs \"stacked\": true as well")
        }
        switch kind {
        case .line:
            if flags.stacked || flags.percentage {
                throw DataError(message: "\(file): \(flags.names.filter { $0 != "y_scaled" }.joined(separator: " and ")) stack bars or areas, but these columns are lines; make them \"bar\" or \"area\" in \"types\", or leave the flag out")
            }
            if flags.yScaled && count != 2 {
                throw DataError(message: "\(file): \"y_scaled\" draws a left and a right axis, one per line, so it needs 2 line columns; this chart has \(count)")
            }
            return TelegramMarks(shape: .lines, twoAxes: flags.yScaled)
        case .bar, .area:
            if flags.yScaled {
                throw DataError(message: "\(file): \"y_scaled\" puts lines on two axes; \(kind.rawValue) columns share one axis, so leave it out")
            }
            if count > 1 && !flags.stacked {
                throw DataError(message: "\(file) has \(count) \(kind.rawValue) columns without \"stacked\": true; several \(kind.rawValue)s are drawn stacked, so add the flag")
            }
            return TelegramMarks(shape: kind == .bar ? .bars : .areas, percentage: flags.percentage)
        }
    }
}
