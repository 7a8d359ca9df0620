/// A CSV text split into rows and fields, kept as UTF-8 bytes.
///
/// RFC 4180: fields separated by `,` (or `;` or tab: detected from the
/// header line unless given), double-quoted fields with "" for a quote,
/// CRLF, LF or CR line ends, a leading byte-order mark skipped. Each field's
/// text is unescaped in place into one byte buffer and followed by a 0 byte,
/// so a field is a range of `bytes` and reading a large file allocates
/// nothing per field. The delimiters `"`, `,`, `;`, tab, `\r` and `\n` are
/// ASCII and never occur inside a multi-byte UTF-8 sequence, so scanning
/// bytes splits exactly where scanning Unicode scalars would.
struct CSVTable {
    /// The field separators a table may use.
    static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]

    /// Every field's unescaped text followed by a 0 byte, in file order.
    let bytes: [UInt8]
    /// The field separator used.
    let delimiter: UInt8
    /// The index in `bytes` of the 0 after each field.
    private let fieldEnds: [Int]
    /// Two numbers per row: the 1-based line it starts on, and the index in
    /// `fieldEnds` just past its last field.
    private let rows: [Int]

    /// Splits `text` at `delimiter` (nil: the one of `delimiters` that occurs
    /// most often outside quotes in the first line, `,` if none does);
    /// `name` begins the messages of the errors it throws (an unterminated
    /// quoted field, text after a closing quote).
    init(_ text: String, name: String, delimiter: UInt8? = nil) throws {
        var bytes = [UInt8]()
        // One spare byte: the 0 after a last field with no newline.
        bytes.reserveCapacity(text.utf8.count + 1)
        bytes.append(contentsOf: text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let count = bytes.count
        bytes.append(0)
        let delimiter = delimiter ?? Self.detectDelimiter(bytes)
        // Room for as many fields and rows as there are delimiters (those in
        // quotes count too), so the scan stores without growing arrays.
        let (lineEnds, separators) = Self.delimiterCounts(bytes, delimiter)
        var fieldEnds = [Int](repeating: 0, count: lineEnds + separators + 1)
        var rows = [Int](repeating: 0, count: 2 * (lineEnds + 1))
        let (fieldCount, rowCount) = try bytes.withUnsafeMutableBufferPointer { bytes in
            try fieldEnds.withUnsafeMutableBufferPointer { fieldEnds in
                try rows.withUnsafeMutableBufferPointer { rows in
                    var scanner = Scanner(bytes: bytes, fieldEnds: fieldEnds, rows: rows, delimiter: delimiter)
                    try scanner.scan(count: count, name: name)
                    return (scanner.fieldCount, scanner.rowCount)
                }
            }
        }
        fieldEnds.removeSubrange(fieldCount...)
        rows.removeSubrange((2 * rowCount)...)
        self.bytes = bytes
        self.delimiter = delimiter
        self.fieldEnds = fieldEnds
        self.rows = rows
    }

    /// The delimiter occurring most often outside quotes before the first line end; `,` on a tie or none.
    static func detectDelimiter(_ bytes: [UInt8]) -> UInt8 {
        var counts = [Int](repeating: 0, count: delimiters.count)
        var quoted = false
        for c in bytes {
            if c == UInt8(ascii: "\"") { quoted.toggle(); continue }
            if quoted { continue }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            if let k = delimiters.firstIndex(of: c) { counts[k] += 1 }
        }
        let best = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }!
        return counts[best] > 0 ? delimiters[best] : UInt8(ascii: ",")
    }

    /// How many line-end bytes (`\n` or `\r`) and `delimiter` bytes there are.
    private static func delimiterCounts(_ bytes: [UInt8], _ delimiter: UInt8) -> (lineEnds: Int, separators: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var lineEnds = 0, separators = 0
            for c in bytes {
                // Bools as 0 or 1, not `? 1 : 0`, which compiles to branches
                // that mispredict at every field.
                lineEnds &+= Int(unsafeBitCast(c == UInt8(ascii: "\n"), to: UInt8.self))
                lineEnds &+= Int(unsafeBitCast(c == UInt8(ascii: "\r"), to: UInt8.self))
                separators &+= Int(unsafeBitCast(c == delimiter, to: UInt8.self))
            }
            return (lineEnds, separators)
        }
    }

    var rowCount: Int { rows.count / 2 }

    /// The line `row` starts on, 1-based.
    func line(ofRow row: Int) -> Int { rows[2 * row] }

    /// The index of `row`'s first field among all fields.
    func firstField(ofRow row: Int) -> Int { row == 0 ? 0 : rows[2 * row - 1] }

    func fieldCount(ofRow row: Int) -> Int { rows[2 * row + 1] - firstField(ofRow: row) }

    /// Where field `field` (counted over the whole table) lies in `bytes`.
    func range(ofField field: Int) -> Range<Int> {
        (field == 0 ? 0 : fieldEnds[field - 1] + 1)..<fieldEnds[field]
    }

    func string(ofField field: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range(ofField: field)]), as: UTF8.self) }
    }

    /// Whether `row` is one empty field: a blank line (or only `""`).
    func isBlank(row: Int) -> Bool {
        fieldCount(ofRow: row) == 1 && range(ofField: firstField(ofRow: row)).isEmpty
    }
}

extension CSVTable {
    /// The state machine that splits the bytes. It writes each field's text
    /// back into the buffer it reads, never ahead of the read position, and
    /// stores into buffers sized for the most fields and rows there can be.
    private struct Scanner {
        let bytes: UnsafeMutableBufferPointer<UInt8>
        let fieldEnds: UnsafeMutableBufferPointer<Int>
        let rows: UnsafeMutableBufferPointer<Int>
        let delimiter: UInt8
        var fieldCount = 0, rowCount = 0

        init(bytes: UnsafeMutableBufferPointer<UInt8>, fieldEnds: UnsafeMutableBufferPointer<Int>,
             rows: UnsafeMutableBufferPointer<Int>, delimiter: UInt8) {
            self.bytes = bytes
            self.fieldEnds = fieldEnds
            self.rows = rows
            self.delimiter = delimiter
        }

        /// Scans `bytes[0 ..< count]`; `bytes[count]` is spare room for a last 0.
        mutating func scan(count: Int, name: String) throws {
            let quote = UInt8(ascii: "\""), delimiter = self.delimiter, cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
            var read = 0, write = 0, fieldStart = 0, line = 1, rowLine = 1
            var quoted = false, afterQuote = false
            while read < count {
                let c = bytes[read]
                read += 1
                if quoted {
                    if c == quote { quoted = false; afterQuote = true } else {
                        bytes[write] = c
                        write += 1
                        // A line ends at \n, or at a \r not followed by one.
                        if c == lf || (c == cr && (read == count || bytes[read] != lf)) { line += 1 }
                    }
                    continue
                }
                if c != quote && c != cr && c != lf && c != delimiter {
                    if afterQuote { throw DataError(message: "\(name):\(line): text after a closing quote") }
                    bytes[write] = c
                    write += 1
                    continue
                }
                switch c {
                case quote:
                    // "" inside quotes is a quote, and the field stays quoted.
                    if afterQuote { bytes[write] = c; write += 1; quoted = true; afterQuote = false }
                    else if write == fieldStart { quoted = true }
                    else { bytes[write] = c; write += 1 }
                case cr where read < count && bytes[read] == lf:
                    continue
                default:
                    endField(&write, &fieldStart)
                    afterQuote = false
                    if c != delimiter {
                        endRow(rowLine)
                        line += 1
                        rowLine = line
                    }
                }
            }
            if quoted { throw DataError(message: "\(name):\(rowLine): unterminated quoted field") }
            if write > fieldStart || fieldCount > (rowCount == 0 ? 0 : rows[2 * rowCount - 1]) {
                endField(&write, &fieldStart)
                endRow(rowLine)
            }
        }

        private mutating func endField(_ write: inout Int, _ fieldStart: inout Int) {
            bytes[write] = 0
            fieldEnds[fieldCount] = write
            fieldCount += 1
            write += 1
            fieldStart = write
        }

        private mutating func endRow(_ line: Int) {
            rows[2 * rowCount] = line
            rows[2 * rowCount + 1] = fieldCount
            rowCount += 1
        }
    }
}
