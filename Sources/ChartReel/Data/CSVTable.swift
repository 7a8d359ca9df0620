/// A CSV text split into rows and fields, kept as UTF-8 bytes.
///
/// RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF.
/// Each field's text is unescaped in place into one byte buffer and followed
/// by a 0 byte, so a field is a range of `bytes` and reading a large file
/// allocates nothing per field. The delimiters `"`, `,`, `\r` and `\n` are
/// ASCII and never occur inside a multi-byte UTF-8 sequence, so scanning bytes
/// splits exactly where scanning Unicode scalars would.
struct CSVTable {
    /// Every field's unescaped text followed by a 0 byte, in file order.
    let bytes: [UInt8]
    /// The index in `bytes` of the 0 after each field.
    private let fieldEnds: [Int]
    /// Two numbers per row: the 1-based line it starts on, and the index in
    /// `fieldEnds` just past its last field.
    private let rows: [Int]

    /// Splits `text`; `name` begins the messages of the errors it throws
    /// (an unterminated quoted field, text after a closing quote).
    init(_ text: String, name: String) throws {
        let count = text.utf8.count
        var bytes = [UInt8]()
        // One spare byte: the 0 after a last field with no newline.
        bytes.reserveCapacity(count + 1)
        bytes.append(contentsOf: text.utf8)
        bytes.append(0)
        // Room for as many fields and rows as there are delimiters (commas
        // in quotes count too), so the scan stores without growing arrays.
        let (newlines, commas) = Self.delimiterCounts(bytes)
        var fieldEnds = [Int](repeating: 0, count: newlines + commas + 1)
        var rows = [Int](repeating: 0, count: 2 * (newlines + 1))
        let (fieldCount, rowCount) = try bytes.withUnsafeMutableBufferPointer { bytes in
            try fieldEnds.withUnsafeMutableBufferPointer { fieldEnds in
                try rows.withUnsafeMutableBufferPointer { rows in
                    var scanner = Scanner(bytes: bytes, fieldEnds: fieldEnds, rows: rows)
                    try scanner.scan(count: count, name: name)
                    return (scanner.fieldCount, scanner.rowCount)
                }
            }
        }
        fieldEnds.removeSubrange(fieldCount...)
        rows.removeSubrange((2 * rowCount)...)
        self.bytes = bytes
        self.fieldEnds = fieldEnds
        self.rows = rows
    }

    /// How many `\n` and `,` bytes there are.
    private static func delimiterCounts(_ bytes: [UInt8]) -> (newlines: Int, commas: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var newlines = 0, commas = 0
            for c in bytes {
                // Bools as 0 or 1, not `? 1 : 0`, which compiles to branches
                // that mispredict at every field.
                newlines &+= Int(unsafeBitCast(c == UInt8(ascii: "\n"), to: UInt8.self))
                commas &+= Int(unsafeBitCast(c == UInt8(ascii: ","), to: UInt8.self))
            }
            return (newlines, commas)
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

    /// Whether `row` is one empty field: a blank line (or only `""`, or `\r`s).
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
        var fieldCount = 0, rowCount = 0

        init(bytes: UnsafeMutableBufferPointer<UInt8>, fieldEnds: UnsafeMutableBufferPointer<Int>, rows: UnsafeMutableBufferPointer<Int>) {
            self.bytes = bytes
            self.fieldEnds = fieldEnds
            self.rows = rows
        }

        /// Scans `bytes[0 ..< count]`; `bytes[count]` is spare room for a last 0.
        mutating func scan(count: Int, name: String) throws {
            let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
            var read = 0, write = 0, fieldStart = 0, line = 1, rowLine = 1
            var quoted = false, afterQuote = false
            while read < count {
                let c = bytes[read]
                read += 1
                if quoted {
                    if c == quote { quoted = false; afterQuote = true } else { bytes[write] = c; write += 1; if c == lf { line += 1 } }
                    continue
                }
                // Digits, letters, '.' and '-' are all above ','.
                if c > comma || (c != quote && c != cr && c != lf && c != comma) {
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
                case cr:
                    continue
                default:
                    endField(&write, &fieldStart)
                    afterQuote = false
                    if c == lf {
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
