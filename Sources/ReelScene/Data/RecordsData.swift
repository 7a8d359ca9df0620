import Foundation

/// Series from a JSON array of records, as APIs and spreadsheets export them:
/// `[{"date": "2024-01-01", "users": 120}, ...]`. The scene's `x` and `y`
/// name the fields (`DataFields`); unnamed, x is the first record's first
/// field and the series are the other fields whose values are all numbers.
///
/// x values are numbers or dates (all of one kind); a series value is a
/// number, a number written as a string (`"120"`), or a gap (`null`, an
/// empty string, or the field left out of that record). Every problem names
/// the record and field as a path (`[3].users`) at its line and column.
enum RecordsData {
    /// One record's fields: their names in file order, and each by name
    /// with its place for messages (looked up, never scanned: a record may
    /// have 100,000 fields).
    struct Record {
        var keys: [String]
        var fields: [String: ValueContext]
    }

    static func series(_ root: ValueContext, fields: DataFields, name: String) throws -> [SeriesData] {
        let records = try root.array()
        guard !records.isEmpty else { throw DataError(message: "\(name): the array of records is empty") }
        var rows: [Record] = []
        rows.reserveCapacity(records.count)
        for record in records {
            guard case .object(let members) = record.value.kind else {
                throw record.error("expected a record (an object of fields, such as {\"date\": \"2024-01-01\", \"users\": 120}), found \(record.value.summary)")
            }
            var fields: [String: ValueContext] = [:]
            fields.reserveCapacity(members.count)
            for member in members { fields[member.key] = record.child(member.value, path: record.path + "." + member.key) }
            rows.append(Record(keys: members.map(\.key), fields: fields))
        }
        let header = fieldNames(rows)
        var (xIndex, yIndices) = try fields.columns(in: header, name: name)
        if fields.y == nil { yIndices = yIndices.filter { k in rows.allSatisfy { row in numberOrGap(row, header[k]) } } }
        guard !yIndices.isEmpty else {
            throw DataError(message: "\(name): no field besides \"\(header[xIndex])\" holds numbers; name the series with \"y\"")
        }
        let (x, xIsDate) = try xValues(rows, field: header[xIndex], records: records, name: name)
        return try yIndices.map { k in
            let field = header[k]
            let y = try rows.map { row in try value(row.fields[field]) }
            return SeriesData(id: field, name: field, x: x, y: y, color: nil, xIsDate: xIsDate)
        }
    }

    /// Every field name, in the order first met.
    private static func fieldNames(_ rows: [Record]) -> [String] {
        var seen = Set<String>(), names: [String] = []
        for row in rows {
            for key in row.keys where seen.insert(key).inserted { names.append(key) }
        }
        return names
    }

    private static func numberOrGap(_ row: Record, _ field: String) -> Bool {
        guard let context = row.fields[field] else { return true }
        do {
            _ = try value(context)
            return true
        } catch {
            return false
        }
    }

    /// The x of every record: all numbers, or all dates.
    private static func xValues(_ rows: [Record], field: String, records: [ValueContext],
                                name: String) throws -> ([Double], Bool) {
        var x: [Double] = [], dates: Bool?
        x.reserveCapacity(rows.count)
        for (k, row) in rows.enumerated() {
            guard let context = row.fields[field] else {
                throw records[k].error("record \(k) has no \"\(field)\", its x")
            }
            switch context.value.kind {
            case .number(let n) where dates != true && Limits.data.contains(n):
                x.append(n)
                dates = false
            case .string(let text) where dates != false:
                guard let seconds = DateValue.seconds(text) else {
                    throw context.error("x \(context.value.summary) is not a date (2024-01-01, 2024-01-01T09:30:00Z) or a number")
                }
                x.append(seconds)
                dates = true
            default:
                let kind = dates == true ? "a date, like the records above" : dates == false ? "a number, like the records above" : "a number or a date"
                throw context.error("x must be \(kind), found \(context.value.summary)")
            }
        }
        return (x, dates == true)
    }

    /// A series value: nil for a gap.
    private static func value(_ context: ValueContext?) throws -> Double? {
        guard let context else { return nil }
        switch context.value.kind {
        case .null: return nil
        case .number(let n):
            guard Limits.data.contains(n) else { throw context.error("\(context.value.summary) is out of range; values go from -1e300 to 1e300") }
            return n
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            guard let n = Double(trimmed), Limits.data.contains(n) else {
                throw context.error("expected a number or null, found \(context.value.summary)")
            }
            return n
        default:
            throw context.error("expected a number or null, found \(context.value.summary)")
        }
    }
}
