@testable import ReelScene

/// The rows `CSVTable` splits, as strings: what the differential tests
/// compare with `ReferenceCSV.parse`.
extension CSVData {
    struct Row {
        let line: Int
        let fields: [String]
    }

    static func parse(_ text: String, name: String) throws -> [Row] {
        let table = try CSVTable(text, name: name)
        return (0..<table.rowCount).map { row in
            let first = table.firstField(ofRow: row)
            return Row(line: table.line(ofRow: row), fields: (first..<first + table.fieldCount(ofRow: row)).map(table.string(ofField:)))
        }
    }
}
