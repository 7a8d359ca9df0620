import Foundation

@testable import ReelScene

/// The CSV reader as it was before it read bytes (commit be73496), kept
/// verbatim but for its name, the split of `load` into reading the file
/// (now through `DataFile`, as CSVData reads) and `series(in:name:)`, so CSVDataTests can check that the byte reader
/// gives the same values, bit for bit, and the same messages.
enum ReferenceCSV {
    static func load(_ url: URL, displayName: String) throws -> [SeriesData] {
        try series(in: try DataFile.text(url, displayName: displayName, inputs: nil), name: displayName)
    }

    static func series(in text: String, name displayName: String) throws -> [SeriesData] {
        let rows = try parse(text, name: displayName)
        guard let header = rows.first?.fields, header.count >= 2 else {
            throw DataError(message: "\(displayName):1: expected a header row with an x column and at least one series column, "
                + "separated by \",\", \";\" or a tab")
        }
        for k in header.indices {
            if let first = header[..<k].firstIndex(of: header[k]) {
                throw DataError(message: "\(displayName):1: columns \(first + 1) and \(k + 1) are both named \"\(header[k])\"; "
                    + "give every column its own name")
            }
        }
        let body = rows.dropFirst().filter { !($0.fields.count == 1 && $0.fields[0].isEmpty) }
        guard !body.isEmpty else { throw DataError(message: "\(displayName): no data rows after the header") }
        var x: [Double] = [], columns = Array(repeating: [Double?](), count: header.count - 1)
        var dates: Bool?
        for row in body {
            guard row.fields.count == header.count else {
                throw DataError(message: "\(displayName):\(row.line): expected \(header.count) fields like the header, found \(row.fields.count)")
            }
            let first = row.fields[0].trimmingCharacters(in: .whitespaces)
            // Values beyond ±1e300 are not data (their differences would overflow).
            if let number = Double(first), abs(number) <= 1e300, dates != true {
                x.append(number)
                dates = false
            } else if let seconds = DateValue.seconds(first), dates != false {
                x.append(seconds)
                dates = true
            } else {
                throw DataError(message: "\(displayName):\(row.line): x value \"\(first)\" is not a number or a date (2019-03-07), or mixes with the rows above")
            }
            for (k, field) in row.fields.dropFirst().enumerated() {
                let value = field.trimmingCharacters(in: .whitespaces)
                if value.isEmpty || value.lowercased() == "null" { columns[k].append(nil); continue }
                guard let number = Double(value), number.isFinite else {
                    throw DataError(message: "\(displayName):\(row.line): column \"\(header[k + 1])\": \"\(value)\" is not a number")
                }
                guard abs(number) <= 1e300 else {
                    throw DataError(message: "\(displayName):\(row.line): column \"\(header[k + 1])\": \"\(value)\" is out of range; values go from -1e300 to 1e300")
                }
                columns[k].append(number)
            }
        }
        return columns.enumerated().map { k, values in
            SeriesData(id: header[k + 1], name: header[k + 1], x: x, y: values, color: nil, xIsDate: dates == true)
        }
    }

    struct Row {
        let line: Int
        let fields: [String]
    }

    /// RFC 4180: fields split at `,`, `;` or tab (the most frequent outside
    /// quotes in the first line, `,` on a tie), double-quoted fields with ""
    /// for a quote, CRLF, LF or lone CR line ends, a leading BOM dropped.
    /// Read scalar by scalar: as Characters, "\r\n" is one grapheme that is
    /// neither "\r" nor "\n", so spreadsheet files (CRLF) would not split.
    static func parse(_ text: String, name: String) throws -> [Row] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        let delimiter = detectDelimiter(scalars)
        var rows: [Row] = [], fields: [String] = [], field = ""
        var line = 1, rowLine = 1, quoted = false, afterQuote = false
        var i = 0
        func crlf() -> Bool { i < scalars.count && scalars[i] == "\n" }
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            if quoted {
                if c == "\"" { quoted = false; afterQuote = true } else {
                    field.unicodeScalars.append(c)
                    if c == "\n" || (c == "\r" && !crlf()) { line += 1 }
                }
                continue
            }
            switch c {
            // "" inside quotes is a quote, and the field stays quoted.
            case "\"" where afterQuote: field.unicodeScalars.append(c); quoted = true; afterQuote = false
            case "\"" where field.isEmpty: quoted = true
            case "\"": field.unicodeScalars.append(c)
            case delimiter: fields.append(field); field = ""; afterQuote = false
            case "\r" where crlf(): continue
            case "\n", "\r":
                fields.append(field)
                rows.append(Row(line: rowLine, fields: fields))
                fields = []; field = ""; afterQuote = false
                line += 1
                rowLine = line
            default:
                if afterQuote { throw DataError(message: "\(name):\(line): text after a closing quote") }
                field.unicodeScalars.append(c)
            }
        }
        if quoted { throw DataError(message: "\(name):\(rowLine): unterminated quoted field") }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            rows.append(Row(line: rowLine, fields: fields))
        }
        return rows
    }

    static func detectDelimiter(_ scalars: [Unicode.Scalar]) -> Unicode.Scalar {
        var counts: [Unicode.Scalar: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for c in scalars {
            if c == "\"" { quoted.toggle() } else if !quoted && (c == "\n" || c == "\r") { break }
            else if !quoted, counts[c] != nil { counts[c]! += 1 }
        }
        for candidate: Unicode.Scalar in [",", ";", "\t"] where counts[candidate]! == counts.values.max()! && counts[candidate]! > 0 {
            return candidate
        }
        return ","
    }
}
