import Foundation
import ReelJSON
import TestSupport
import Testing
@testable import ReelScene

/// How a scrubber page's frame documents are cut into a skeleton and
/// columns of numbers: the cut text comes back exactly, only canonical
/// numbers of at most 4 decimals are numbers, and a frame's differences
/// applied to the previous frame's numbers give its numbers.
@Suite struct NumberColumnsTests {
    static func joined(_ split: NumberColumns.Split) -> String {
        var text = String(decoding: split.skeleton[0], as: UTF8.self)
        for (index, number) in split.numbers.enumerated() {
            text += NumberColumns.format(number) + String(decoding: split.skeleton[index + 1], as: UTF8.self)
        }
        return text
    }

    /// The page script's reading of a differences string, written apart from the encoder.
    static func applied(_ differences: String, to numbers: [Int64]) -> [Int64] {
        var out = numbers, index = 0
        for part in differences.split(separator: ",") {
            if part.hasPrefix("_") { index += part.count > 1 ? Int(part.dropFirst())! : 1 } else {
                out[index] += Int64(part)!
                index += 1
            }
        }
        return out
    }

    @Test func numbersAreCanonicalDecimalsOfAtMostFourPlaces() {
        let split = NumberColumns.split(#"{"t": 1.25, "id": "y-label/0/2500", "d": "03-01", "n": -0.5, "z": -0, "#
            + #""e": 1e-05, "long": 1.23456, "pad": 1.50, "big": 123456789012, "ok": 12345678901, "k": x2, "r": 1.2.3}"#)
        #expect(split.numbers == [12_500, 0, 25_000_000, -5_000, 123_456_789_010_000, 20_000])
        #expect(Self.joined(split).contains(#""long": 1.23456, "pad": 1.50, "big": 123456789012"#))
    }

    @Test func anyTextComesBackExactly() {
        var random = SplitMix64(seed: 11)
        let pieces = ["0", "1", "-", ".", "e", "E", "9", "05", "\"", " ", "a", "\u{0663}", "x", "12.5", "-0.0625", "\n"]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let split = NumberColumns.split(text)
            #expect(split.skeleton.count == split.numbers.count + 1)
            #expect(Self.joined(split) == text, "\(text)")
        }
    }

    @Test func formatWritesTenThousandthsAsTheShortestDecimal() {
        let cases: [(Int64, String)] = [(0, "0"), (10_000, "1"), (-5_000, "-0.5"), (1, "0.0001"), (-10_001, "-1.0001"),
                                        (123_450, "12.345"), (99_999_999_999_9999, "99999999999.9999")]
        for (value, text) in cases { #expect(NumberColumns.format(value) == text) }
    }

    @Test func roundingTouchesNumbersOnlyOutsideStrings() {
        let json = #"{"time": 1.6666666666666667, "text": "0.123456", "tiny": 1e-05, "neg": -0.00001, "#
            + #""big": 1.5e+20, "list": [0.33333, 2, -7.25], "esc": "a\"1.234567\"b"}"#
        #expect(NumberColumns.rounded(json) == #"{"time": 1.6667, "text": "0.123456", "tiny": 0, "neg": 0, "#
                + #""big": 1.5e+20, "list": [0.3333, 2, -7.25], "esc": "a\"1.234567\"b"}"#)
    }

    @Test func differencesSkipUnchangedRunsAndTrailingOnes() {
        let before: [Int64] = [0, 5, 5, 5, 10, 3, 3]
        let after: [Int64] = [167, 5, 5, 5, 8, 3, 3]
        let written = NumberColumns.differences(after, from: before)
        #expect(written == "167,_3,-2")
        #expect(Self.applied(written, to: before) == after)
        #expect(NumberColumns.differences(before, from: before) == "")
        #expect(NumberColumns.differences([1, 2, 4], from: [1, 3, 4]) == "_,-1")
    }

    @Test func framesWithTheSameSkeletonAreWrittenAsDifferences() throws {
        let documents = ["{\"time\": 0,\n\"x\": [1, 2]}", "{\"time\": 0.0167,\n\"x\": [1, 2.5]}",
                         "{\"time\": 0.0333,\n\"x\": [1, 2.5],\n\"new\": true}"]
        let entries = ScrubberInfo.entries(documents).map { $0.text(.compact) }
        #expect(entries[1] == "\"167,_,5000\"")
        #expect(entries[2].hasPrefix("["), "a changed skeleton is line operations: \(entries[2])")
    }
}
