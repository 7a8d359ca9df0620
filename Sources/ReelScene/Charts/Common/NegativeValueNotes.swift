import ReelCharts

/// Stacked bars and areas (percentage or not) draw a negative value as 0: a
/// layer starts where the one below it ends, so it cannot go under it. The
/// chart still draws, and each series holding such values gets a note, so
/// the values are never dropped without a word.
enum NegativeValueNotes {
    /// One note per series of `data` with negative values, when `marks`
    /// stack them; none for lines, which draw negative values as they are.
    static func notes(for data: SourcedData, marks: TelegramMarks) -> [String] {
        guard marks.shape != .lines else { return [] }
        let kind = data.series.count == 1 && !marks.percentage ? marks.shape.rawValue : marks.describedKind
        return data.series.compactMap { series in
            let count = series.y.reduce(0) { $0 + (($1 ?? 0) < 0 ? 1 : 0) }
            guard count > 0 else { return nil }
            let values = count == 1 ? "1 negative value" : "\(count) negative values"
            return "\(data.origin): series \(series.id) has \(values); \(kind) draw \(count == 1 ? "it" : "them") as 0"
        }
    }
}
