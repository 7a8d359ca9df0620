import Foundation

/// Series from a CSV file: a header row, then the x value and one value per
/// series on each row. Empty fields are gaps; x may be numbers or dates.
/// x is the first column and every other is a series, unless the scene's
/// `x` and `y` name the columns (`DataFields`).
///
/// Files of 100,000 rows are read before a render's first frame, so cells
/// are read from the file's UTF-8 bytes (`CSVTable`, `CSVCell`) and a
/// `String` is made only for names, dates and messages.
package enum CSVData {
    static func load(_ url: URL, displayName: String, delimiter: UInt8? = nil, inputs: InputLog?) throws -> [SeriesData] {
        try series(in: try DataFile.text(url, displayName: displayName, inputs: inputs), name: displayName, delimiter: delimiter)
    }

    /// The series of CSV `text`; `name` begins every error message.
    /// `delimiter` nil: detected from the header line (`CSVTable`).
    package static func series(in text: String, name: String, delimiter: UInt8? = nil,
                       fields: DataFields = DataFields()) throws -> [SeriesData] {
        let table = try CSVTable(text, name: name, delimiter: delimiter)
        guard table.rowCount > 0, table.fieldCount(ofRow: 0) >= 2 else {
            throw DataError(message: "\(name):1: expected a header row with an x column and at least one series column, "
                + "separated by \",\", \";\" or a tab")
        }
        let header = (0..<table.fieldCount(ofRow: 0)).map { table.string(ofField: $0) }
        try refuseDuplicates(header, name: name)
        let body = (1..<table.rowCount).filter { !table.isBlank(row: $0) }
        guard !body.isEmpty else { throw DataError(message: "\(name): no data rows after the header") }
        let (xColumn, yColumns) = try fields.columns(in: header, name: name)
        var columns = Columns(header: header, y: yColumns, rows: body.count)
        try table.bytes.withUnsafeBufferPointer { bytes in
            for row in body {
                let line = table.line(ofRow: row), count = table.fieldCount(ofRow: row)
                guard count == header.count else {
                    throw DataError(message: "\(name):\(line): expected \(header.count) fields like the header, found \(count)")
                }
                let first = table.firstField(ofRow: row)
                try CSVCell.withTrimmed(bytes, table.range(ofField: first + xColumn)) { cell in
                    guard columns.appendX(cell) else {
                        throw DataError(message: "\(name):\(line): x value \"\(CSVCell.string(cell))\" is not a number or a date (2019-03-07), or mixes with the rows above")
                    }
                }
                for (k, column) in yColumns.enumerated() {
                    try CSVCell.withTrimmed(bytes, table.range(ofField: first + column)) { cell in
                        if let problem = columns.append(cell, series: k) {
                            throw DataError(message: "\(name):\(line): column \"\(header[column])\": \"\(CSVCell.string(cell))\" \(problem)")
                        }
                    }
                }
            }
        }
        return columns.series
    }
}

extension CSVData {
    /// Series are keyed by their column's name, so two columns of one name
    /// would make one series unreachable (and trapped a dictionary before).
    static func refuseDuplicates(_ header: [String], name: String) throws {
        var seen: [String: Int] = [:]
        for (k, title) in header.enumerated() {
            if let first = seen[title] {
                throw DataError(message: "\(name):1: columns \(first + 1) and \(k + 1) are both named \"\(title)\"; "
                    + "give every column its own name")
            }
            seen[title] = k
        }
    }
}

/// The values of a CSV file's columns, built row by row.
private struct Columns {
    /// The name of each series, in order.
    let names: [String]
    var x: [Double] = []
    var values: [[Double?]]
    /// Whether x holds dates; nil until the first row decides.
    var dates: Bool?

    init(header: [String], y columns: [Int], rows: Int) {
        names = columns.map { header[$0] }
        x.reserveCapacity(rows)
        values = Array(repeating: [], count: columns.count)
        for k in values.indices { values[k].reserveCapacity(rows) }
    }

    /// Appends x value `cell` (trimmed): a number, or a date if the rows
    /// above are dates too. False if it is neither, or mixes.
    mutating func appendX(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        if dates != true, let number = CSVCell.number(cell), Limits.data.contains(number) {
            x.append(number)
            dates = false
            return true
        }
        guard dates != false, let seconds = DateValue.seconds(utf8: cell) else { return false }
        x.append(seconds)
        dates = true
        return true
    }

    /// Appends `cell` (trimmed) to series `k`: a gap, or a number within
    /// `Limits.data`. Otherwise says what is wrong with it.
    mutating func append(_ cell: UnsafeBufferPointer<UInt8>, series k: Int) -> String? {
        if CSVCell.isNull(cell) {
            values[k].append(nil)
            return nil
        }
        guard let number = CSVCell.number(cell), number.isFinite else { return "is not a number" }
        guard Limits.data.contains(number) else { return "is out of range; values go from -1e300 to 1e300" }
        values[k].append(number)
        return nil
    }

    var series: [SeriesData] {
        values.enumerated().map { k, values in
            SeriesData(id: names[k], name: names[k], x: x, y: values, color: nil, xIsDate: dates == true)
        }
    }
}
