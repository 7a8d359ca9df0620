import Foundation
import Testing

@testable import ReelScene

/// What spreadsheets export: CR, CRLF and LF line ends, a byte-order mark,
/// `;` and tab separators, quotes inside quoted fields; and column names
/// that collide.
@Suite struct CSVDialectTests {
    static func read(_ text: String, delimiter: UInt8? = nil) throws -> [SeriesData] {
        try CSVData.series(in: text, name: "d.csv", delimiter: delimiter)
    }

    static func summary(_ series: [SeriesData]) -> [String] {
        series.map { "\($0.name): \($0.x) \($0.y.map { $0.map { "\($0)" } ?? "-" })" }
    }

    static let expected = ["a: [1.0, 2.0] [\"3.0\", \"-\"]", "b: [1.0, 2.0] [\"4.5\", \"6.0\"]"]

    @Test(arguments: ["x,a,b\n1,3,4.5\n2,,6\n", "x,a,b\r\n1,3,4.5\r\n2,,6\r\n", "x,a,b\r1,3,4.5\r2,,6\r",
                      "x,a,b\r1,3,4.5\n2,,6", "\u{FEFF}x,a,b\n1,3,4.5\n2,,6\n",
                      "x;a;b\n1;3;4.5\n2;;6\n", "x\ta\tb\r\n1\t3\t4.5\r\n2\t\t6\r\n",
                      "\"x\";\"a\";\"b\"\r1;3;4.5\r2;\"\";6"])
    func everyDialectReadsTheSame(_ text: String) throws {
        #expect(Self.summary(try Self.read(text)) == Self.expected, "\(text.debugDescription)")
    }

    @Test func lineNumbersCountLoneCarriageReturns() {
        #expect(throws: DataError(message: "d.csv:3: column \"a\": \"oops\" is not a number")) {
            try Self.read("x,a\r1,2\r2,oops\r")
        }
        // A quoted name over two lines (CR only): the rows start on lines 3 and 4.
        #expect(throws: DataError(message: "d.csv:4: column \"a\rb\": \"oops\" is not a number")) {
            try Self.read("x,\"a\rb\"\r1,2\r2,oops\r")
        }
    }

    @Test func detectionLooksOnlyAtTheHeaderOutsideQuotes() throws {
        // Commas inside a quoted name do not count; the ; do.
        let series = try Self.read("x;\"a, b\";c\n1;2;3\n")
        #expect(series.map(\.name) == ["a, b", "c"])
        // A header with none of the separators is read with commas (and then refused).
        #expect(CSVTable.detectDelimiter(Array("x\n1;2".utf8)) == UInt8(ascii: ","))
        // On a tie the comma wins, then the semicolon.
        #expect(CSVTable.detectDelimiter(Array("x,a;b\n".utf8)) == UInt8(ascii: ","))
        #expect(CSVTable.detectDelimiter(Array("x;a\tb\n".utf8)) == UInt8(ascii: ";"))
    }

    @Test func aGivenDelimiterWins() throws {
        let series = try Self.read("x;a,b\n1;2\n", delimiter: UInt8(ascii: ";"))
        #expect(series.map(\.name) == ["a,b"])
        #expect(throws: DataError(message: "d.csv:2: expected 2 fields like the header, found 1")) {
            try Self.read("x;a,b\n1;2\n", delimiter: UInt8(ascii: ","))
        }
    }

    @Test func quotesInsideQuotedFields() throws {
        let series = try Self.read("x,\"say \"\"hi\"\"\",\"\"\"\"\n1,2,3\n")
        #expect(series.map(\.name) == ["say \"hi\"", "\""])
    }

    @Test func duplicateColumnNamesAreRefused() {
        #expect(throws: DataError(message: "d.csv:1: columns 2 and 4 are both named \"a\"; give every column its own name")) {
            try Self.read("x,a,b,a\n1,2,3,4\n")
        }
        // Names that are the same text in another normalization collide too.
        #expect(throws: DataError(message: "d.csv:1: columns 2 and 3 are both named \"e\u{301}\"; give every column its own name")) {
            try Self.read("x,\u{E9},e\u{301}\n1,2,3\n")
        }
    }

    @Test func aHeaderWithoutSeparatorsSaysWhichAreAllowed() {
        #expect(throws: DataError(message: "d.csv:1: expected a header row with an x column and at least one series column, "
            + "separated by \",\", \";\" or a tab")) {
            try Self.read("x|a\n1|2\n")
        }
    }

    @Test func sceneKeyDelimiter() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("csv-dialect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("day;a\r1;2\r2;3\r".utf8).write(to: directory.appendingPathComponent("d.csv"))
        func load(_ delimiter: String) throws -> Scene {
            let url = directory.appendingPathComponent("s.json")
            try Data(("{\"canvas\": {\"width\": 200, \"height\": 120, \"duration\": 1}, \"chart\": {\"type\": \"line\", "
                + "\"data\": {\"csv\": \"d.csv\"\(delimiter)}}}").utf8).write(to: url)
            return try SceneLoader.load(contentsOf: url)
        }
        _ = try load("")
        _ = try load(", \"delimiter\": \";\"")
        #expect(throws: (any Error).self) { try load(", \"delimiter\": \",\"") }
        do {
            _ = try load(", \"delimiter\": \"|\"")
            Issue.record("a | delimiter was accepted")
        } catch {
            #expect("\(error)".contains("chart.data.delimiter: expected \",\", \";\" or \"\\t\" (a tab) as the delimiter"), "\(error)")
        }
    }
}
