import Foundation
import TestSupport
import Testing

@testable import ReelScene

/// The CSV reader works on UTF-8 bytes; these tests hold it to the reader it
/// replaced (`ReferenceCSV`): the same series, bit for bit, and the same
/// messages, for generated files and for the odd cases each rule has.
@Suite struct CSVDataTests {
    /// What reading gives, in a form that compares exactly: names as UTF-8
    /// bytes (String's == would equate other normalizations) and values as
    /// bit patterns (NaN x values, -0).
    enum Outcome: Equatable {
        struct Series: Equatable {
            let id: [UInt8], name: [UInt8], x: [UInt64], y: [UInt64?], xIsDate: Bool
        }

        case series([Series])
        case failure(String)

        init(_ read: () throws -> [SeriesData]) {
            do {
                self = .series(try read().map {
                    Series(id: Array($0.id.utf8), name: Array($0.name.utf8), x: $0.x.map(\.bitPattern),
                           y: $0.y.map { $0?.bitPattern }, xIsDate: $0.xIsDate)
                })
            } catch {
                self = .failure(String(describing: error))
            }
        }
    }

    /// The rows as the old parser split them, lines and field bytes.
    static func rows(_ parse: () throws -> [CSVData.Row]) -> String {
        do {
            return try parse().map { "\($0.line): \($0.fields.map { Array($0.utf8) })" }.joined(separator: "\n")
        } catch {
            return String(describing: error)
        }
    }

    static func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let new = Outcome { try CSVData.series(in: text, name: "d.csv") }
        let old = Outcome { try ReferenceCSV.series(in: text, name: "d.csv") }
        #expect(new == old, "\(text.debugDescription)", sourceLocation: sourceLocation)
        let newRows = rows { try CSVData.parse(text, name: "d.csv") }
        let oldRows = rows { try ReferenceCSV.parse(text, name: "d.csv").map { CSVData.Row(line: $0.line, fields: $0.fields) } }
        #expect(newRows == oldRows, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func generatedFilesReadAsBefore() {
        var generator = CSVGenerator(seed: 0xC5F)
        var read = 0, problems: [String: Int] = [:]
        // "x value" first: its messages say "is not a number" too.
        let kinds = ["fields like the header", "x value", "is not a number", "unterminated quoted field",
                     "text after a closing quote", "expected a header row", "no data rows", "are both named", "is out of range"]
        for _ in 0..<3_000 {
            let text = generator.csv()
            Self.expectSame(text)
            switch Outcome({ try CSVData.series(in: text, name: "d.csv") }) {
            case .series: read += 1
            case .failure(let message): problems[kinds.first { message.contains($0) } ?? message, default: 0] += 1
            }
        }
        // Files that read and every kind of problem are well represented.
        #expect(read > 1_000, "\(read) read")
        #expect(kinds.allSatisfy { problems[$0, default: 0] >= 5 } && problems.count == kinds.count, "\(problems)")
    }

    @Test(arguments: [
        "", "\n", "\r\n", "x", "x,a", "x,a\n", "x,a\r\n\r\n", "x,a\n1,2", "x,a\n1,2\n", "x,a\r\n1,2\r\n", "x,a\n\n1,2\n\n",
        "x,a\n1,2\n\r\n3,4", "x,a\n\"\"\n1,2", "x,a\n \n1,2", "\n\nx,a\n1,2", "x,a\n1,2,3\n", "x,a,b\n1,2\n",
        "x,a\n1,\"2\n", "x,a\n1,\"2\"3\n", "x,a\n1,\"2\"\"3\"\n", "x,\"a\"\"b\"\n1,2", "x,\"a\nb\"\n1,2\n2,abc",
        "x,a\n1,\"2\r\n\"\n", "x,a\n1,2\r3\n", "x,a\r\r\n1,2\r\r\n", "x,a\n\"1\"\r,2\n", "x,a\n\"1\"\r\"\",2\n",
        "x,a\n1,a\"b\n", "x,a\n1,\"\"\"\"\n", "x,a\n\"\",2\n", "x,a\n1,\"\"\n", "x,a\n1, \"2\"\n", "x,a\n1,\"2\" \n",
        "\u{FEFF}x,a\n1,2", "x,a\n1,2\n\"", "x,\"a\n1,2\n", "x,a\n1,\u{0}\n", "x,a\n1\u{0}2,3\n", "x,\u{301}\n1,2",
        "x,a\n1,null\n2,NULL\n3, nUlL \n4,\n5, \n", "x,a\n1,ＮＵＬＬ\n", "x,a\n1,\u{A0}2\u{A0}\n", "x,a\n1,\u{200B}2\n",
        "x,a\n 1 ,\t2\t\n", "x,a\n1,\u{B}2\n", "x,a\n1,2\u{C}\n", "x,a\n1, \u{301}2\n", "x,a\n1,2\u{301} \n",
        "x,a\n1,inf\n", "x,a\n1,nan\n", "x,a\n1,1e400\n", "x,a\nnan,1\ninf,2\n-inf,3\nnan(0x7),4\nsnan,5\n",
        "x,a\n1e400,1\n0x1p-2,2\n+.5,3\n5.,4\n", "x,a\n1,2\nmonday,3\n", "x,a\n2024-01-01,1\n2,2\n", "x,a\n1,1\n2024-01-01,2\n",
        "x,a\n2024-01-01,1\n2024-01-02T12:30:00Z,2\n\"2024-01-03 08:15\",3\n", "x,a\n 2024-01-01 ,1\n", "x,a\n2024-02-30,1\n",
    ])
    func edgeCasesReadAsBefore(text: String) {
        Self.expectSame(text)
    }

    /// The messages the reader gives, spelled out, for the record.
    @Test(arguments: [
        ("x,a\n1,2\n2,3,4\n", "d.csv:3: expected 2 fields like the header, found 3"),
        ("x,a\n1,2\n2, abc \n", "d.csv:3: column \"a\": \"abc\" is not a number"),
        ("x,a\n1,2\n2,inf\n", "d.csv:3: column \"a\": \"inf\" is not a number"),
        ("x,\"a\nb\"\n1,2\nmonday,3\n", "d.csv:4: x value \"monday\" is not a number or a date (2019-03-07), or mixes with the rows above"),
        ("x,a\n1,\"2\n", "d.csv:2: unterminated quoted field"),
        ("x,a\n1,\"2\"3\n", "d.csv:2: text after a closing quote"),
        ("x\n1\n", "d.csv:1: expected a header row with an x column and at least one series column, separated by \",\", \";\" or a tab"),
        ("x,a\n\r\n", "d.csv: no data rows after the header"),
    ])
    func messages(text: String, message: String) {
        #expect(Outcome { try CSVData.series(in: text, name: "d.csv") } == .failure(String(describing: DataError(message: message))))
        Self.expectSame(text)
    }

    /// Reading the file: a BOM is dropped, bytes that are not UTF-8 and
    /// missing files give the same messages.
    @Test func filesReadAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [String: [UInt8]] = [
            "bom.csv": [0xEF, 0xBB, 0xBF] + Array("x,a\r\n1,2\r\n".utf8),
            "two-boms.csv": [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("x,a\n1,2\n".utf8),
            "latin1.csv": Array("x,a\n1,".utf8) + [0xE9] + Array("\n".utf8),
            "empty.csv": [],
        ]
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        for name in files.keys.sorted() + ["missing.csv"] {
            let url = folder.appendingPathComponent(name)
            let new = Outcome { try CSVData.load(url, displayName: name, inputs: nil) }
            #expect(new == Outcome { try ReferenceCSV.load(url, displayName: name) }, "\(name)")
        }
        let bom = try CSVData.load(folder.appendingPathComponent("bom.csv"), displayName: "bom.csv", inputs: nil)
        #expect(bom.map(\.id) == ["a"] && bom[0].y == [2])
    }

    /// The 100,000-row file of `scripts/bench/line-100k.json`, written here as
    /// chartreel-bench writes it.
    @Test func benchFileOf100kRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("line-100k.csv")
        let text = Self.benchText()
        try Data(text.utf8).write(to: url)
        let series = try CSVData.load(url, displayName: "line-100k.csv", inputs: nil)
        #expect(series.count == 1 && series[0].id == "walk" && !series[0].xIsDate)
        #expect(series[0].x.count == 100_000 && series[0].y.count == 100_000)
        #expect(series[0].x.first == 0 && series[0].x.last == 99_999)
        #expect(series[0].y.first == 30.13 && series[0].y.last == 50.82)
        #expect(Outcome { series } == Outcome { try ReferenceCSV.load(url, displayName: "line-100k.csv") })
        // When chartreel-bench has written the file, it is this one.
        let bench = GoldenFrames.repositoryRoot.appendingPathComponent("out/bench/line-100k.csv")
        if let data = FileManager.default.contents(atPath: bench.path) {
            #expect(data == Data(text.utf8))
        }
    }

    /// DenseData.write of chartreel-bench, which tests cannot import.
    static func benchText() -> String {
        var generator = SplitMix64(seed: 1)
        var text = "x,walk\n", y = 30.0
        for i in 0..<100_000 {
            let step = Double(generator.next() >> 11) / Double(1 << 53) * 2 - 1
            y = min(max(y + step + (30 - y) * 0.002, 2), 58)
            let hundredths = Int((y * 100).rounded())
            text += "\(i),\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)\n"
        }
        return text
    }
}
