/// Which fields of a table-shaped data file (CSV, TSV, a JSON array of
/// records) a chart draws: `x` names the x field, `y` the series, in order.
/// Unnamed, x is the first field and every other field is a series.
package struct DataFields: Sendable, Equatable {
    var x: String?
    var y: [String]?
    /// When the file lacks a named field, read it as if none were named:
    /// for a `--data` file, which may have another shape than the scene's.
    var fallBack = false

    package init() {}

    /// Whether the scene named any field.
    var isEmpty: Bool { x == nil && y == nil }

    /// The index of x and of each series in `header`; `name` begins the
    /// messages (a field that is not there, x among the series).
    func columns(in header: [String], name: String) throws -> (x: Int, y: [Int]) {
        if fallBack, !([x].compactMap { $0 } + (y ?? [])).allSatisfy(header.contains) {
            return try DataFields().columns(in: header, name: name)
        }
        func index(_ field: String, role: String) throws -> Int {
            guard let k = header.firstIndex(of: field) else {
                throw DataError(message: "\(name): no field \"\(field)\" for \(role)\(Suggestions.hint(for: field, in: header)); "
                    + "it has \(MessageText.list(header.map { "\"\($0)\"" }, limit: 12))")
            }
            return k
        }
        let xIndex = try x.map { try index($0, role: "x") } ?? 0
        guard let y else { return (xIndex, header.indices.filter { $0 != xIndex }) }
        let yIndices = try y.map { try index($0, role: "y") }
        if yIndices.contains(xIndex) {
            throw DataError(message: "\(name): \"\(header[xIndex])\" is x, so it cannot also be a series in y")
        }
        return (xIndex, yIndices)
    }
}

extension DataFields {
    /// The scene's `x` (a field name) and `y` (a field name or an array of
    /// them) of a `data` object.
    init(x: ValueContext?, y: ValueContext?) throws {
        self.x = try x?.string()
        guard let y else { return }
        if case .string(let one) = y.value.kind {
            self.y = [one]
            return
        }
        guard case .array = y.value.kind else {
            throw y.error("expected a field name or an array of field names, such as [\"users\", \"sessions\"], found \(y.value.summary)")
        }
        let names = try y.array().map { try $0.string() }
        guard !names.isEmpty else { throw y.error("expected at least one field name") }
        for (k, name) in names.enumerated() where names[..<k].contains(name) {
            throw try y.array()[k].error("\"\(name)\" is named twice")
        }
        self.y = names
    }
}
