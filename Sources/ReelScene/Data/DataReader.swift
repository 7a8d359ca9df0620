import Foundation

/// What a data file holds, told from its content, never from its name: a
/// shell's `<(cat x.csv)`, standard input and `export.txt` have no telling
/// extension.
enum DataFormat: Equatable {
    /// CSV or TSV text (the delimiter is found from the header line).
    case delimited
    /// JSON: a contest file or an array of records.
    case json

    /// JSON when the first byte after a byte-order mark and white space is
    /// `[` or `{`, which no header row of a table starts with in practice.
    static func sniff(_ bytes: [UInt8]) -> DataFormat {
        let first = SourceText.firstSignificantByte(bytes)
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? .json : .delimited
    }
}

/// Reads the series of a data file of any format chartreel knows: CSV/TSV,
/// a contest file (`chart_data.json`, `overview.json`, a day file) or a
/// JSON array of records.
enum DataReader {
    /// The format a scene's key asks for: `csv` and `telegram` name one,
    /// `file` and `--data` take what the content is.
    enum Expected: Equatable {
        case any, delimited, contest
    }

    /// What to read from one file, besides its bytes.
    struct Request {
        var expected = Expected.any
        var fields = DataFields()
        /// A CSV delimiter the scene gives; nil: found from the header line.
        var delimiter: UInt8?
        var pick = ChartPick.unnamed
    }

    /// The series of `bytes`, a file shown as `name` (and read from `file`,
    /// where a zoom's day files are beside it).
    static func data(_ bytes: [UInt8], name: String, file: URL?, request: Request,
                     session: DecodingSession) throws -> SourcedData {
        let format = DataFormat.sniff(bytes)
        if format == .json, request.expected == .delimited {
            throw DataError(message: "\(name) holds JSON, not CSV text; read it with \"file\" (the format is found from the content)")
        }
        if format == .delimited, request.expected != .contest {
            try refusePick(request.pick, name: name, kind: "CSV text")
            let text = try DataFile.text(bytes, displayName: name)
            return SourcedData(series: try CSVData.series(in: text, name: name, delimiter: request.delimiter, fields: request.fields),
                               origin: name, file: file)
        }
        let source = SourceText(name: name, bytes: bytes)
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            if format == .delimited {
                throw DataError(message: "\(name) holds CSV text, not a contest JSON file; read it with \"file\" (the format is found from the content) or \"csv\"")
            }
            throw DataError(message: "\(error.location): malformed JSON: \(error.message)")
        }
        let context = ValueContext(value: root, path: "", source: source, session: session)
        if request.expected == .contest || isContest(root) {
            if !request.fields.isEmpty && !request.fields.fallBack {
                throw DataError(message: "\(name) is a contest file, whose columns say what they are; \"x\" and \"y\" pick fields of CSV or of a JSON array of records")
            }
            var data = try TelegramData.data(of: context, pick: request.pick)
            data.file = file
            return data
        }
        try refusePick(request.pick, name: name, kind: "a JSON array of records")
        do {
            return SourcedData(series: try RecordsData.series(context, fields: request.fields, name: name), origin: name, file: file)
        } catch let error as SceneError {
            throw DataError(message: error.description)
        }
    }

    /// A contest file: one chart object, or an array whose first element is
    /// a chart (an object with `columns`), or anything but an array of
    /// objects, so that the contest reader says what is wrong with it.
    private static func isContest(_ root: JSONValue) -> Bool {
        switch root.kind {
        case .object: return true
        case .array(let items):
            guard let first = items.first else { return true }
            if case .object(let members) = first.kind { return members.contains { $0.key == "columns" } }
            return true
        default: return true
        }
    }

    private static func refusePick(_ pick: ChartPick, name: String, kind: String) throws {
        guard case .index(_, let asked) = pick else { return }
        throw DataError(message: "\(asked) picks a chart of a contest file; \(name) is \(kind); leave it out")
    }
}
