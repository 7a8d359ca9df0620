import Foundation
import ReelCharts

/// An interval as read, before its type is resolved and the set is checked,
/// with where it came from for messages.
struct ActivityRow {
    var start: Double
    var end: Double
    var type: String
    let place: Place

    /// The type of an interval that names none.
    static let defaultType = "active"

    /// A scene's `intervals[N]` (with the contexts of its keys) or a CSV line.
    enum Place {
        case scene(ValueContext, fields: [String: ValueContext])
        case file(name: String, line: Int)
    }

    /// How a message about this interval names it: `intervals[3]`, or
    /// "the row" in a file, whose name and line already begin the message
    /// (`day.csv:4: the row ends at ...`).
    var subject: String {
        switch place {
        case .scene(let context, _): return context.path.split(separator: ".").last.map(String.init) ?? context.path
        case .file: return "the row"
        }
    }

    /// How a message about another interval of the same source names this
    /// one: `intervals[3]`, or `line 4` of the file the message is about.
    var reference: String {
        switch place {
        case .scene: return subject
        case .file(_, let line): return "line \(line)"
        }
    }

    /// An error about the interval, pointing at `field` when it came from the scene.
    func error(_ message: String, field: String? = nil) -> Error {
        switch place {
        case .scene(let context, let fields):
            return (field.flatMap { fields[$0] } ?? context).error(message)
        case .file(let name, let line):
            return DataError(message: "\(name):\(line): \(message)")
        }
    }
}

/// Reads a chart's intervals: written in the scene (`[{ "start": "7:30",
/// "end": 480, "type": "active" }, ...]`) or a CSV file with `start`, `end`
/// and optionally `type` columns, in any order.
enum ActivityData {
    static func rows(_ context: ValueContext) throws -> [ActivityRow] {
        try context.array().map { entry in
            var o = try entry.object()
            var fields: [String: ValueContext] = [:]
            func time(_ key: String) throws -> Double {
                let c = try o.required(key, ClockTime.what)
                fields[key] = c
                return try minutes(c)
            }
            let start = try time("start"), end = try time("end")
            let typeContext = o.member("type")
            fields["type"] = typeContext
            let type = try typeContext?.string() ?? ActivityRow.defaultType
            try o.finish()
            return ActivityRow(start: start, end: end, type: type, place: .scene(entry, fields: fields))
        }
    }

    /// A number of minutes or `"H:MM"`, in the day.
    static func minutes(_ context: ValueContext) throws -> Double {
        if case .string(let text) = context.value.kind {
            guard let minutes = ClockTime.minutes(text) else { throw context.error("\"\(text)\" is not \(ClockTime.what)") }
            return minutes
        }
        return try context.number(in: 0...ActivityChart.day, what: ClockTime.what)
    }

    /// The rows of a CSV file (`name` begins every message).
    static func rows(csv text: String, name: String) throws -> [ActivityRow] {
        let table = try CSVTable(text, name: name)
        guard table.rowCount > 0 else { throw DataError(message: "\(name):1: expected a header row with start and end columns") }
        let header = (0..<table.fieldCount(ofRow: 0)).map { table.string(ofField: $0).trimmingCharacters(in: .whitespaces) }
        try CSVData.refuseDuplicates(header, name: name)
        guard let startColumn = header.firstIndex(of: "start"), let endColumn = header.firstIndex(of: "end") else {
            throw DataError(message: "\(name):1: expected columns named start and end (and optionally type); found \(header.joined(separator: ", "))")
        }
        let typeColumn = header.firstIndex(of: "type")
        var rows: [ActivityRow] = []
        for row in 1..<table.rowCount where !table.isBlank(row: row) {
            let line = table.line(ofRow: row), count = table.fieldCount(ofRow: row)
            guard count == header.count else {
                throw DataError(message: "\(name):\(line): expected \(header.count) fields like the header, found \(count)")
            }
            func cell(_ column: Int) -> String {
                table.string(ofField: table.firstField(ofRow: row) + column).trimmingCharacters(in: .whitespaces)
            }
            func time(_ column: Int) throws -> Double {
                guard let minutes = ClockTime.minutes(cell(column)) else {
                    throw DataError(message: "\(name):\(line): column \"\(header[column])\": \"\(cell(column))\" is not \(ClockTime.what)")
                }
                return minutes
            }
            let type = typeColumn.map(cell) ?? ""
            rows.append(ActivityRow(start: try time(startColumn), end: try time(endColumn), type: type.isEmpty ? ActivityRow.defaultType : type,
                                    place: .file(name: name, line: line)))
        }
        return rows
    }

    /// The intervals of `rows` with their types resolved against `kinds`:
    /// each must end at or after its start and, unless `overlaps`, none may
    /// overlap another (touching ends are fine).
    static func intervals(_ rows: [ActivityRow], kinds: [ActivityKind], overlaps: Bool) throws -> [ActivityInterval] {
        let ids = kinds.map(\.id)
        let intervals = try rows.map { row in
            guard row.end >= row.start else {
                throw row.error("\(row.subject) ends at \(ClockTime.text(row.end)), before it starts at \(ClockTime.text(row.start)); "
                    + "an interval runs from start to end within the day", field: "end")
            }
            guard let kind = ids.firstIndex(of: row.type) else {
                throw row.error("unknown type \"\(row.type)\"\(Suggestions.hint(for: row.type, in: ids)); known types: "
                    + "\(ids.joined(separator: ", ")) (declare others under \"types\")", field: "type")
            }
            return ActivityInterval(start: row.start, end: row.end, kind: kind)
        }
        if !overlaps { try refuseOverlaps(rows) }
        return intervals
    }

    private static func refuseOverlaps(_ rows: [ActivityRow]) throws {
        let order = rows.indices.sorted { (rows[$0].start, rows[$0].end, $0) < (rows[$1].start, rows[$1].end, $1) }
        var reach: Int?
        for index in order {
            if let previous = reach, rows[index].start < rows[previous].end {
                let (a, b) = (rows[previous], rows[index])
                let later = previous > index ? a : b, other = previous > index ? b : a
                throw later.error("\(later.subject) (\(ClockTime.text(later.start))–\(ClockTime.text(later.end))) overlaps "
                    + "\(other.reference) (\(ClockTime.text(other.start))–\(ClockTime.text(other.end))); "
                    + "\"overlaps\": false forbids intervals that share time")
            }
            if reach == nil || rows[index].end > rows[reach!].end { reach = index }
        }
    }
}
