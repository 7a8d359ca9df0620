import Foundation

/// One column: its label and the values after it, with their places.
struct ContestColumn {
    let label: String
    let context: ValueContext
    let items: ArraySlice<ValueContext>

    init(_ context: ValueContext, position: Int, chart: String) throws {
        guard case .array = context.value.kind else {
            throw context.error("\(chart), column \(position): expected an array [label, values...], found \(context.value.summary)")
        }
        let all = try context.array()
        guard let first = all.first, case .string(let label) = first.value.kind else {
            throw context.error("\(chart), column \(position): the first element must be its label (\"x\", \"y0\", ...)")
        }
        self.label = label
        self.context = context
        items = all.dropFirst()
    }

    /// Where value `k` (0-based after the label) is, for messages.
    private func place(_ k: Int, _ chart: String) -> String { "\(chart), column \"\(label)\", value \(k)" }

    /// Line values; `null` is a gap.
    func values(chart: String) throws -> [Double?] {
        try items.enumerated().map { k, item in
            switch item.value.kind {
            case .null: return nil
            case .number(let n) where Limits.data.contains(n): return n
            case .number: throw item.error("\(place(k, chart)): \(item.value.summary) is out of range; values go from -1e300 to 1e300")
            default: throw item.error("\(place(k, chart)): expected a number, found \(item.value.summary)")
            }
        }
    }

    /// x values in seconds, strictly increasing.
    func times(chart: String) throws -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(items.count)
        var previous: Double?
        for (k, item) in items.enumerated() {
            guard case .number(let ms) = item.value.kind, Limits.time.contains(ms / 1000) else {
                throw item.error("\(place(k, chart)): expected a UNIX time in milliseconds, found \(item.value.summary)")
            }
            if let previous, ms <= previous {
                throw item.error("\(place(k, chart)): \(item.value.summary) is not after value \(k - 1) (\(NumberText.format(previous))); x must increase")
            }
            previous = ms
            result.append(ms / 1000)
        }
        guard !result.isEmpty else { throw context.error("\(chart) is empty: column \"\(label)\" has no values") }
        return result
    }
}
