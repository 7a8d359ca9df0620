import Foundation
import TestSupport
import Testing

@testable import ReelScene

/// `CSVCell` reads cells from bytes; each of its answers must be the one the
/// `String` call it replaces gives.
@Suite struct CSVCellTests {
    static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// `CSVCell.number` against `Double(String)`, as bit patterns (NaN payloads, -0).
    static func expectSameNumber(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let new = withBytes(text) { CSVCell.number($0) }
        #expect(new?.bitPattern == Double(text)?.bitPattern, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    static let notations = CSVGenerator.specialNumbers + [
        "", " ", "1 ", " 1", "\t1", "\n1", "\u{B}1", "\u{C}1", "\r1", "1\n", "-", "+", ".", "-.", "e", "1e", "1e+", "1e-5",
        "1E5", "1.5e+10", "-1.5E-10", "12abc", "1,5", "1_000", "0x", "0x1g", "١٢", "５", "1\u{0}2", "\u{0}", "5\u{0}",
        "--5", "-+5", "+-5", "- 5", "00000000000000000001", "0000000000000001.5", "123456789012345.6", "12345678901234.5",
        "1234567890.12345", "-999999999999999", "9999999999999999", "18446744073709551616", "18446744073709551615",
        "0.0000000000000001", "100000000000000000000000", "INF", "iNfInItY", "NAN", "nan(123)", "-nan(0xfff)", "SNAN", "-snan",
        "+snan", "0x1.fffffffffffffp1023", "0x1p-1074", "1e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
    ]

    @Test func numbersInManyNotations() {
        for text in Self.notations { Self.expectSameNumber(text) }
    }

    @Test func randomNumbers() {
        var generator = CSVGenerator(seed: 0x5EED)
        for _ in 0..<200_000 { Self.expectSameNumber(generator.numberText()) }
        // Plain decimals of up to 15 digits take the fast path: every split of
        // digits around the point, near the ends of that path.
        for _ in 0..<20_000 {
            let digits = generator.digits(1...16)
            let point = Int.random(in: 0...digits.count, using: &generator.random)
            let text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            Self.expectSameNumber(text)
            Self.expectSameNumber("-" + text)
            Self.expectSameNumber(digits)
        }
    }

    static let spaced = [
        "", " ", "\t", "  \t ", "5", " 5", "5 ", "\t5\t", " 5 5 ", "\u{A0}5", "5\u{A0}", " \u{A0} 5", "\u{2003}5\u{3000}",
        "\u{200B}5", "\u{202F}", "\u{1680}x", "\u{205F}x\u{2009}", " \u{301}5", "5\u{301} ", "5 \u{301}", "é ", " 日本 ",
        "\u{B}5", "5\u{C}", "\r\n5", " \r\n ", "a b", "\u{FEFF}5", " \u{0} ",
    ]

    @Test func trimmingAsFoundation() {
        for text in Self.spaced {
            let bytes = Array(text.utf8)
            let trimmed = bytes.withUnsafeBufferPointer { buffer in
                CSVCell.withTrimmed(buffer, 0..<buffer.count) { Array($0) }
            }
            #expect(trimmed == Array(text.trimmingCharacters(in: .whitespaces).utf8), "\(text.debugDescription)")
        }
        // Only part of a buffer: the field's range.
        let row = Array("x, 5 ,y".utf8)
        let middle = row.withUnsafeBufferPointer { CSVCell.withTrimmed($0, 2..<5) { Array($0) } }
        #expect(middle == Array("5".utf8))
    }

    @Test func gapsAsLowercased() {
        let cells = ["", "null", "NULL", "Null", "nUlL", "nul", "nulll", "null ", "ＮＵＬＬ", "ｎｕｌｌ", "NUL\u{130}",
                     "n\u{301}ull", "nill", "none", "0", "\u{0}", "NULL\u{0}"]
        for cell in cells {
            let gap = Self.withBytes(cell) { CSVCell.isNull($0) }
            #expect(gap == (cell.isEmpty || cell.lowercased() == "null"), "\(cell.debugDescription)")
        }
    }
}
